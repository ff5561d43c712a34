// Ratings (docs/product/avaliacoes.md; decision 019): one review per buyer and product, from a delivered
// order, and the figures the database keeps as reviews change (migration 0021's triggers): each product's and
// each seller's count and sum, and the catalogue's `anuncios_busca.nota` following the product's.
import { sql } from 'drizzle-orm'
import { check, index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { produtos } from './back-office.ts'
import { criacaoEAtualizacao, identity, oneRowPer, refersTo } from './columns.ts'
import { pedidos } from './pedidos.ts'
import { usuarios } from './usuarios.ts'

/** The average of `soma` over `total`, two decimals, 0 without reviews (numeric, as `anuncios_busca.nota`). */
const media = sql`case when total > 0 then round(soma::numeric / total, 2) else 0 end`

export const avaliacoes = pgTable(
  'avaliacoes',
  {
    id_avaliacao: identity(),
    id_produto: refersTo(() => produtos.id_produto),
    /** The delivered order the review comes from (the latest one when it was written). */
    id_pedido: refersTo(() => pedidos.id_pedido),
    id_usuario_comprador: refersTo(() => usuarios.id_usuario),
    id_usuario_vendedor: refersTo(() => usuarios.id_usuario),
    nota: integer().notNull(),
    comentario: varchar({ length: 500 }).notNull(),
    ...criacaoEAtualizacao(),
  },
  (t) => [
    check('avaliacoes_nota_check', sql`${t.nota} between 1 and 5`),
    check('avaliacoes_comentario_check', sql`char_length(${t.comentario}) between 10 and 500`),
    // One review per buyer and product, whatever the number of requests that race to write it.
    uniqueIndex('avaliacoes_comprador_produto_key').on(t.id_usuario_comprador, t.id_produto),
    // The lists, newest first: the product's (public), the seller's (by score too) and the buyer's.
    index('avaliacoes_produto_idx').on(t.id_produto, t.data_criacao.desc(), t.id_avaliacao.desc()),
    index('avaliacoes_vendedor_idx').on(t.id_usuario_vendedor, t.data_criacao.desc(), t.id_avaliacao.desc()),
    index('avaliacoes_vendedor_nota_idx').on(
      t.id_usuario_vendedor,
      t.nota,
      t.data_criacao.desc(),
      t.id_avaliacao.desc(),
    ),
    index('avaliacoes_comprador_idx').on(
      t.id_usuario_comprador,
      t.data_criacao.desc(),
      t.id_avaliacao.desc(),
    ),
    index('avaliacoes_pedido_idx').on(t.id_pedido),
  ],
)

/** A product's reviews: how many and the sum of their scores (kept by the triggers). */
export const avaliacoesProduto = pgTable('avaliacoes_produto', {
  id_produto: oneRowPer(() => produtos.id_produto),
  total: integer().notNull(),
  soma: integer().notNull(),
  nota_media: numeric({ precision: 3, scale: 2 }).generatedAlwaysAs(media),
})

/** A seller's reviews: how many, the sum and how many of each score (kept by the triggers). */
export const avaliacoesVendedor = pgTable('avaliacoes_vendedor', {
  id_usuario_vendedor: oneRowPer(() => usuarios.id_usuario),
  total: integer().notNull(),
  soma: integer().notNull(),
  nota_1: integer().notNull(),
  nota_2: integer().notNull(),
  nota_3: integer().notNull(),
  nota_4: integer().notNull(),
  nota_5: integer().notNull(),
  nota_media: numeric({ precision: 3, scale: 2 }).generatedAlwaysAs(media),
})
