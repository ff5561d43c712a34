// A buyer asks for a delivered order's money back; its seller answers (docs/product/reembolsos.md;
// docs/design.md#orders-and-money). Each change locks what it decides on and tells the other side in the same
// transaction; an approval queues its refund in that transaction too, then tries it at once (the job retries
// a failure).
import {
  REEMBOLSO_MSG,
  type ResponderReembolso,
  recusaDoReembolso,
  type SolicitarReembolso,
} from '@recria/domain/reembolso'
import type { Deps } from '../../deps.ts'
import { BusinessRule, Conflict, Forbidden, NotFound } from '../../lib/errors.ts'
import type { SessionUser } from '../../lib/guards.ts'
import type { PagamentosService } from '../pagamentos/pagamentos.module.ts'
import type { PedidosService } from '../pedidos/pedidos.module.ts'
import type { ReembolsoProcessamentoService } from './reembolso-processamento.service.ts'
import { enfileirarReembolsoAprovado } from './reembolsos.queue.ts'
import { reembolsosRepository as repo } from './reembolsos.repository.ts'
import type { ReembolsosAvisosService } from './reembolsos-avisos.service.ts'
import type { ReembolsosConsultaService } from './reembolsos-consulta.service.ts'

export type ReembolsosService = ReturnType<typeof createReembolsosService>

export function createReembolsosService(
  { db, boss, log }: Pick<Deps, 'db' | 'boss' | 'log'>,
  uses: {
    pagamentos: PagamentosService
    pedidos: PedidosService
    avisos: ReembolsosAvisosService
    consulta: ReembolsosConsultaService
    processamento: ReembolsoProcessamentoService
  },
) {
  const { pagamentos, pedidos, avisos, consulta, processamento } = uses

  /** The payment the path names, with its order's parties; an unknown one has the documented message
   * (docs/product/reembolsos.md). */
  async function pagamentoDe(idPagamento: number) {
    try {
      return await pagamentos.buscar(idPagamento)
    } catch (error) {
      if (error instanceof NotFound) throw new NotFound(REEMBOLSO_MSG.pagamentoNaoIdentificado)
      throw error
    }
  }

  return {
    /**
     * POST /reembolsos/solicitar/{id_pagamento}: the order's buyer, the order delivered at most 7 days
     * ago and not refunded, no open request, the payment approved. The whole amount still paid is
     * asked for; the seller is told, by e-mail too.
     */
    async solicitar(user: SessionUser, idPagamento: number, input: SolicitarReembolso) {
      const pagamento = await pagamentoDe(idPagamento)
      if (pagamento.id_usuario_comprador !== user.id_usuario)
        throw new Forbidden(REEMBOLSO_MSG.apenasComprador)
      const idReembolso = await db.transaction(async (tx) => {
        const pedido = await pedidos.travar(tx, pagamento.id_pedido)
        if (!pedido) throw new NotFound(REEMBOLSO_MSG.pagamentoNaoIdentificado)
        const recusa = recusaDoReembolso(pedido, new Date())
        if (recusa) throw new BusinessRule(recusa)
        if (await repo.abertoDoPedido(tx, pedido.id_pedido))
          throw new Conflict(REEMBOLSO_MSG.solicitacaoAberta)
        const valor = pagamento.valor_total_centavos - pagamento.valor_reembolsado_centavos
        if (pagamento.status === 'refunded' || valor <= 0) throw new BusinessRule(REEMBOLSO_MSG.jaReembolsado)
        if (pagamento.status !== 'approved') throw new BusinessRule(REEMBOLSO_MSG.pagamentoNaoAprovado)
        if ((await pedidos.pagante(tx, pedido.id_pedido)) !== pagamento.id_pagamento)
          throw new BusinessRule(REEMBOLSO_MSG.pagamentoDuplicado)
        const id = await repo.inserir(tx, {
          id_pagamento: pagamento.id_pagamento,
          id_pedido: pedido.id_pedido,
          id_usuario_comprador: pedido.id_usuario_comprador,
          id_usuario_vendedor: pedido.id_usuario_vendedor,
          motivo: input.motivo,
          descricao_motivo: input.descricao,
          valor_solicitado_centavos: valor,
        })
        if (id === null) throw new Conflict(REEMBOLSO_MSG.solicitacaoAberta)
        await avisos.solicitado(tx, id)
        return id
      })
      return { mensagem: REEMBOLSO_MSG.solicitado, reembolso: await consulta.um(idReembolso) }
    },

    /**
     * PUT /reembolsos/responder/{id}: the order's seller, once, while awaiting_approval. Rejected, or
     * approved for the amount asked: the refund is queued with the answer and tried at once.
     */
    async responder(user: SessionUser, idReembolso: number, input: ResponderReembolso) {
      await db.transaction(async (tx) => {
        const r = await repo.travar(tx, idReembolso)
        if (!r) throw new NotFound(REEMBOLSO_MSG.naoEncontrado)
        if (r.id_usuario_vendedor !== user.id_usuario) throw new Forbidden(REEMBOLSO_MSG.apenasVendedor)
        if (r.status !== 'awaiting_approval') throw new BusinessRule(REEMBOLSO_MSG.jaRespondida)
        await repo.responder(tx, idReembolso, input.aprovado, input.respostaVendedor)
        if (input.aprovado) await enfileirarReembolsoAprovado(boss, idReembolso, tx)
        await avisos.respondido(tx, idReembolso, input.aprovado)
      })
      if (input.aprovado)
        await processamento
          .processar(idReembolso)
          .catch((err) => log.warn({ err, idReembolso }, 'reembolso aprovado adiado: a fila tentará de novo'))
      return {
        mensagem: input.aprovado ? REEMBOLSO_MSG.aprovado : REEMBOLSO_MSG.rejeitado,
        reembolso: await consulta.um(idReembolso),
      }
    },
  }
}
