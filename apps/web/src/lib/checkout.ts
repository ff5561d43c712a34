// What every way of paying shares (the cart, buy now, paying an order again): where Mercado Pago
// sends the buyer back, which link to follow, and the full-page trip there.

/**
 * The result pages of docs/product/carrinho-e-checkout.md, on the origin the buyer is using (decision 009).
 */
export function urlsDeRetorno() {
  const { origin } = window.location
  return {
    success_url: `${origin}/pagamento/sucesso`,
    failure_url: `${origin}/pagamento/falha`,
    pending_url: `${origin}/pagamento/pendente`,
  }
}

/** The first link that is there: init_point first, then the sandbox one
 * (docs/product/carrinho-e-checkout.md). */
export function primeiroLink(...links: (string | null | undefined)[]): string | null {
  return links.find((link) => typeof link === 'string' && link.trim() !== '') ?? null
}

/** Leaves Recria for the provider's checkout page (a real navigation: it is another site). */
export function irParaPagamento(link: string) {
  window.location.assign(link)
}
