import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { anuncios } from './back-office.ts'
import { usuarios } from './usuarios.ts'

const STATUS_PEDIDO = sql`('pagamento_pendente', 'pagamento_aprovado', 'confirmado', 'em_preparacao', 'pronto_para_entrega', 'entregue', 'cancelado', 'reembolsado')`
const at = (name: string) => timestamp(name, { withTimezone: true })

/** One order per seller (DESIGN §8); money in centavos. Items arrive with the checkout. */
export const pedidos = pgTable(
  'pedidos',
  {
    id_pedido: integer('id_pedido').primaryKey().generatedAlwaysAsIdentity(),
    id_usuario_comprador: integer('id_usuario_comprador')
      .notNull()
      .references(() => usuarios.id_usuario),
    id_usuario_vendedor: integer('id_usuario_vendedor')
      .notNull()
      .references(() => usuarios.id_usuario),
    id_carrinho: integer('id_carrinho'),
    status_pedido: varchar('status_pedido', { length: 30 }).notNull().default('pagamento_pendente'),
    valor_total_centavos: integer('valor_total_centavos').notNull(),
    quantidade_total_materia_prima: numeric('quantidade_total_materia_prima', { precision: 12, scale: 2 })
      .notNull()
      .default('0'),
    mp_preference_id: text('mp_preference_id'),
    data_criacao: at('data_criacao').notNull().defaultNow(),
    data_pagamento_aprovado: at('data_pagamento_aprovado'),
    data_confirmacao: at('data_confirmacao'),
    data_preparacao: at('data_preparacao'),
    data_pronto_entrega: at('data_pronto_entrega'),
    data_entrega_realizada: at('data_entrega_realizada'),
    data_cancelamento: at('data_cancelamento'),
    motivo_cancelamento: text('motivo_cancelamento'),
    tipo_cancelamento: varchar('tipo_cancelamento', { length: 10 }),
    data_reembolso: at('data_reembolso'),
    atualizado_em: at('atualizado_em').notNull().defaultNow(),
  },
  (t) => [
    check('pedidos_status_check', sql`${t.status_pedido} in ${STATUS_PEDIDO}`),
    check('pedidos_total_check', sql`${t.valor_total_centavos} >= 0`),
    index('pedidos_comprador_idx').on(t.id_usuario_comprador, t.data_criacao.desc()),
    index('pedidos_vendedor_idx').on(t.id_usuario_vendedor, t.data_criacao.desc()),
    // The orders lists filtered by status, and their eight counters read from the index alone.
    index('pedidos_vendedor_status_idx').on(t.id_usuario_vendedor, t.status_pedido, t.data_criacao.desc()),
    index('pedidos_comprador_status_idx').on(t.id_usuario_comprador, t.status_pedido, t.data_criacao.desc()),
    // One order per seller of a cart, whatever the number of checkouts that race for it.
    uniqueIndex('pedidos_carrinho_vendedor_idx')
      .on(t.id_carrinho, t.id_usuario_vendedor)
      .where(sql`${t.id_carrinho} is not null`),
  ],
)

/**
 * What was bought, as it was when bought (DESIGN §5): name, picture, unit cash value, payment form and
 * raw material are copies, so a later edit of the listing, product or conversion never changes a past
 * order. The listing is kept for links; a listing with orders cannot be deleted (decision 006).
 */
export const itensPedido = pgTable(
  'itens_pedido',
  {
    id_item_pedido: integer('id_item_pedido').primaryKey().generatedAlwaysAsIdentity(),
    id_pedido: integer('id_pedido')
      .notNull()
      .references(() => pedidos.id_pedido, { onDelete: 'cascade' }),
    id_anuncio: integer('id_anuncio').references(() => anuncios.id_anuncio),
    nome_produto: text('nome_produto').notNull(),
    imagem_produto: text('imagem_produto'),
    quantidade: integer('quantidade').notNull(),
    valor_unitario_centavos: integer('valor_unitario_centavos').notNull(),
    forma_pagamento_selecionada: varchar('forma_pagamento_selecionada', { length: 20 }).notNull(),
    creditos_por_unidade: integer('creditos_por_unidade').notNull().default(0),
    /** For all the item's units; null for padrão. */
    quantidade_materia_prima: numeric('quantidade_materia_prima', { precision: 12, scale: 2 }),
    nome_materia_prima: text('nome_materia_prima'),
    unidade_medida: varchar('unidade_medida', { length: 20 }),
  },
  (t) => [
    check('itens_pedido_quantidade_check', sql`${t.quantidade} between 1 and 99`),
    check('itens_pedido_valor_check', sql`${t.valor_unitario_centavos} >= 0`),
    check('itens_pedido_forma_check', sql`${t.forma_pagamento_selecionada} in ('padrao', 'sustentavel')`),
    index('itens_pedido_pedido_idx').on(t.id_pedido),
    index('itens_pedido_anuncio_idx').on(t.id_anuncio),
  ],
)

/** Every status change of an order: the timeline both sides see, and the audit trail. */
export const pedidoEventos = pgTable(
  'pedido_eventos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    id_pedido: integer('id_pedido')
      .notNull()
      .references(() => pedidos.id_pedido, { onDelete: 'cascade' }),
    status_anterior: varchar('status_anterior', { length: 30 }),
    status_novo: varchar('status_novo', { length: 30 }).notNull(),
    origem: varchar('origem', { length: 20 }).notNull(),
    descricao: text('descricao'),
    criado_em: at('criado_em').notNull().defaultNow(),
  },
  (t) => [index('pedido_eventos_pedido_idx').on(t.id_pedido, t.criado_em)],
)

/** Mercado Pago payments of an order, one row per provider payment id. */
export const pagamentos = pgTable(
  'pagamentos',
  {
    id_pagamento: integer('id_pagamento').primaryKey().generatedAlwaysAsIdentity(),
    id_pedido: integer('id_pedido')
      .notNull()
      .references(() => pedidos.id_pedido),
    /** The order's seller, copied so the seller's payments are read off their own index. */
    id_usuario_vendedor: integer('id_usuario_vendedor')
      .notNull()
      .references(() => usuarios.id_usuario),
    mercado_pago_payment_id: bigint('mercado_pago_payment_id', { mode: 'number' }).notNull().unique(),
    status: varchar('status', { length: 30 }).notNull(),
    status_detail: varchar('status_detail', { length: 80 }),
    tipo_pagamento: varchar('tipo_pagamento', { length: 30 }),
    metodo_pagamento: varchar('metodo_pagamento', { length: 30 }),
    valor_total_centavos: integer('valor_total_centavos').notNull(),
    valor_taxa_centavos: integer('valor_taxa_centavos').notNull().default(0),
    valor_liquido_centavos: integer('valor_liquido_centavos').notNull().default(0),
    valor_reembolsado_centavos: integer('valor_reembolsado_centavos').notNull().default(0),
    external_reference: text('external_reference'),
    data_criacao: at('data_criacao').notNull(),
    data_aprovacao: at('data_aprovacao'),
    /** The provider's date_last_updated: an older read never overwrites a newer one. */
    data_atualizacao_mp: at('data_atualizacao_mp').notNull(),
    atualizado_em: at('atualizado_em').notNull().defaultNow(),
  },
  (t) => [
    index('pagamentos_pedido_idx').on(t.id_pedido),
    index('pagamentos_status_idx').on(t.status),
    // The seller's payments page by the payment's date; the summary and the filters read the rest
    // of what they need from the index alone.
    index('pagamentos_vendedor_idx').on(
      t.id_usuario_vendedor,
      t.data_criacao.desc(),
      t.status,
      t.tipo_pagamento,
      t.metodo_pagamento,
      t.valor_liquido_centavos,
      t.valor_reembolsado_centavos,
    ),
  ],
)
