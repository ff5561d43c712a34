/**
 * Routes of spec part 1 §2 and part 2 §2 whose pages are not built yet: [path, page title].
 * Each renders PlaceholderPage behind its real guard; replace an entry by a route when its page lands.
 */
export type PlaceholderRoute = readonly [path: string, title: string]

export const sellerPlaceholders: PlaceholderRoute[] = []

export const buyerPlaceholders: PlaceholderRoute[] = []
