/** HTML for the simulator's pages: escaped values, a shared layout, no inline script or style (strict CSP). */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export const escapeHtml = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)

/** Tagged template: interpolated values are escaped unless wrapped with `raw`. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Raw {
  let out = strings[0] ?? ''
  values.forEach((value, i) => {
    const text = Array.isArray(value)
      ? value.map((v) => (v instanceof Raw ? v.value : escapeHtml(v))).join('')
      : value instanceof Raw
        ? value.value
        : escapeHtml(value)
    out += text + (strings[i + 1] ?? '')
  })
  return new Raw(out)
}

export class Raw {
  constructor(readonly value: string) {}
}

export const raw = (value: string) => new Raw(value)

/** A full page in Mercado Pago's look, served with the simulator's own stylesheet. */
export function page(cssHref: string, title: string, body: Raw): string {
  return html`<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} — Mercado Pago (simulador)</title>
    <link rel="stylesheet" href="${cssHref}" />
  </head>
  <body>
    <header class="mp-header"><span class="mp-logo">mercado pago</span><span class="mp-badge">simulador</span></header>
    <main class="mp-main">${body}</main>
  </body>
</html>`.value
}
