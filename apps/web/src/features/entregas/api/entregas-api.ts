import type { EntregaVendedor } from '@recria/domain/entrega'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { entregasKeys } from '../../../lib/query-keys.ts'

/** GET /vendedores/{id}/entrega: every mode inactive until the seller saves. */
export function useEntrega(idUsuario: number) {
  return useQuery({
    queryKey: entregasKeys.vendedor(idUsuario),
    queryFn: () => api<EntregaVendedor>(`/vendedores/${idUsuario}/entrega`),
  })
}

/** PUT /vendedores/{id}/entrega: the whole settings, answered as saved. */
export function useSalvarEntrega(idUsuario: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (dados: unknown) =>
      api<EntregaVendedor>(`/vendedores/${idUsuario}/entrega`, { method: 'PUT', json: dados }),
    onSuccess: (salva) => client.setQueryData(entregasKeys.vendedor(idUsuario), salva),
  })
}
