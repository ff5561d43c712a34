// Status changes and cancellation of an order, each with its timeline event in the same statement
// (docs/design.md#orders-and-money: every change writes one pedido_eventos row). Part of the pedidos module.

import type { ModoEntrega } from '@recria/domain/entrega-opcoes'
import type { AcompanhamentoEntrega } from '@recria/domain/entrega-pedido'
import type { StatusPedido } from '@recria/domain/pedido'
import type { PassoDoVendedor } from '@recria/domain/pedido-acoes'
import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { DEVOLUCAO_DEVIDA } from './pedidos-duplicados.repository.ts'
import { COBRANCA_DEVIDA } from './pedidos-materia-cobranca.repository.ts'

export type TipoCancelamento = 'VENDEDOR' | 'COMPRADOR'

const COLUNAS = sql.raw(`id_pedido, status_pedido, id_usuario_comprador, id_usuario_vendedor, id_carrinho,
  data_confirmacao, data_preparacao, data_pronto_entrega, data_entrega_realizada, data_cancelamento,
  motivo_cancelamento, tipo_cancelamento, data_reembolso, modo_entrega`)

export type EstadoPedido = {
  id_pedido: number
  status_pedido: StatusPedido
  id_usuario_comprador: number
  id_usuario_vendedor: number
  /** The cart the order came from; null for buy now. */
  id_carrinho: number | null
  data_confirmacao: Date | null
  data_preparacao: Date | null
  data_pronto_entrega: Date | null
  data_entrega_realizada: Date | null
  data_cancelamento: Date | null
  motivo_cancelamento: string | null
  tipo_cancelamento: TipoCancelamento | null
  data_reembolso: Date | null
  /** How it is delivered (decision 029); null on orders made before delivery modes. */
  modo_entrega: ModoEntrega | null
}

const DATA = {
  confirmado: sql.raw('data_confirmacao'),
  em_preparacao: sql.raw('data_preparacao'),
  pronto_para_entrega: sql.raw('data_pronto_entrega'),
  entregue: sql.raw('data_entrega_realizada'),
} satisfies Record<PassoDoVendedor, unknown>

export const pedidosAcoesRepository = {
  /** The order, locked until the transaction ends: two changes of one order happen one after the other. */
  async travar(tx: Executor, idPedido: number) {
    const { rows } = await tx.execute<EstadoPedido>(
      sql`select ${COLUNAS} from pedidos where id_pedido = ${idPedido} for update`,
    )
    return rows[0] ?? null
  },

  async estado(db: Executor, idPedido: number) {
    const { rows } = await db.execute<EstadoPedido>(
      sql`select ${COLUNAS} from pedidos where id_pedido = ${idPedido}`,
    )
    return rows[0] ?? null
  },

  /**
   * One step forward, its date stamped, and the event; at 'pronto_para_entrega', what the seller tells
   * of the delivery is kept on the order and written in the event's description.
   */
  async avancar(
    tx: Executor,
    idPedido: number,
    de: StatusPedido,
    para: PassoDoVendedor,
    entrega?: { acompanhamento: AcompanhamentoEntrega; descricao: string },
  ) {
    const acompanhamento = entrega
      ? sql`, acompanhamento_entrega = ${JSON.stringify(entrega.acompanhamento)}::jsonb`
      : sql``
    await tx.execute(sql`
      with movido as (
        update pedidos set status_pedido = ${para}, ${DATA[para]} = now(), atualizado_em = now()${acompanhamento}
        where id_pedido = ${idPedido} and status_pedido = ${de} returning id_pedido)
      insert into pedido_eventos (id_pedido, status_anterior, status_novo, origem, descricao)
      select id_pedido, ${de}, ${para}, 'vendedor', ${entrega?.descricao ?? null} from movido`)
  },

  /** The seller corrects the delivery information of an order ready for delivery, with its event. */
  async corrigirEntrega(
    tx: Executor,
    idPedido: number,
    acompanhamento: AcompanhamentoEntrega,
    descricao: string,
  ) {
    await tx.execute(sql`
      with corrigido as (
        update pedidos set acompanhamento_entrega = ${JSON.stringify(acompanhamento)}::jsonb, atualizado_em = now()
        where id_pedido = ${idPedido} and status_pedido = 'pronto_para_entrega' returning id_pedido)
      insert into pedido_eventos (id_pedido, status_anterior, status_novo, origem, descricao)
      select id_pedido, 'pronto_para_entrega', 'pronto_para_entrega', 'vendedor', ${descricao} from corrigido`)
  },

  async cancelar(tx: Executor, idPedido: number, de: StatusPedido, motivo: string, tipo: TipoCancelamento) {
    await tx.execute(sql`
      with movido as (
        update pedidos set status_pedido = 'cancelado', data_cancelamento = now(),
          motivo_cancelamento = ${motivo}, tipo_cancelamento = ${tipo}, atualizado_em = now()
        where id_pedido = ${idPedido} and status_pedido = ${de} returning id_pedido)
      insert into pedido_eventos (id_pedido, status_anterior, status_novo, origem, descricao)
      select id_pedido, ${de}, 'cancelado', ${tipo === 'VENDEDOR' ? 'vendedor' : 'comprador'}, ${motivo}
      from movido`)
  },

  /** The provider confirmed the refund: stamped once, with its event, however many times it is told. */
  async registrarReembolso(db: Executor, idPedido: number) {
    const { rows } = await db.execute(sql`
      with marcado as (
        update pedidos set data_reembolso = now(), atualizado_em = now()
        where id_pedido = ${idPedido} and data_reembolso is null returning id_pedido, status_pedido)
      insert into pedido_eventos (id_pedido, status_anterior, status_novo, origem, descricao)
      select id_pedido, status_pedido, status_pedido, 'mercadopago', 'Valor reembolsado integralmente'
      from marcado returning id_pedido`)
    return rows.length > 0
  },

  /**
   * A delivered order's refund request completed at the provider: entregue → reembolsado, its date
   * and its event, once however many times it is told. Answers whether this call moved it.
   */
  async reembolsar(db: Executor, idPedido: number) {
    const { rows } = await db.execute(sql`
      with movido as (
        update pedidos set status_pedido = 'reembolsado', data_reembolso = coalesce(data_reembolso, now()),
          atualizado_em = now()
        where id_pedido = ${idPedido} and status_pedido = 'entregue' returning id_pedido)
      insert into pedido_eventos (id_pedido, status_anterior, status_novo, origem, descricao)
      select id_pedido, 'entregue', 'reembolsado', 'mercadopago', 'Reembolso solicitado pelo comprador concluído'
      from movido returning id_pedido`)
    return rows.length > 0
  },

  /**
   * What the refund job owes: cancelled orders with a payment still approved, or refunded at the
   * provider but not yet stamped on the order; orders paid twice whose duplicate is owed back; and
   * cancelled or refunded orders with a paid raw-material charge (decision 042).
   */
  async reembolsosDevidos(db: Executor, limite: number) {
    const { rows } = await db.execute<{ id_pedido: number }>(sql`
      select p.id_pedido from pedidos p
      where (p.status_pedido = 'cancelado'
        and exists (select 1 from pagamentos g where g.id_pedido = p.id_pedido
          and (g.status = 'approved' or (g.status = 'refunded' and p.data_reembolso is null))))
        or ${DEVOLUCAO_DEVIDA}
        or ${COBRANCA_DEVIDA}
      order by p.id_pedido limit ${limite}`)
    return rows.map((r) => r.id_pedido)
  },
}
