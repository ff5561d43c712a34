import type { ImpactoResponse } from '@recria/domain/loja'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { lojaKeys } from '../../../lib/query-keys.ts'

/** GET /impacto/comprador: the raw material the signed-in user handed over as a buyer. */
export function useMeuImpacto(idUsuario: number) {
  return useQuery({
    queryKey: lojaKeys.impactoComprador(idUsuario),
    queryFn: ({ signal }) => api<ImpactoResponse>('/impacto/comprador', { signal }),
  })
}
