import type { Usuario } from '@recria/domain/usuario'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../api.ts'
import { usuariosKeys } from '../query-keys.ts'

/** GET /usuarios/me: the signed-in user, or a 401 with a TOKEN_* codigo. */
export function getMe() {
  return api<Usuario>('/usuarios/me')
}

export function getMeQueryOptions() {
  // A 401 is an answer ("nobody is signed in"), not a failure worth retrying.
  return queryOptions({ queryKey: usuariosKeys.me(), queryFn: getMe, retry: false, staleTime: 5 * 60_000 })
}

export function useMe() {
  return useQuery(getMeQueryOptions())
}
