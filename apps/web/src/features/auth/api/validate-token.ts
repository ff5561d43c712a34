import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export function validateToken(token: string) {
  return api<{ valido: boolean }>(`/auth/validar-token/${encodeURIComponent(token)}`)
}

export function validateTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'validar-token', token],
    queryFn: () => validateToken(token),
    // An invalid link stays invalid: no retries, no refetch while the form is being filled.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  })
}

export function useValidateToken(token: string | null) {
  return useQuery({ ...validateTokenQueryOptions(token ?? ''), enabled: Boolean(token) })
}
