import type { UsuarioAdminItem } from '@recria/domain/operador-usuarios'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { adminKeys } from '../../../lib/query-keys.ts'

export type AcaoUsuario = 'suspender' | 'reativar'

export interface AcaoUsuarioInput {
  idUsuario: number
  acao: AcaoUsuario
  motivo: string
}

/** POST /admin/usuarios/{id}/suspender or /reativar {motivo}. */
export function acaoUsuario({ idUsuario, acao, motivo }: AcaoUsuarioInput) {
  return api<{ mensagem: string; usuario: UsuarioAdminItem }>(`/admin/usuarios/${idUsuario}/${acao}`, {
    method: 'POST',
    json: { motivo: motivo.trim() },
  })
}

/** Acting refreshes the whole console (the audit log gains a line). */
export function useAcaoUsuario() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: acaoUsuario,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
