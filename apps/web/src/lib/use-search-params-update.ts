import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/**
 * The URL's query as state: `update({ busca: 'garrafa', page: null })` sets or (null or '') removes
 * each key, keeping the others; `replace` rewrites the history entry instead of adding one.
 */
export function useSearchParamsUpdate() {
  const [params, setParams] = useSearchParams()
  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key)
            else next.set(key, value)
          }
          return next
        },
        { replace },
      ),
    [setParams],
  )
  return [params, update] as const
}
