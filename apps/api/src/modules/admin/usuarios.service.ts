// The console's Users area: an operator suspends an account (sign-in refused, sessions ended,
// listings out of the catalogue by the database's own triggers; orders go on) or reactivates it.
// Each action and its audit line are one transaction.
import { OPERADOR_USUARIOS_MSG as MSG } from '@recria/domain/operador-usuarios'
import type { Deps } from '../../deps.ts'
import { Conflict, Forbidden, NotFound } from '../../lib/errors.ts'
import type { SessionUser } from '../../lib/guards.ts'
import type { Paginacao } from '../../lib/pagination.ts'
import type { SessoesService } from '../auth/auth.module.ts'
import { type ContasService, toContaAdmin } from '../usuarios/usuarios.module.ts'
import type { AuditoriaService } from './auditoria.service.ts'

export function createUsuariosAdminService(
  { db }: Pick<Deps, 'db'>,
  {
    contas,
    sessoes,
    auditoria,
  }: { contas: ContasService; sessoes: SessoesService; auditoria: AuditoriaService },
) {
  return {
    buscar: (query: Paginacao) => contas.buscar(query),

    async suspender(operador: SessionUser, idUsuario: number, motivo: string) {
      const conta = await db.transaction(async (tx) => {
        const alvo = await contas.travar(tx, idUsuario)
        if (!alvo) throw new NotFound(MSG.naoEncontrado)
        if (alvo.id_usuario === operador.id_usuario) throw new Forbidden(MSG.proprio)
        if (alvo.perfis.includes('administrador')) throw new Forbidden(MSG.operador)
        if (alvo.excluido_em) throw new Conflict(MSG.excluida)
        if (alvo.suspenso_em) throw new Conflict(MSG.jaSuspenso)
        await contas.suspender(tx, idUsuario, motivo)
        await sessoes.encerrarTodas(tx, idUsuario)
        await auditoria.registrar(tx, {
          id_operador: operador.id_usuario,
          acao: 'usuario_suspenso',
          alvo_tipo: 'usuario',
          alvo_id: idUsuario,
          motivo,
          detalhes: { nome: alvo.nome, email: alvo.email, perfis: alvo.perfis },
        })
        return contas.travar(tx, idUsuario)
      })
      return { mensagem: MSG.suspenso, usuario: toContaAdmin(conta ?? never()) }
    },

    async reativar(operador: SessionUser, idUsuario: number, motivo: string) {
      const conta = await db.transaction(async (tx) => {
        const alvo = await contas.travar(tx, idUsuario)
        if (!alvo) throw new NotFound(MSG.naoEncontrado)
        if (alvo.excluido_em) throw new Conflict(MSG.excluida)
        if (!alvo.suspenso_em) throw new Conflict(MSG.naoSuspenso)
        await contas.reativar(tx, idUsuario)
        await auditoria.registrar(tx, {
          id_operador: operador.id_usuario,
          acao: 'usuario_reativado',
          alvo_tipo: 'usuario',
          alvo_id: idUsuario,
          motivo,
          detalhes: {
            nome: alvo.nome,
            email: alvo.email,
            suspenso_em: alvo.suspenso_em.toISOString(),
            suspensao_motivo: alvo.suspensao_motivo,
          },
        })
        return contas.travar(tx, idUsuario)
      })
      return { mensagem: MSG.reativado, usuario: toContaAdmin(conta ?? never()) }
    },
  }
}

function never(): never {
  throw new Error('account vanished inside its own transaction')
}

export type UsuariosAdminService = ReturnType<typeof createUsuariosAdminService>
