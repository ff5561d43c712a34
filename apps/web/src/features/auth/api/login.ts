import type { Login, LoginAnswer } from '@recria/domain/usuario'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export function login(input: Login) {
  return api<LoginAnswer>('/auth/login', { method: 'POST', json: input })
}

export function useLogin() {
  return useMutation({ mutationFn: login })
}
