import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { authKeys } from '../../../lib/query-keys.ts'

export function validateToken(token: string) {
  return api<{ valido: boolean }>(`/auth/validar-token/${encodeURIComponent(token)}`)
}

export function validateTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: authKeys.validarToken(token),
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
