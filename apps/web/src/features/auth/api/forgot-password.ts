import type { ForgotPassword } from '@recria/domain/usuario'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export function forgotPassword(input: ForgotPassword) {
  return api<{ mensagem: string }>('/auth/esqueci-senha', { method: 'POST', json: input })
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword })
}
