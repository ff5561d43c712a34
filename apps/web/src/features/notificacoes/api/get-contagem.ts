import type { ContagemResponse } from '@recria/domain/notificacao'
import type { z } from '@recria/domain/zod'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { notificacoesKeys } from '../../../lib/query-keys.ts'
import { INTERVALO_SEM_STREAM_MS } from './get-notificacoes.ts'

export type Contagem = 'nao-lidas' | 'lidas'

/** GET /notificacoes/usuario/{id}/contar-nao-lidas | /contar-lidas; a failing call counts
 * 0 (docs/product/notificacoes.md). */
export async function getContagem(idUsuario: number, qual: Contagem): Promise<number> {
  try {
    const { total } = await api<z.infer<typeof ContagemResponse>>(
      `/notificacoes/usuario/${idUsuario}/contar-${qual}`,
    )
    return total
  } catch {
    return 0
  }
}

export function getContagemQueryOptions(idUsuario: number, qual: Contagem) {
  return queryOptions({
    queryKey: notificacoesKeys.contagem(idUsuario, qual),
    queryFn: () => getContagem(idUsuario, qual),
  })
}

/** A count of a signed-in user's notifications; undefined until it is known (and for visitors). */
export function useContagem(idUsuario: number | undefined, qual: Contagem, poll = false) {
  const query = useQuery({
    ...getContagemQueryOptions(idUsuario ?? 0, qual),
    enabled: idUsuario !== undefined,
    refetchInterval: poll ? INTERVALO_SEM_STREAM_MS : false,
  })
  return query.data
}
