import type { Mensagem, MensagensResponse } from '@recria/domain/mensagem'
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { pedidosKeys } from '../../../lib/query-keys.ts'

/** GET /pedidos/{id}/mensagens: the newest page, or the one before message `antes`. */
export function getMensagens(idPedido: number, antes?: number) {
  return api<MensagensResponse>(`/pedidos/${idPedido}/mensagens${antes ? `?antes=${antes}` : ''}`)
}

/**
 * The order's thread, newest page first; older pages on demand. It sits under the order's keys, so a
 * notification about the order (a new message) reads it again like the rest of the page.
 */
export function useMensagens(idPedido: number) {
  return useInfiniteQuery({
    queryKey: pedidosKeys.mensagens(idPedido),
    queryFn: ({ pageParam }) => getMensagens(idPedido, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (ultima) => ultima.antes ?? undefined,
  })
}

/** POST /pedidos/{id}/mensagens {texto}; the thread is read again once the server has it. */
export function useEnviarMensagem(idPedido: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (texto: string) =>
      api<Mensagem>(`/pedidos/${idPedido}/mensagens`, { method: 'POST', json: { texto } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pedidosKeys.mensagens(idPedido) }),
  })
}
