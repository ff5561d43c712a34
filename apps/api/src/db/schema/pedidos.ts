import type { EnderecoEntrega } from '@recria/domain/endereco'
import type { AcompanhamentoEntrega, RetiradaDoPedido } from '@recria/domain/entrega-pedido'
import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { anuncios } from './back-office.ts'
import { identity, refersTo, timestamptz } from './columns.ts'
import { usuarios } from './usuarios.ts'

const STATUS_PEDIDO = sql`('pagamento_pendente', 'pagamento_aprovado', 'confirmado', 'em_preparacao', 'pronto_para_entrega', 'entregue', 'cancelado', 'reembolsado')`

/**
 * One order per seller (docs/design.md#orders-and-money); money in centavos. Items arrive with the checkout.
 */
export const pedidos = pgTable(
  'pedidos',
  {
    id_pedido: identity(),
    id_usuario_comprador: refersTo(() => usuarios.id_usuario),
    id_usuario_vendedor: refersTo(() => usuarios.id_usuario),
    id_carrinho: integer(),
    status_pedido: varchar({ length: 30 }).notNull().default('pagamento_pendente'),
    valor_total_centavos: integer().notNull(),
    quantidade_total_materia_prima: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    mp_preference_id: text(),
    data_criacao: timestamptz().notNull().defaultNow(),
    data_pagamento_aprovado: timestamptz(),
    data_confirmacao: timestamptz(),
    data_preparacao: timestamptz(),
    data_pronto_entrega: timestamptz(),
    data_entrega_realizada: timestamptz(),
    data_cancelamento: timestamptz(),
    motivo_cancelamento: text(),
    tipo_cancelamento: varchar({ length: 10 }),
    data_reembolso: timestamptz(),
    /** The delivery address as it was at checkout (a copy, see enderecos.ts); null when none was given. */
    endereco_entrega: jsonb().$type<EnderecoEntrega>(),
    /** How the order is delivered, as chosen at checkout (decision 029); null on orders made before. */
    modo_entrega: varchar({ length: 20 }),
    /** The delivery fee, part of `valor_total_centavos` (items + fee). */
    taxa_entrega_centavos: integer().notNull().default(0),
    /** Days to deliver (local delivery) or to post (shipping), as offered at checkout; null for pickup. */
    prazo_entrega_dias: integer(),
    /** Pickup: the atelier's address and hours as they were at checkout, shown to the buyer once paid. */
    retirada: jsonb().$type<RetiradaDoPedido>(),
    /** What the seller adds for the buyer at 'Pronto para entrega': tracking code, pickup instructions or window. */
    acompanhamento_entrega: jsonb().$type<AcompanhamentoEntrega>(),
    /** Raw material that did not arrive, settled: waived by the seller or paid in cash (decision 030). */
    materia_resolucao: varchar({ length: 20 }),
    materia_resolvida_em: timestamptz(),
    atualizado_em: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    check('pedidos_status_check', sql`${t.status_pedido} in ${STATUS_PEDIDO}`),
    check('pedidos_total_check', sql`${t.valor_total_centavos} >= 0`),
    check(
      'pedidos_modo_entrega_check',
      sql`${t.modo_entrega} is null or ${t.modo_entrega} in ('retirada', 'entrega_local', 'envio')`,
    ),
    check(
      'pedidos_taxa_entrega_check',
      sql`${t.taxa_entrega_centavos} >= 0 and ${t.taxa_entrega_centavos} <= ${t.valor_total_centavos}`,
    ),
    check(
      'pedidos_materia_resolucao_check',
      sql`${t.materia_resolucao} is null or ${t.materia_resolucao} in ('dispensada', 'paga')`,
    ),
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
 * What was bought, as it was when bought (docs/design.md#data-model): name, picture, unit cash value, payment
 * form and raw material are copies, so a later edit of the listing, product or conversion never changes a
 * past order. The listing is kept for links; a listing with orders cannot be deleted (decision 006).
 */
export const itensPedido = pgTable(
  'itens_pedido',
  {
    id_item_pedido: identity(),
    id_pedido: refersTo(() => pedidos.id_pedido, { onDelete: 'cascade' }),
    id_anuncio: integer().references(() => anuncios.id_anuncio),
    nome_produto: text().notNull(),
    imagem_produto: text(),
    quantidade: integer().notNull(),
    valor_unitario_centavos: integer().notNull(),
    /** The standard (padrão) unit price at checkout: the credits' cash value is the difference (decision 030). */
    valor_padrao_unitario_centavos: integer(),
    forma_pagamento_selecionada: varchar({ length: 20 }).notNull(),
    creditos_por_unidade: integer().notNull().default(0),
    /** For all the item's units; null for padrão. */
    quantidade_materia_prima: numeric({ precision: 12, scale: 2 }),
    nome_materia_prima: text(),
    unidade_medida: varchar({ length: 20 }),
    /** What the seller recorded as received, in the same unit; null until recorded (decision 028). */
    quantidade_recebida: numeric({ precision: 12, scale: 2 }),
  },
  (t) => [
    check('itens_pedido_quantidade_check', sql`${t.quantidade} between 1 and 99`),
    check(
      'itens_pedido_recebida_check',
      sql`${t.quantidade_recebida} is null or (${t.quantidade_recebida} > 0 and ${t.quantidade_recebida} <= ${t.quantidade_materia_prima})`,
    ),
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
    id: identity(),
    id_pedido: refersTo(() => pedidos.id_pedido, { onDelete: 'cascade' }),
    status_anterior: varchar({ length: 30 }),
    status_novo: varchar({ length: 30 }).notNull(),
    origem: varchar({ length: 20 }).notNull(),
    descricao: text(),
    criado_em: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('pedido_eventos_pedido_idx').on(t.id_pedido, t.criado_em)],
)

/**
 * The cash value of raw material that did not arrive, asked of the buyer through a new Mercado Pago
 * payment (decision 030): at most one pending per order; paid, cancelled or refunded ones (decision
 * 042) stay as history.
 */
export const cobrancasMateria = pgTable(
  'cobrancas_materia',
  {
    id_cobranca: identity(),
    id_pedido: refersTo(() => pedidos.id_pedido, { onDelete: 'cascade' }),
    valor_centavos: integer().notNull(),
    /** Per item: what was owed, what arrived, what is charged (the figures behind the value). */
    itens: jsonb().notNull(),
    status: varchar({ length: 20 }).notNull().default('pendente'),
    mp_preference_id: text(),
    mercado_pago_payment_id: bigint({ mode: 'number' }),
    data_criacao: timestamptz().notNull().defaultNow(),
    data_pagamento: timestamptz(),
    data_cancelamento: timestamptz(),
    /** The provider's refund of a paid charge whose order ended without delivery (decision 042). */
    mp_refund_id: bigint({ mode: 'number' }),
    data_reembolso: timestamptz(),
  },
  (t) => [
    check('cobrancas_materia_valor_check', sql`${t.valor_centavos} > 0`),
    check(
      'cobrancas_materia_status_check',
      sql`${t.status} in ('pendente', 'paga', 'cancelada', 'reembolsada')`,
    ),
    check(
      'cobrancas_materia_reembolso_check',
      sql`(${t.status} = 'reembolsada') = (${t.data_reembolso} is not null)`,
    ),
    index('cobrancas_materia_pedido_idx').on(t.id_pedido),
    uniqueIndex('cobrancas_materia_pendente_idx').on(t.id_pedido).where(sql`${t.status} = 'pendente'`),
    uniqueIndex('cobrancas_materia_pagamento_idx')
      .on(t.mercado_pago_payment_id)
      .where(sql`${t.mercado_pago_payment_id} is not null`),
  ],
)
