// What the reconciliation reads of Recria's own tables. It is an audit across the order-to-money flow,
// so it reads the tables of pedidos, pagamentos, reembolsos and carrinho directly, in plain SQL and
// read-only, rather than through each module's service (decision 010 allows no writes this way).
import { STATUS_QUE_DEVOLVEM_COBRANCAS } from '@recria/domain/materia-cobranca'
import type pg from 'pg'

export type Consulta = Pick<pg.Pool, 'query'>

async function linhas<T>(db: Consulta, text: string): Promise<T[]> {
  return (await db.query(text)).rows as T[]
}

export interface PagamentoGravado {
  id_pagamento: number
  id_pedido: number
  mercado_pago_payment_id: number
  status: string
  valor_total_centavos: number
  valor_taxa_centavos: number
  valor_liquido_centavos: number
  valor_reembolsado_centavos: number
  data_aprovacao: Date | null
  status_pedido: string
  total_pedido: number
}

export interface ReembolsoGravado {
  id_reembolso: number
  id_pedido: number
  id_pagamento: number
  mp_refund_id: number | null
  status: string
}

export const reconciliacaoRepository = {
  /**
   * Orders whose total is not the sum of their items' plus the delivery fee (decision 029), in cash, or
   * not the sum of their items' in raw material.
   */
  totaisDivergentes: (db: Consulta) =>
    linhas<{
      id_pedido: number
      total: number
      soma: number
      entrega: number
      materia: string
      soma_materia: string
    }>(
      db,
      `select p.id_pedido, p.valor_total_centavos as total, p.taxa_entrega_centavos as entrega,
              (coalesce(sum(i.quantidade * i.valor_unitario_centavos), 0) + p.taxa_entrega_centavos)::int as soma,
              p.quantidade_total_materia_prima::text as materia,
              coalesce(sum(i.quantidade_materia_prima), 0)::numeric(12, 2)::text as soma_materia
       from pedidos p left join itens_pedido i on i.id_pedido = p.id_pedido
       group by p.id_pedido
       having p.valor_total_centavos <> coalesce(sum(i.quantidade * i.valor_unitario_centavos), 0) + p.taxa_entrega_centavos
           or p.quantidade_total_materia_prima <> coalesce(sum(i.quantidade_materia_prima), 0)
       order by p.id_pedido`,
    ),

  /** Items whose credits and raw-material snapshot do not fit their payment form. */
  itensForaDaForma: (db: Consulta) =>
    linhas<{ id_item_pedido: number; id_pedido: number; forma: string }>(
      db,
      `select id_item_pedido, id_pedido, forma_pagamento_selecionada as forma from itens_pedido
       where (forma_pagamento_selecionada = 'padrao' and (creditos_por_unidade <> 0 or quantidade_materia_prima is not null
                or nome_materia_prima is not null or unidade_medida is not null))
          or (forma_pagamento_selecionada = 'sustentavel' and (creditos_por_unidade <= 0 or quantidade_materia_prima is null
                or quantidade_materia_prima <= 0 or nome_materia_prima is null or unidade_medida is null))
       order by id_item_pedido`,
    ),

  pagamentos: (db: Consulta) =>
    linhas<PagamentoGravado>(
      db,
      `select g.id_pagamento, g.id_pedido, g.mercado_pago_payment_id::float8 as mercado_pago_payment_id,
              g.status, g.valor_total_centavos, g.valor_taxa_centavos, g.valor_liquido_centavos,
              g.valor_reembolsado_centavos, g.data_aprovacao, p.status_pedido,
              p.valor_total_centavos as total_pedido
       from pagamentos g join pedidos p on p.id_pedido = g.id_pedido
       order by g.id_pedido, g.data_aprovacao nulls last, g.id_pagamento`,
    ),

  reembolsos: (db: Consulta) =>
    linhas<ReembolsoGravado>(
      db,
      `select id_reembolso, id_pedido, id_pagamento, mp_refund_id::float8 as mp_refund_id, status
       from reembolsos order by id_reembolso`,
    ),

  pedidosReembolsados: (db: Consulta) =>
    linhas<{ id_pedido: number }>(
      db,
      `select id_pedido from pedidos where status_pedido = 'reembolsado' order by id_pedido`,
    ),

  /** Raw-material charges paid (decision 030), with the payment that paid each. */
  cobrancasPagas: (db: Consulta) =>
    linhas<{
      id_cobranca: number
      id_pedido: number
      valor_centavos: number
      mercado_pago_payment_id: number | null
    }>(
      db,
      `select id_cobranca, id_pedido, valor_centavos, mercado_pago_payment_id::float8 as mercado_pago_payment_id
       from cobrancas_materia where status = 'paga' order by id_cobranca`,
    ),

  /**
   * Charges paid (refunded since or not) of orders that ended without delivery, cancelled or refunded:
   * each owed back in full (decision 042).
   */
  cobrancasDeEncerrados: (db: Consulta) =>
    linhas<{
      id_cobranca: number
      id_pedido: number
      mercado_pago_payment_id: number | null
    }>(
      db,
      `select c.id_cobranca, c.id_pedido, c.mercado_pago_payment_id::float8 as mercado_pago_payment_id
       from cobrancas_materia c join pedidos p on p.id_pedido = c.id_pedido
       where c.status in ('paga', 'reembolsada')
         and p.status_pedido in (${STATUS_QUE_DEVOLVEM_COBRANCAS.map((s) => `'${s}'`).join(', ')})
       order by c.id_cobranca`,
    ),

  /** Carts still awaiting payment whose orders are all paid or cancelled. */
  carrinhosQuitados: (db: Consulta) =>
    linhas<{ id_carrinho: number }>(
      db,
      `select c.id_carrinho from carrinhos c
       where c.status = 'aguardando_pagamento'
         and exists (select 1 from pedidos p where p.id_carrinho = c.id_carrinho)
         and not exists (select 1 from pedidos p where p.id_carrinho = c.id_carrinho
                           and p.status_pedido = 'pagamento_pendente')
       order by c.id_carrinho`,
    ),
}
