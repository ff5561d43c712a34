import { MOTIVOS_DENUNCIA, type MotivosDenunciaResponse } from '@recria/domain/denuncia'
import type { z } from '@recria/domain/zod'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { denunciasKeys } from '../../../lib/query-keys.ts'

export type MotivoOpcao = z.infer<typeof MotivosDenunciaResponse>[number]

/** GET /denuncias/motivos (public): `[{ valor, label }]`. */
export function getMotivosDenuncia() {
  return api<MotivoOpcao[]>('/denuncias/motivos')
}

export function getMotivosDenunciaQueryOptions() {
  return queryOptions({
    queryKey: denunciasKeys.motivos(),
    queryFn: getMotivosDenuncia,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
}

/**
 * The reasons to offer. docs/product/denuncias.md: when they fail to load the defaults are used; they are
 * also shown while the list loads, so the form never waits on it.
 */
export function useMotivosDenuncia(enabled: boolean): readonly MotivoOpcao[] {
  const query = useQuery({ ...getMotivosDenunciaQueryOptions(), enabled })
  return query.data?.length ? query.data : MOTIVOS_DENUNCIA
}
