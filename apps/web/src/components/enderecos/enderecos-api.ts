import type { Endereco, EnderecoDados } from '@recria/domain/endereco'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../lib/api.ts'
import { enderecosKeys } from '../../lib/query-keys.ts'

/** GET /enderecos: the signed-in user's addresses, the principal one first. */
export function useEnderecos(enabled = true) {
  return useQuery({
    queryKey: enderecosKeys.all,
    queryFn: () => api<Endereco[]>('/enderecos'),
    enabled,
  })
}

/** POST /enderecos (no id) or PUT /enderecos/{id}: the whole address. */
export function salvarEndereco({ id, dados }: { id?: number; dados: EnderecoDados }) {
  return api<Endereco>(id === undefined ? '/enderecos' : `/enderecos/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    json: dados,
  })
}

export function useSalvarEndereco() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: salvarEndereco,
    onSuccess: () => client.invalidateQueries({ queryKey: enderecosKeys.all }),
  })
}

/** DELETE /enderecos/{id}: the most recent remaining address becomes the principal one if needed. */
export function useExcluirEndereco() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api<{ mensagem: string }>(`/enderecos/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: enderecosKeys.all }),
  })
}
