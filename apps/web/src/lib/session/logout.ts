import { useMutation } from '@tanstack/react-query'
import { api } from '../api.ts'

/** POST /auth/logout: ends the server session and clears the cookie. */
export function logout() {
  return api<{ mensagem: string }>('/auth/logout', { method: 'POST' })
}

export function useLogout() {
  return useMutation({ mutationFn: logout })
}
