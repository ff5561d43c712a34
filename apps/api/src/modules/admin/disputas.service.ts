// The operator decides a buyer's dispute of a rejected refund: the refunds module decides it and
// gives the money back; the audit line is written in the decision's own transaction.
import type { DecidirDisputa } from '@recria/domain/disputa'
import type { SessionUser } from '../../lib/guards.ts'
import type { DisputasService } from '../reembolsos/reembolsos.module.ts'
import type { AuditoriaService } from './auditoria.service.ts'

export type DisputasOperadorService = ReturnType<typeof createDisputasOperadorService>

export function createDisputasOperadorService({
  disputas,
  auditoria,
}: {
  disputas: DisputasService
  auditoria: AuditoriaService
}) {
  return {
    listar: disputas.listar,

    decidir: (operador: SessionUser, idDisputa: number, input: DecidirDisputa) =>
      disputas.decidir(operador.id_usuario, idDisputa, input, (tx, d) =>
        auditoria.registrar(tx, {
          id_operador: operador.id_usuario,
          acao: d.status === 'reembolsada' ? 'disputa_reembolsada' : 'disputa_mantida',
          alvo_tipo: 'disputa',
          alvo_id: d.id_disputa,
          motivo: input.motivo,
          detalhes: {
            id_reembolso: d.id_reembolso,
            id_pedido: d.id_pedido,
            antes: { status: 'aberta' },
            depois: { status: d.status },
            id_reembolso_decisao: d.id_reembolso_decisao,
            valor_reembolso_centavos: d.valor_reembolso_centavos,
          },
        }),
      ),
  }
}
