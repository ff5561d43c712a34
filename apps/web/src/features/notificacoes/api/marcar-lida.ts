import type { Notificacao } from '@recria/domain/notificacao'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { notificacoesKeys } from '../../../lib/query-keys.ts'

/** PUT /notificacoes/usuario/{id}/{idNotificacao}/lida: idempotent, answers the notification. */
export function marcarLida(idUsuario: number, idNotificacao: number) {
  return api<Notificacao>(`/notificacoes/usuario/${idUsuario}/${idNotificacao}/lida`, { method: 'PUT' })
}

/** Marks one read; lists and counts are read again afterwards (docs/product/notificacoes.md). */
export function useMarcarLida(idUsuario: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (idNotificacao: number) => marcarLida(idUsuario, idNotificacao),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificacoesKeys.doUsuario(idUsuario) }),
  })
}
