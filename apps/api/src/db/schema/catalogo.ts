// The storefront's read model (decision 012): one search document per listing, kept current by the
// database's own triggers (migration 0010) whenever the listing, its product, the product's raw
// materials, the seller's block or the seller's Mercado Pago connection change.
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { anuncios } from './back-office.ts'
import { identity, oneRowPer, refersTo, timestamptz } from './columns.ts'
import { usuarios } from './usuarios.ts'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })
const filtros = (t: {
  preco_centavos: AnyPgColumn
  forma_de_pagamento: AnyPgColumn
  vendedor_bloqueado_ate: AnyPgColumn
}) => [t.preco_centavos, t.forma_de_pagamento, t.vendedor_bloqueado_ate] as const

export const anunciosBusca = pgTable(
  'anuncios_busca',
  {
    id_anuncio: oneRowPer(() => anuncios.id_anuncio),
    id_usuario_vendedor: integer().notNull(),
    /** Listing and product active, seller connected to Mercado Pago. The block is time-bound: apart. */
    visivel: boolean().notNull(),
    vendedor_bloqueado_ate: timestamptz(),
    data_criacao: timestamptz().notNull(),
    preco_centavos: integer().notNull(),
    forma_de_pagamento: varchar({ length: 20 }).notNull(),
    /** The product's average rating (0 without reviews), kept by migration 0021's triggers (decision 019). */
    nota: numeric({ precision: 3, scale: 2 }).notNull().default('0'),
    /** f_busca of the product name: suggestions and the name-first part of relevance. */
    nome: text().notNull(),
    /** Portuguese stems of the name (A), the listing description (B) and the raw materials (C). */
    documento: tsvector().notNull(),
    /** f_busca of the same words: where the word list of busca_palavras comes from. */
    texto: text().notNull(),
    /** The name's stems alone: the first tier of relevance ("name matches first"), with its own index. */
    documento_nome: tsvector().generatedAlwaysAs(sql`to_tsvector('portuguese', nome)`),
    /** The product's category: the catalogue's filter and its per-category counts. */
    categoria: varchar({ length: 30 }).notNull().default('casa_decoracao'),
    /** The product's raw materials (ids): the material filter and facet. */
    materias: integer().array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [
    check('anuncios_busca_forma_check', sql`${t.forma_de_pagamento} in ('padrao', 'sustentavel')`),
    // One index per ordering. After the ordering's keys (unique with the id), the filters' columns:
    // the price range, the payment form and the block are checked inside the index, so a browse
    // reads no table row until its page is chosen (an index-only scan). The newest-first one also
    // holds the name's stems: the name matches of a search (relevance's first tier) are found
    // walking it, without reading the table either.
    index('anuncios_busca_recentes_idx')
      .on(t.data_criacao.desc(), t.id_anuncio.desc(), ...filtros(t), t.documento_nome)
      .where(sql`${t.visivel}`),
    index('anuncios_busca_preco_idx')
      .on(t.preco_centavos, t.id_anuncio, t.forma_de_pagamento, t.vendedor_bloqueado_ate)
      .where(sql`${t.visivel}`),
    index('anuncios_busca_nota_idx')
      .on(t.nota.desc(), t.data_criacao.desc(), t.id_anuncio.desc(), ...filtros(t))
      .where(sql`${t.visivel}`),
    // A category's listings newest first, with the filters' columns: the category filter's browse
    // and each category's capped count are index-only walks.
    index('anuncios_busca_categoria_idx')
      .on(t.categoria, t.data_criacao.desc(), t.id_anuncio.desc(), ...filtros(t))
      .where(sql`${t.visivel}`),
    index('anuncios_busca_materias_idx').using('gin', t.materias),
    index('anuncios_busca_vendedor_idx').on(t.id_usuario_vendedor),
    index('anuncios_busca_documento_idx').using('gin', t.documento),
    index('anuncios_busca_documento_nome_idx').using('gin', t.documento_nome),
  ],
)

/**
 * Every word the search documents contain (f_busca'd), kept by a trigger on anuncios_busca (migration
 * 0012). A typed word is completed (its last word, while typing) and corrected (a typo) against this
 * short list with pg_trgm, then searched through the stems of `documento` (decision 014).
 */
export const buscaPalavras = pgTable('busca_palavras', { palavra: text().primaryKey() }, (t) => [
  index('busca_palavras_trgm').using('gin', sql`${t.palavra} gin_trgm_ops`),
  index('busca_palavras_prefixo').on(t.palavra.op('text_pattern_ops')),
])

/**
 * One row: bumped by a statement trigger on anuncios_busca (migration 0035) whenever any search
 * document changes. The catalogue keeps the facets of a browse (no search) for this version: equal
 * versions, equal counts (apart from a block ending by itself, bounded by the cache's age).
 */
export const catalogoVersao = pgTable('catalogo_versao', {
  id: integer().primaryKey().default(1),
  versao: bigint({ mode: 'number' }).notNull().default(0),
})

/** Reports (docs/product/catalogo.md): one per reporter and listing. */
export const denuncias = pgTable(
  'denuncias',
  {
    id_denuncia: identity(),
    /** Null once the listing is deleted: the report still counts towards its seller's threshold. */
    id_anuncio: integer().references(() => anuncios.id_anuncio, { onDelete: 'set null' }),
    /** The listing's seller, kept so the seller's threshold counts with one index. */
    id_usuario_vendedor: refersTo(() => usuarios.id_usuario, { onDelete: 'cascade' }),
    id_usuario_denunciante: refersTo(() => usuarios.id_usuario, { onDelete: 'cascade' }),
    motivo: varchar({ length: 30 }).notNull(),
    descricao: varchar({ length: 500 }).notNull(),
    /** Whether it counts towards the thresholds: a plausible reporter's (decision 024). */
    contada: boolean().notNull().default(true),
    /** The reporter's registration group (`usuarios.grupo_cadastro`): one group counts once. */
    grupo_denunciante: integer(),
    /** Dismissed by an operator: no longer counts. */
    dispensada_em: timestamptz(),
    /**
     * The reversed moderation event that dismissed it, if one did: its reporter's reports do not count
     * for DENUNCIANTE_AFASTAMENTO_DIAS from `dispensada_em` (decision 040).
     */
    id_evento_reversao: integer().references((): AnyPgColumn => moderacaoEventos.id_evento, {
      onDelete: 'set null',
    }),
    data_criacao: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    check(
      'denuncias_motivo_check',
      sql`${t.motivo} in ('produto_falso', 'preco_abusivo', 'informacoes_incorretas', 'vendedor_suspeito', 'spam', 'outros')`,
    ),
    uniqueIndex('denuncias_anuncio_denunciante_key').on(t.id_anuncio, t.id_usuario_denunciante),
    index('denuncias_vendedor_idx').on(t.id_usuario_vendedor),
    index('denuncias_denunciante_idx').on(t.id_usuario_denunciante),
    index('denuncias_denunciante_revertidas_idx')
      .on(t.id_usuario_denunciante, t.dispensada_em)
      .where(sql`${t.id_evento_reversao} is not null`),
  ],
)

/**
 * What the report thresholds did, for the seller's notifications (the notifications feature reads
 * and marks them): a listing deactivated, or the seller blocked until a date.
 */
export const moderacaoEventos = pgTable(
  'moderacao_eventos',
  {
    id_evento: identity(),
    tipo: varchar({ length: 30 }).notNull(),
    id_usuario_vendedor: refersTo(() => usuarios.id_usuario, { onDelete: 'cascade' }),
    id_anuncio: integer().references(() => anuncios.id_anuncio, { onDelete: 'set null' }),
    total_denuncias: integer().notNull(),
    bloqueado_ate: timestamptz(),
    data_criacao: timestamptz().notNull().defaultNow(),
    notificado_em: timestamptz(),
    /** The operator's review of what the threshold did: pending, confirmed or reversed, by whom, why. */
    revisao: varchar({ length: 12 }).notNull().default('pendente'),
    revisado_por: integer().references(() => usuarios.id_usuario),
    revisado_em: timestamptz(),
    revisao_motivo: text(),
  },
  (t) => [
    check('moderacao_eventos_tipo_check', sql`${t.tipo} in ('anuncio_desativado', 'vendedor_bloqueado')`),
    check('moderacao_eventos_revisao_check', sql`${t.revisao} in ('pendente', 'confirmada', 'revertida')`),
    index('moderacao_eventos_pendentes_idx').on(t.id_evento).where(sql`${t.notificado_em} is null`),
    index('moderacao_eventos_revisao_idx').on(t.revisao, t.data_criacao.desc()),
  ],
)
