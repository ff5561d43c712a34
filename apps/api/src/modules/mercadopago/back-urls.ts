// Where Mercado Pago sends the buyer back (docs/design.md#orders-and-money). The client may name its own
// result pages, but only on Recria's own origin: anything else is replaced by Recria's pages, never an open
// redirect.
import type { CheckoutUrls } from '@recria/domain/checkout'

export interface BackUrls {
  success: string
  failure: string
  pending: string
}

/** `url` when it is an http(s) address on `origin`, else null. */
function sameOrigin(url: string | undefined, origin: string): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return parsed.origin === origin && !parsed.username && !parsed.password ? parsed.toString() : null
  } catch {
    return null
  }
}

export function backUrlsFor(publicUrl: string, asked: CheckoutUrls = {}): BackUrls {
  const origin = new URL(publicUrl).origin
  const pages = `${origin}/pagamento`
  return {
    success: sameOrigin(asked.success_url, origin) ?? `${pages}/sucesso`,
    failure: sameOrigin(asked.failure_url, origin) ?? `${pages}/falha`,
    pending: sameOrigin(asked.pending_url, origin) ?? `${pages}/pendente`,
  }
}
