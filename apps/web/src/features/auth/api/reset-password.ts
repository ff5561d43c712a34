import type { ResetPassword } from '@recria/domain/usuario'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export function resetPassword(input: ResetPassword) {
  return api<{ mensagem: string }>('/auth/redefinir-senha', { method: 'POST', json: input })
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
