/**
 * Routes of docs/product/README.md whose pages are not built yet: [path, page title].
 * Each renders PlaceholderPage behind its real guard; replace an entry by a route when its page lands.
 */
export type PlaceholderRoute = readonly [path: string, title: string]

export const sellerPlaceholders: PlaceholderRoute[] = []

export const buyerPlaceholders: PlaceholderRoute[] = []
