// The terms' deadlines as statements (docs/product/pedidos.md; docs/design.md#orders-and-money): each
// moves every order past its deadline at `agora` in one statement with its events, so running it again
// changes nothing.
import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'

export const PRAZO_PAGAMENTO_HORAS = 24
export const PRAZO_CONFIRMACAO_HORAS = 48
export const LEMBRETE_CONFIRMACAO_HORAS = 36

export const MOTIVO_PAGAMENTO_EXPIRADO = `Pagamento não realizado em ${PRAZO_PAGAMENTO_HORAS} horas.`
export const MOTIVO_CONFIRMACAO_VENCIDA = `O vendedor não confirmou o pedido em ${PRAZO_CONFIRMACAO_HORAS} horas.`

export const pedidosPrazosRepository = {
  /** Unpaid orders older than 24 h are cancelled; answers them with their carts. */
  async expirarNaoPagos(tx: Executor, agora: Date) {
    const { rows } = await tx.execute<{ id_pedido: number; id_carrinho: number | null }>(sql`
      with vencidos as (
        update pedidos set status_pedido = 'cancelado', data_cancelamento = ${agora.toISOString()},
          motivo_cancelamento = ${MOTIVO_PAGAMENTO_EXPIRADO}, atualizado_em = now()
        where status_pedido = 'pagamento_pendente'
          and data_criacao <= ${agora.toISOString()}::timestamptz - make_interval(hours => ${PRAZO_PAGAMENTO_HORAS})
        returning id_pedido, id_carrinho),
      eventos as (
        insert into pedido_eventos (id_pedido, status_anterior, status_novo, origem, descricao)
        select id_pedido, 'pagamento_pendente', 'cancelado', 'sistema', ${MOTIVO_PAGAMENTO_EXPIRADO} from vencidos)
      select id_pedido, id_carrinho from vencidos`)
    return rows
  },

  /** Paid orders not confirmed within 48 h are cancelled as the seller's; answers their ids. */
  async cancelarNaoConfirmados(tx: Executor, agora: Date) {
    const { rows } = await tx.execute<{ id_pedido: number }>(sql`
      with vencidos as (
        update pedidos set status_pedido = 'cancelado', data_cancelamento = ${agora.toISOString()},
          motivo_cancelamento = ${MOTIVO_CONFIRMACAO_VENCIDA}, tipo_cancelamento = 'VENDEDOR', atualizado_em = now()
        where status_pedido = 'pagamento_aprovado'
          and data_pagamento_aprovado <= ${agora.toISOString()}::timestamptz - make_interval(hours => ${PRAZO_CONFIRMACAO_HORAS})
        returning id_pedido),
      eventos as (
        insert into pedido_eventos (id_pedido, status_anterior, status_novo, origem, descricao)
        select id_pedido, 'pagamento_aprovado', 'cancelado', 'sistema', ${MOTIVO_CONFIRMACAO_VENCIDA} from vencidos)
      select id_pedido from vencidos`)
    return rows.map((r) => r.id_pedido)
  },

  /** Paid orders 36 h old, not confirmed, whose seller was not reminded yet. */
  async aLembrar(db: Executor, agora: Date, aviso: string) {
    const { rows } = await db.execute<{ id_pedido: number }>(sql`
      select p.id_pedido from pedidos p
      where p.status_pedido = 'pagamento_aprovado'
        and p.data_pagamento_aprovado <= ${agora.toISOString()}::timestamptz - make_interval(hours => ${LEMBRETE_CONFIRMACAO_HORAS})
        and not exists (select 1 from notificacoes n where n.id_pedido = p.id_pedido
                        and n.dados_adicionais->>'aviso' = ${aviso})
      order by p.id_pedido`)
    return rows.map((r) => r.id_pedido)
  },
}
