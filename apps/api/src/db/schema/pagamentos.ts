// The payments module's table: the provider's payments of each order (money in centavos).
import { bigint, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { identity, refersTo, timestamptz } from './columns.ts'
import { pedidos } from './pedidos.ts'
import { usuarios } from './usuarios.ts'

/** Mercado Pago payments of an order, one row per provider payment id. */
export const pagamentos = pgTable(
  'pagamentos',
  {
    id_pagamento: identity(),
    id_pedido: refersTo(() => pedidos.id_pedido),
    /** The order's seller, copied so the seller's payments are read off their own index. */
    id_usuario_vendedor: refersTo(() => usuarios.id_usuario),
    mercado_pago_payment_id: bigint({ mode: 'number' }).notNull().unique(),
    status: varchar({ length: 30 }).notNull(),
    status_detail: varchar({ length: 80 }),
    tipo_pagamento: varchar({ length: 30 }),
    metodo_pagamento: varchar({ length: 30 }),
    valor_total_centavos: integer().notNull(),
    valor_taxa_centavos: integer().notNull().default(0),
    valor_liquido_centavos: integer().notNull().default(0),
    valor_reembolsado_centavos: integer().notNull().default(0),
    external_reference: text(),
    data_criacao: timestamptz().notNull(),
    data_aprovacao: timestamptz(),
    /** The provider's date_last_updated: an older read never overwrites a newer one. */
    data_atualizacao_mp: timestamptz().notNull(),
    atualizado_em: timestamptz().notNull().defaultNow(),
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
