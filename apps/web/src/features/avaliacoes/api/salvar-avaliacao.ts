import type { AvaliacaoUpdate } from '@recria/domain/avaliacao'
import type { AvaliacaoResponse } from '@recria/domain/avaliacao-consulta'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { avaliacoesKeys } from '../../../lib/query-keys.ts'

export interface SalvarAvaliacao {
  idProduto: number
  /** The review being edited, or null to create one. */
  idAvaliacao: number | null
  dados: AvaliacaoUpdate
}

/** POST /avaliacoes `{ id_produto, nota, comentario }`, or PUT /avaliacoes/{id} `{ nota, comentario }`. */
export function salvarAvaliacao({ idProduto, idAvaliacao, dados }: SalvarAvaliacao) {
  return idAvaliacao === null
    ? api<AvaliacaoResponse>('/avaliacoes', { method: 'POST', json: { id_produto: idProduto, ...dados } })
    : api<AvaliacaoResponse>(`/avaliacoes/${idAvaliacao}`, { method: 'PUT', json: dados })
}

export function useSalvarAvaliacao() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: salvarAvaliacao,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: avaliacoesKeys.all }),
  })
}
