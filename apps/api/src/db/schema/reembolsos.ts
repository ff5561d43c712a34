// Refund requests (docs/product/reembolsos.md; docs/design.md#data-model, docs/design.md#orders-and-money): a
// buyer asks for a delivered order's money back, the seller answers, and an approval is refunded through
// Mercado Pago with the request's id as the idempotency key. Money in centavos.
import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { identity, refersTo, timestamptz } from './columns.ts'
import { pagamentos } from './pagamentos.ts'
import { pedidos } from './pedidos.ts'
import { usuarios } from './usuarios.ts'

const STATUS = sql`('awaiting_approval', 'approved', 'rejected', 'processing', 'completed', 'failed', 'cancelled')`
const MOTIVOS = sql`('product_not_received', 'defective_product', 'different_product', 'payment_error', 'others')`

export const reembolsos = pgTable(
  'reembolsos',
  {
    id_reembolso: identity(),
    id_pagamento: refersTo(() => pagamentos.id_pagamento),
    id_pedido: refersTo(() => pedidos.id_pedido),
    id_usuario_comprador: refersTo(() => usuarios.id_usuario),
    id_usuario_vendedor: refersTo(() => usuarios.id_usuario),
    status: varchar({ length: 20 }).notNull().default('awaiting_approval'),
    motivo: varchar({ length: 30 }).notNull(),
    descricao_motivo: text().notNull(),
    valor_solicitado_centavos: integer().notNull(),
    valor_aprovado_centavos: integer(),
    resposta_vendedor: text(),
    data_resposta: timestamptz(),
    /** The provider's refund, once it answered. */
    mp_refund_id: bigint({ mode: 'number' }),
    /** Calls to the provider that failed, and the last failure, for the retrying job. */
    tentativas: integer().notNull().default(0),
    ultimo_erro: text(),
    data_criacao: timestamptz().notNull().defaultNow(),
    data_conclusao: timestamptz(),
    atualizado_em: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    check('reembolsos_status_check', sql`${t.status} in ${STATUS}`),
    check('reembolsos_motivo_check', sql`${t.motivo} in ${MOTIVOS}`),
    check('reembolsos_valor_check', sql`${t.valor_solicitado_centavos} > 0`),
    // One open request per order, whatever the number of tabs that send it.
    uniqueIndex('reembolsos_pedido_aberto_idx')
      .on(t.id_pedido)
      .where(sql`${t.status} in ('awaiting_approval', 'approved', 'processing')`),
    index('reembolsos_pedido_idx').on(t.id_pedido),
    index('reembolsos_comprador_idx').on(t.id_usuario_comprador, t.data_criacao.desc()),
    index('reembolsos_vendedor_idx').on(t.id_usuario_vendedor, t.data_criacao.desc()),
    // The retrying job's work: approved or processing requests.
    index('reembolsos_pendentes_idx')
      .on(t.id_reembolso)
      .where(sql`${t.status} in ('approved', 'processing')`),
  ],
)

const STATUS_DISPUTA = sql`('aberta', 'reembolsada', 'mantida')`

/**
 * A buyer's dispute of a rejected refund request (within 7 days of the rejection): an operator
 * decides it, refunding in full through a new approved request (`id_reembolso_decisao`) or keeping
 * the seller's answer, with a reason both sides see.
 */
export const disputas = pgTable(
  'disputas',
  {
    id_disputa: identity(),
    id_reembolso: refersTo(() => reembolsos.id_reembolso).unique(),
    id_pedido: refersTo(() => pedidos.id_pedido),
    id_usuario_comprador: refersTo(() => usuarios.id_usuario),
    id_usuario_vendedor: refersTo(() => usuarios.id_usuario),
    descricao: text().notNull(),
    status: varchar({ length: 12 }).notNull().default('aberta'),
    decisao_motivo: text(),
    id_operador: integer().references(() => usuarios.id_usuario),
    id_reembolso_decisao: integer().references(() => reembolsos.id_reembolso),
    data_criacao: timestamptz().notNull().defaultNow(),
    data_decisao: timestamptz(),
  },
  (t) => [
    check('disputas_status_check', sql`${t.status} in ${STATUS_DISPUTA}`),
    index('disputas_status_idx').on(t.status, t.data_criacao),
    index('disputas_pedido_idx').on(t.id_pedido),
  ],
)
