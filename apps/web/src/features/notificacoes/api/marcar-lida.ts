import type { Notificacao } from '@recria/domain/notificacao'
import { api } from '../../../lib/api.ts'
import { notificacoesKeys } from '../../../lib/query-keys.ts'
import { useSettledMutation } from '../../../lib/use-settled-mutation.ts'

/** PUT /notificacoes/usuario/{id}/{idNotificacao}/lida: idempotent, answers the notification. */
export function marcarLida(idUsuario: number, idNotificacao: number) {
  return api<Notificacao>(`/notificacoes/usuario/${idUsuario}/${idNotificacao}/lida`, { method: 'PUT' })
}

/** Marks one read; lists and counts are read again afterwards (docs/product/notificacoes.md). */
export function useMarcarLida(idUsuario: number) {
  return useSettledMutation(
    (idNotificacao: number) => marcarLida(idUsuario, idNotificacao),
    notificacoesKeys.doUsuario(idUsuario),
  )
}
