import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

/** DELETE /usuarios/{id} {senha}: the account is anonymised and the session cookie cleared (LGPD, art. 18). */
export function excluirConta({ id, senha }: { id: number; senha: string }) {
  return api<{ mensagem: string }>(`/usuarios/${id}`, { method: 'DELETE', json: { senha } })
}

export function useExcluirConta() {
  return useMutation({ mutationFn: excluirConta })
}
