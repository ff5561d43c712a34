import type { ChangePassword } from '@recria/domain/usuario'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

/** Only the current and the new password travel; the confirmation is checked on screen. */
export function changePassword({ id, senhaAtual, novaSenha }: ChangePassword & { id: number }) {
  return api<{ mensagem: string }>(`/usuarios/${id}/senha`, {
    method: 'PUT',
    json: { senhaAtual, novaSenha },
  })
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
