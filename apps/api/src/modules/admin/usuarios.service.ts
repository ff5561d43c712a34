// The console's Users area: an operator suspends an account (sign-in refused, sessions ended,
// listings out of the catalogue by the database's own triggers; orders go on) or reactivates it.
// Each action and its audit line are one transaction.
import { OPERADOR_USUARIOS_MSG as MSG } from '@recria/domain/operador-usuarios'
import type { Executor } from '../../db/client.ts'
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
  type Conta = NonNullable<Awaited<ReturnType<ContasService['travar']>>>

  /**
   * One action on an account, in one transaction: `mudar` checks and changes it and answers what the
   * audit line keeps; then the line, and the account as it is now.
   */
  async function agir(
    operador: SessionUser,
    idUsuario: number,
    motivo: string,
    acao: 'usuario_suspenso' | 'usuario_reativado',
    mudar: (tx: Executor, alvo: Conta) => Promise<Record<string, unknown>>,
  ) {
    const conta = await db.transaction(async (tx) => {
      const alvo = await contas.travar(tx, idUsuario)
      if (!alvo) throw new NotFound(MSG.naoEncontrado)
      const detalhes = await mudar(tx, alvo)
      await auditoria.registrar(tx, {
        id_operador: operador.id_usuario,
        acao,
        alvo_tipo: 'usuario',
        alvo_id: idUsuario,
        motivo,
        detalhes,
      })
      return contas.travar(tx, idUsuario)
    })
    return toContaAdmin(conta ?? never())
  }

  return {
    buscar: (query: Paginacao) => contas.buscar(query),

    async suspender(operador: SessionUser, idUsuario: number, motivo: string) {
      const usuario = await agir(operador, idUsuario, motivo, 'usuario_suspenso', async (tx, alvo) => {
        if (alvo.id_usuario === operador.id_usuario) throw new Forbidden(MSG.proprio)
        if (alvo.perfis.includes('administrador')) throw new Forbidden(MSG.operador)
        if (alvo.excluido_em) throw new Conflict(MSG.excluida)
        if (alvo.suspenso_em) throw new Conflict(MSG.jaSuspenso)
        await contas.suspender(tx, idUsuario, motivo)
        await sessoes.encerrarTodas(tx, idUsuario)
        return { nome: alvo.nome, email: alvo.email, perfis: alvo.perfis }
      })
      return { mensagem: MSG.suspenso, usuario }
    },

    async reativar(operador: SessionUser, idUsuario: number, motivo: string) {
      const usuario = await agir(operador, idUsuario, motivo, 'usuario_reativado', async (tx, alvo) => {
        if (alvo.excluido_em) throw new Conflict(MSG.excluida)
        if (!alvo.suspenso_em) throw new Conflict(MSG.naoSuspenso)
        await contas.reativar(tx, idUsuario)
        return {
          nome: alvo.nome,
          email: alvo.email,
          suspenso_em: alvo.suspenso_em.toISOString(),
          suspensao_motivo: alvo.suspensao_motivo,
        }
      })
      return { mensagem: MSG.reativado, usuario }
    },
  }
}

function never(): never {
  throw new Error('account vanished inside its own transaction')
}

export type UsuariosAdminService = ReturnType<typeof createUsuariosAdminService>
