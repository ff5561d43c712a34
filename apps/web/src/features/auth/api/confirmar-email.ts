import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

/** The link mailed to a new address (decision 044): confirming it makes it the account's e-mail. */
export function confirmarEmail(token: string) {
  return api<{ mensagem: string }>('/usuarios/email/confirmar', { method: 'POST', json: { token } })
}

export function useConfirmarEmail() {
  return useMutation({ mutationFn: confirmarEmail })
}
