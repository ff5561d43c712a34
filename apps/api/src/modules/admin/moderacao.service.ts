// The operator's moderation console: the denuncias module keeps the queue and does the review; the
// review and its audit line are written in one transaction opened here (decision 024).
import type { AcaoOperador } from '@recria/domain/operador'
import type { Deps } from '../../deps.ts'
import type { SessionUser } from '../../lib/guards.ts'
import type { DecisaoModeracao, ModeracaoService } from '../denuncias/denuncias.module.ts'
import type { AuditoriaService } from './auditoria.service.ts'

export type ModeracaoOperadorService = ReturnType<typeof createModeracaoOperadorService>

export function createModeracaoOperadorService(
  { db }: Pick<Deps, 'db'>,
  { moderacao, auditoria }: { moderacao: ModeracaoService; auditoria: AuditoriaService },
) {
  const revisar =
    (decisao: DecisaoModeracao) => (operador: SessionUser, idEvento: number, input: AcaoOperador) =>
      db.transaction(async (tx) => {
        const feito = await moderacao.revisar(tx, idEvento, {
          decisao,
          idOperador: operador.id_usuario,
          motivo: input.motivo,
        })
        await auditoria.registrar(tx, {
          id_operador: operador.id_usuario,
          acao: feito.acao,
          alvo_tipo: 'evento_moderacao',
          alvo_id: idEvento,
          motivo: input.motivo,
          detalhes: {
            ...feito.detalhes,
            antes: { revisao: 'pendente' },
            depois: { revisao: decisao === 'reverter' ? 'revertida' : 'confirmada' },
          },
        })
        return { mensagem: feito.mensagem }
      })

  return {
    listar: moderacao.fila,
    confirmar: revisar('confirmar'),
    reverter: revisar('reverter'),
  }
}
