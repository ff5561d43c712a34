import { queryOptions, useQuery } from '@tanstack/react-query'
import { conversoesKeys } from '../../../lib/query-keys.ts'
import { allPages } from './all-pages.ts'
import type { Anuncio } from './anuncio.ts'

export type ConversaoOpcao = NonNullable<Anuncio['conversao']>

/** GET /conversoes/usuario/{id}?status=ativa, every page: the conversions a listing may use. */
export function getConversoesAtivas(idUsuario: number) {
  return allPages<ConversaoOpcao>(`/conversoes/usuario/${idUsuario}`, { status: 'ativa' })
}

export function getConversoesAtivasQueryOptions(idUsuario: number) {
  return queryOptions({
    // Under the conversions' root key, so their changes refresh the choices.
    queryKey: conversoesKeys.ativas(idUsuario),
    queryFn: () => getConversoesAtivas(idUsuario),
  })
}

export function useConversoesAtivas(idUsuario: number) {
  return useQuery(getConversoesAtivasQueryOptions(idUsuario))
}
