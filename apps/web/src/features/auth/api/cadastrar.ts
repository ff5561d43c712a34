import type { Register, Usuario } from '@recria/domain/usuario'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

/** Registration payload of spec part 1 §3: document and phone already as digits. */
export function cadastrar(input: Register) {
  return api<Usuario>('/usuarios', { method: 'POST', json: input })
}

export function useCadastrar() {
  return useMutation({ mutationFn: cadastrar })
}
