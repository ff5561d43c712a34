import type { MarcadasResponse } from '@recria/domain/notificacao'
import type { z } from '@recria/domain/zod'
import { api } from '../../../lib/api.ts'
import { notificacoesKeys } from '../../../lib/query-keys.ts'
import { useSettledMutation } from '../../../lib/use-settled-mutation.ts'

/** PUT /notificacoes/usuario/{id}/marcar-todas-lidas: answers how many were unread. */
export function marcarTodasLidas(idUsuario: number) {
  return api<z.infer<typeof MarcadasResponse>>(`/notificacoes/usuario/${idUsuario}/marcar-todas-lidas`, {
    method: 'PUT',
  })
}

export function useMarcarTodasLidas(idUsuario: number) {
  return useSettledMutation(() => marcarTodasLidas(idUsuario), notificacoesKeys.doUsuario(idUsuario))
}
