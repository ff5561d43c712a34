// GET /mercadopago/checkout/pedido/{id}?payment_id=: what the result pages show. The success page
// says 'Pagamento Aprovado!' only once Recria itself has seen the approval; when the webhook is late,
// asking here reads the payment from Mercado Pago (as the webhook job would) and stores it.
import { CHECKOUT_MSG } from '@recria/domain/checkout'
import { centavosToReais, mapPaymentStatus } from '@recria/domain/pagamento'
import { normalizeStatusPedido } from '@recria/domain/pedido'
import type { Deps } from '../../deps.ts'
import { NotFound } from '../../lib/errors.ts'
import type { SessionUser } from '../../lib/guards.ts'
import { type PagamentosService, SyncError } from '../pagamentos/pagamentos.module.ts'
import type { PedidosService } from '../pedidos/pedidos.module.ts'

export type RetornoService = ReturnType<typeof createRetornoService>

export function createRetornoService(
  { db, log }: Pick<Deps, 'db' | 'log'>,
  { pedidos, pagamentos }: { pedidos: PedidosService; pagamentos: PagamentosService },
) {
  /**
   * The payment as stored, read again from the provider while it is not approved. A payment that is
   * not this order's, whether it is another order's or exists nowhere this order's seller can see, gets
   * one and the same answer: the call never tells whether payment N exists.
   */
  async function pagamento(mpPaymentId: number, idPedido: number, idVendedor: number, pendente: boolean) {
    const naoDestePedido = () => new NotFound(CHECKOUT_MSG.pagamentoDeOutroPedido)
    const stored = await pagamentos.porMercadoPago(mpPaymentId)
    if (stored && stored.id_pedido !== idPedido) throw naoDestePedido()
    if (stored && (stored.status === 'approved' || !pendente)) return stored
    try {
      await pagamentos.sincronizar(mpPaymentId, idVendedor)
    } catch (error) {
      // The provider does not know it for this order's seller, or it names another order.
      if (error instanceof SyncError && !stored) throw naoDestePedido()
      // The provider is slow, or the seller's connection is gone: the page asks again in a moment.
      log.info({ err: error, mpPaymentId }, 'retorno: pagamento ainda não sincronizado')
      return stored
    }
    const fresh = await pagamentos.porMercadoPago(mpPaymentId)
    if (!fresh || fresh.id_pedido !== idPedido) throw naoDestePedido()
    return fresh
  }

  return {
    async consultar(user: SessionUser, idPedido: number, mpPaymentId: number | undefined) {
      const antes = await pedidos.partes(db, idPedido)
      // Another buyer's order answers as one that does not exist: the call never tells which ids are orders.
      if (!antes || antes.id_usuario_comprador !== user.id_usuario)
        throw new NotFound(CHECKOUT_MSG.pedidoNaoEncontrado)
      const pendente = antes.status_pedido === 'pagamento_pendente'
      const pago =
        mpPaymentId === undefined
          ? null
          : await pagamento(mpPaymentId, idPedido, antes.id_usuario_vendedor, pendente)
      const partes = (await pedidos.partes(db, idPedido)) ?? antes
      const proximo =
        partes.id_carrinho === null ? null : await proximoDoCarrinho(partes.id_carrinho, idPedido)
      return {
        id_pedido: idPedido,
        status_pedido: normalizeStatusPedido(partes.status_pedido),
        pagamento_aprovado: partes.data_pagamento_aprovado !== null,
        pagamento: pago
          ? { mercado_pago_payment_id: pago.mercado_pago_payment_id, status: mapPaymentStatus(pago.status) }
          : null,
        proximo_pedido: proximo,
      }
    },
  }

  /** Another order of the same cart still to be paid. */
  async function proximoDoCarrinho(idCarrinho: number, idPedido: number) {
    const pendentes = (await pedidos.doCarrinho(db, idCarrinho, true)).filter((id) => id !== idPedido)
    const [proximo] = await pedidos.resumos(db, pendentes.slice(0, 1))
    return proximo
      ? {
          id_pedido: proximo.id_pedido,
          vendedor: proximo.vendedor,
          valor_total: centavosToReais(proximo.valor_total_centavos),
        }
      : null
  }
}
