/**
 * Routes of spec part 1 §2 and part 2 §2 whose pages are not built yet: [path, page title].
 * Each renders PlaceholderPage behind its real guard; replace an entry by a route when its page lands.
 */
export type PlaceholderRoute = readonly [path: string, title: string]

export const sellerPlaceholders: PlaceholderRoute[] = [
  ['/avaliacoes', 'Minhas Avaliações'],
  ['/reembolsos', 'Gerenciar Reembolsos'],
  ['/reembolso-detalhes', 'Detalhes do Reembolso'],
]

export const buyerPlaceholders: PlaceholderRoute[] = [
  ['/pagamentos-reembolsos', 'Meus Reembolsos'],
  ['/reembolso-detalhes-comprador', 'Detalhes do Reembolso'],
  ['/minhas-avaliacoes', 'Minhas Avaliações'],
]
