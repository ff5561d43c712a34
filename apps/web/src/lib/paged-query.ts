import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query'

/** One page of a list: while the next page loads, the page shown stays on screen. */
export function pagedQueryOptions<T, K extends QueryKey>(queryKey: K, queryFn: () => Promise<T>) {
  return queryOptions({ queryKey, queryFn, placeholderData: keepPreviousData })
}
