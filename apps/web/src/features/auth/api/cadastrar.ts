import type { Register, Usuario } from '@recria/domain/usuario'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

/** Registration payload of docs/product/conta.md: document and phone already as digits. */
export function cadastrar(input: Register) {
  return api<Usuario>('/usuarios', { method: 'POST', json: input })
}

export function useCadastrar() {
  return useMutation({ mutationFn: cadastrar })
}
