import type { Locator } from 'playwright-core'

/** An amount on screen: 'R$', one space of any kind, the number ('R$ 1.234,56'). */
export const DINHEIRO = /R\$\s[\d.]+,\d{2}/

export interface DinheiroMedido {
  /** The amount as written. */
  texto: string
  /** The lines the amount takes as laid out. */
  linhas: number
  /** The lines it takes with its element squeezed to its narrowest (width: min-content). */
  espremido: number
  /** Whether its element shows nothing but the amount. */
  soDinheiro: boolean
  /** Whether its element's box is one line high: height ≤ 1.5 × its computed line-height. */
  umaLinhaDeAltura: boolean
}

/**
 * Every amount inside the `elementos` (e.g. `card.getByText(DINHEIRO)`), measured: how many lines it
 * takes where it is, and how many once its element is squeezed to its narrowest, where only a no-break
 * space keeps 'R$' beside its number.
 */
export function medirDinheiro(elementos: Locator): Promise<DinheiroMedido[]> {
  // No named functions inside: the page runs this code as it is sent.
  return elementos.evaluateAll((els, fonte) => {
    const padrao = new RegExp(fonte, 'g')
    return els.flatMap((el) => {
      const h = el as HTMLElement
      const estilo = getComputedStyle(h)
      const linha = Number.parseFloat(estilo.lineHeight) || Number.parseFloat(estilo.fontSize) * 1.2
      const umaLinhaDeAltura = h.getBoundingClientRect().height <= linha * 1.5
      const soDinheiro = new RegExp(`^${fonte}$`).test((h.textContent ?? '').trim())
      const textos: Text[] = []
      const walker = document.createTreeWalker(h, NodeFilter.SHOW_TEXT)
      for (let n = walker.nextNode(); n; n = walker.nextNode()) textos.push(n as Text)
      const achados = textos.flatMap((t) =>
        [...(t.nodeValue ?? '').matchAll(padrao)].map((m) => ({ t, inicio: m.index ?? 0, texto: m[0] })),
      )
      const linhas: number[] = []
      const espremido: number[] = []
      const antes = h.style.cssText
      for (const medidas of [linhas, espremido]) {
        if (medidas === espremido) {
          if (estilo.display === 'inline') h.style.display = 'inline-block'
          h.style.width = 'min-content'
          h.style.minWidth = '0'
        }
        for (const a of achados) {
          const range = document.createRange()
          range.setStart(a.t, a.inicio)
          range.setEnd(a.t, a.inicio + a.texto.length)
          const rects = [...range.getClientRects()].filter((r) => r.width > 0)
          medidas.push(new Set(rects.map((r) => Math.round(r.top))).size)
        }
      }
      h.style.cssText = antes
      return achados.map((a, i) => ({
        texto: a.texto,
        linhas: linhas[i] ?? 0,
        espremido: espremido[i] ?? 0,
        soDinheiro,
        umaLinhaDeAltura,
      }))
    })
  }, DINHEIRO.source)
}
