import type { UsuarioAdminItem } from '@recria/domain/operador-usuarios'
import { postComMotivo, useConsoleAction } from './console-action.ts'

export type AcaoUsuario = 'suspender' | 'reativar'

export interface AcaoUsuarioInput {
  idUsuario: number
  acao: AcaoUsuario
  motivo: string
}

/** POST /admin/usuarios/{id}/suspender or /reativar {motivo}. */
export function acaoUsuario({ idUsuario, acao, motivo }: AcaoUsuarioInput) {
  return postComMotivo<{ mensagem: string; usuario: UsuarioAdminItem }>(
    `/admin/usuarios/${idUsuario}/${acao}`,
    motivo,
  )
}

/** Acting refreshes the whole console (the audit log gains a line). */
export function useAcaoUsuario() {
  return useConsoleAction(acaoUsuario)
}
