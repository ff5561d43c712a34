// The seller moves an order forward; either side cancels it; a paid order cancelled is refunded in
// full through Mercado Pago (DESIGN §8). Each change locks the order, checks the state machine of
// packages/domain and writes its event in one transaction.
import { HTTP_MSG } from '@recria/domain/http'
import { canTransition, normalizeStatusPedido, PEDIDO_MSG, STATUS_PEDIDO_LABELS } from '@recria/domain/pedido'
import { isPassoDoVendedor, type PedidoCancelar, type PedidoStatus } from '@recria/domain/pedido-acoes'
import type { Deps } from '../../deps.ts'
import { BusinessRule, Forbidden, NotFound } from '../../lib/errors.ts'
import type { SessionUser } from '../../lib/guards.ts'
import { createCarrinhoPagamentoService } from '../carrinho/carrinho-pagamento.service.ts'
import { createPagamentosService } from '../pagamentos/pagamentos.service.ts'
import { createRefundsService } from '../pagamentos/refunds.service.ts'
import { type EstadoPedido, pedidosAcoesRepository as repo } from './pedidos-acoes.repository.ts'
import { createPedidosAvisosService } from './pedidos-avisos.service.ts'
import { enfileirarReembolso } from './reembolso-cancelamento.queue.ts'

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null)

function toPedidoAcao(p: EstadoPedido) {
  return {
    id_pedido: p.id_pedido,
    status_pedido: p.status_pedido,
    data_confirmacao: iso(p.data_confirmacao),
    data_preparacao: iso(p.data_preparacao),
    data_pronto_entrega: iso(p.data_pronto_entrega),
    data_entrega_realizada: iso(p.data_entrega_realizada),
    data_cancelamento: iso(p.data_cancelamento),
    motivo_cancelamento: p.motivo_cancelamento,
    tipo_cancelamento: p.tipo_cancelamento,
    data_reembolso: iso(p.data_reembolso),
  }
}

/** The body names the user too (spec part 2 §7): it must be the signed-in one. */
function mesmoUsuario(user: SessionUser, idUsuario: number) {
  if (user.id_usuario !== idUsuario) throw new Forbidden(HTTP_MSG.dadosDeOutroUsuario)
}

export function createPedidosAcoesService(
  deps: Pick<Deps, 'db' | 'cipher' | 'config' | 'log' | 'boss' | 'mail'>,
) {
  const { db, boss, log } = deps
  const pagamentos = createPagamentosService(deps)
  const refunds = createRefundsService(deps)
  const avisos = createPedidosAvisosService(deps)
  const carrinhos = createCarrinhoPagamentoService(deps)

  async function travarDaParte(tx: Parameters<typeof repo.travar>[0], idPedido: number, user: SessionUser) {
    const pedido = await repo.travar(tx, idPedido)
    if (!pedido) throw new NotFound(PEDIDO_MSG.naoEncontrado)
    const parte =
      user.id_usuario === pedido.id_usuario_vendedor || user.id_usuario === pedido.id_usuario_comprador
    if (!parte) throw new Forbidden(PEDIDO_MSG.semPermissao)
    return { ...pedido, status_pedido: normalizeStatusPedido(pedido.status_pedido) }
  }

  async function atual(idPedido: number) {
    const pedido = await repo.estado(db, idPedido)
    if (!pedido) throw new NotFound(PEDIDO_MSG.naoEncontrado)
    return toPedidoAcao(pedido)
  }

  /**
   * Gives back every approved payment of a cancelled order, in full, once each: the idempotency key
   * (one per payment) makes every retry the same refund at the provider; the order's date is stamped
   * once, when the provider has confirmed them all.
   */
  async function reembolsarCancelado(idPedido: number) {
    const pedido = await repo.estado(db, idPedido)
    if (pedido?.status_pedido !== 'cancelado') return
    const pagos = await pagamentos.pagosDoPedido(idPedido)
    if (!pagos.length) return
    for (const pago of pagos.filter((p) => p.status === 'approved')) {
      const feito = await refunds.refund(pago.id_pagamento, {
        idempotencyKey: `cancelamento-pagamento-${pago.id_pagamento}`,
      })
      if (feito.status !== 'approved') throw new Error(`reembolso do pedido ${idPedido}: ${feito.status}`)
    }
    await db.transaction(async (tx) => {
      if (await repo.registrarReembolso(tx, idPedido)) await avisos.reembolsado(tx, idPedido)
    })
  }

  return {
    reembolsarCancelado,

    /**
     * PUT /pedidos/{id}/status: the seller's next step only; any other status (cancelling has its own
     * call, the payment's approval is Mercado Pago's) is 422.
     */
    async mudarStatus(user: SessionUser, idPedido: number, input: PedidoStatus) {
      const para = input.status
      await db.transaction(async (tx) => {
        const pedido = await travarDaParte(tx, idPedido, user)
        mesmoUsuario(user, input.id_usuario)
        if (pedido.id_usuario_vendedor !== user.id_usuario) throw new Forbidden(PEDIDO_MSG.semPermissao)
        if (!isPassoDoVendedor(para) || !canTransition(pedido.status_pedido, para))
          throw new BusinessRule(PEDIDO_MSG.acaoIndisponivel)
        await repo.avancar(tx, idPedido, pedido.status_pedido, para)
        await avisos.avancado(tx, idPedido, para)
      })
      return {
        mensagem: PEDIDO_MSG.statusAtualizado(STATUS_PEDIDO_LABELS[para]),
        pedido: await atual(idPedido),
      }
    },

    /**
     * PUT /pedidos/{id}/cancelar: either side before delivery; the type is who asks. A paid order's
     * refund is queued in the same breath and tried at once: if the provider fails, the job retries.
     */
    async cancelar(user: SessionUser, idPedido: number, input: PedidoCancelar) {
      await db.transaction(async (tx) => {
        const pedido = await travarDaParte(tx, idPedido, user)
        mesmoUsuario(user, input.id_usuario)
        if (!canTransition(pedido.status_pedido, 'cancelado'))
          throw new BusinessRule(PEDIDO_MSG.cancelamentoIndisponivel)
        const tipo = pedido.id_usuario_vendedor === user.id_usuario ? 'VENDEDOR' : 'COMPRADOR'
        await repo.cancelar(tx, idPedido, pedido.status_pedido, input.motivo, tipo)
        await avisos.cancelado(tx, idPedido, tipo === 'VENDEDOR' ? 'vendedor' : 'comprador', input.motivo)
        // The cart's last unpaid order cancelled: the cart is finished (DESIGN §8), as when it is paid.
        if (pedido.id_carrinho !== null) await carrinhos.finalizarSeQuitado(tx, pedido.id_carrinho)
      })
      if ((await pagamentos.pagosDoPedido(idPedido)).length > 0) {
        await enfileirarReembolso(boss, idPedido)
        await reembolsarCancelado(idPedido).catch((err) =>
          log.warn({ err, idPedido }, 'reembolso do cancelamento adiado: a fila tentará de novo'),
        )
      }
      return { mensagem: PEDIDO_MSG.cancelado, pedido: await atual(idPedido) }
    },
  }
}
