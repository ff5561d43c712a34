import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/**
 * The URL's query as state: `update({ busca: 'garrafa', page: null })` sets or (null or '') removes
 * each key, keeping the others; `replace` rewrites the history entry instead of adding one.
 *
 * The others are kept from the address as it is now, not from the last render: the router renders
 * a change of address in a transition, so on a slow device a second change can come before the
 * first is rendered (the first and last day typed one after the other) and must not undo it.
 */
export function useSearchParamsUpdate() {
  const [params, setParams] = useSearchParams()
  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) => {
      const next = new URLSearchParams(window.location.search)
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key)
        else next.set(key, value)
      }
      setParams(next, { replace })
    },
    [setParams],
  )
  return [params, update] as const
}
