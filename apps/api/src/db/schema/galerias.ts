// A product's gallery (up to 5 images, ordered by the seller). The first one is also kept on
// `produtos.imagem`/`imagem_detalhe`, which every older answer (cards, orders) reads.
import { sql } from 'drizzle-orm'
import { check, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core'
import { produtos } from './back-office.ts'
import { identity, refersTo, timestamptz } from './columns.ts'

export const produtoImagens = pgTable(
  'produto_imagens',
  {
    id: identity(),
    id_produto: refersTo(() => produtos.id_produto, { onDelete: 'cascade' }),
    /** 0..4; unique per product, checked at the commit (deferred) so a reorder can swap positions. */
    posicao: smallint().notNull(),
    /** 480×480 square crop: what `produtos.imagem` holds while this image is the first. */
    card: text().notNull(),
    /** WebP at most 320, 640 and 1280 px wide (never enlarged); older images keep only the largest. */
    arquivo_320: text(),
    arquivo_640: text(),
    arquivo_1280: text().notNull(),
    /** The width of `arquivo_1280` in pixels. */
    largura: integer().notNull(),
    criado_em: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    check('produto_imagens_posicao_check', sql`${t.posicao} between 0 and 4`),
    unique('produto_imagens_posicao_key').on(t.id_produto, t.posicao),
  ],
)
