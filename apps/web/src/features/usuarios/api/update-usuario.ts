import type { ProfileEdit, UsuarioAtualizado } from '@recria/domain/usuario'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export interface UpdateUsuarioInput {
  id: number
  dados: ProfileEdit
  /** A new photo to upload. */
  foto?: File | null
  /** Remove the current photo (ignored when a new one is sent). */
  removerFoto?: boolean
}

/**
 * docs/product/conta.md: multipart with nome, email, cnpj_cpf, telefone, optional foto and
 * removerFoto='true'; a new e-mail also carries senha and answers a `mensagem`: it waits for the new
 * address's confirmation.
 */
export function updateUsuario({ id, dados, foto, removerFoto }: UpdateUsuarioInput) {
  const body = new FormData()
  body.append('nome', dados.nome)
  body.append('email', dados.email)
  body.append('cnpj_cpf', dados.cnpj_cpf)
  body.append('telefone', dados.telefone)
  // Asked only when the e-mail changes (decision 044).
  if (dados.senha) body.append('senha', dados.senha)
  if (foto) body.append('foto', foto)
  else if (removerFoto) body.append('removerFoto', 'true')
  return api<UsuarioAtualizado>(`/usuarios/${id}`, { method: 'PUT', body })
}

export function useUpdateUsuario() {
  return useMutation({ mutationFn: updateUsuario })
}
