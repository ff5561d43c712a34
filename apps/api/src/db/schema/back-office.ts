import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { criacaoEAlteracao, criacaoEAtualizacao, identity, refersTo, timestamptz } from './columns.ts'
import { usuarios } from './usuarios.ts'

const vendedor = () => refersTo(() => usuarios.id_usuario, { onDelete: 'cascade' })
/** Accent- and case-insensitive text for trigram search (f_busca comes from migration 0005). */
const searchable = (column: unknown) => sql`f_busca(${column}) gin_trgm_ops`

export const materiasPrimas = pgTable(
  'materias_primas',
  {
    id_materia_prima: identity(),
    id_usuario_vendedor: vendedor(),
    nome_materia_prima: varchar({ length: 100 }).notNull(),
    descricao: varchar({ length: 255 }).notNull(),
    unidade_medida: varchar({ length: 20 }).notNull(),
    status_materia_prima: varchar({ length: 10 }).notNull().default('ativa'),
    ...criacaoEAtualizacao(),
  },
  (t) => [
    check(
      'materias_primas_unidade_check',
      sql`${t.unidade_medida} in ('unidade', 'metro', 'centimetro', 'quilograma', 'grama')`,
    ),
    check('materias_primas_status_check', sql`${t.status_materia_prima} in ('ativa', 'inativa')`),
    index('materias_primas_vendedor_idx').on(t.id_usuario_vendedor, t.data_criacao.desc()),
    index('materias_primas_nome_trgm').using('gin', searchable(t.nome_materia_prima)),
  ],
)

export const produtos = pgTable(
  'produtos',
  {
    id_produto: identity(),
    id_usuario_vendedor: vendedor(),
    nome: varchar({ length: 100 }).notNull(),
    descricao: varchar({ length: 255 }).notNull(),
    preco_centavos: integer().notNull(),
    /** Card-size WebP; `imagem_detalhe` is the larger one for the listing page. */
    imagem: text(),
    imagem_detalhe: text(),
    status_produto: varchar({ length: 10 }).notNull().default('ativo'),
    /** One of CATEGORIAS (packages/domain/src/categoria.ts); the form always sends it. */
    categoria: varchar({ length: 30 }).notNull().default('casa_decoracao'),
    ...criacaoEAtualizacao(),
  },
  (t) => [
    check('produtos_preco_check', sql`${t.preco_centavos} > 99`),
    check('produtos_status_check', sql`${t.status_produto} in ('ativo', 'inativo')`),
    check(
      'produtos_categoria_check',
      sql`${t.categoria} in ('casa_decoracao', 'moda_acessorios', 'bolsas', 'moveis', 'papelaria', 'brinquedos', 'jardim', 'iluminacao')`,
    ),
    index('produtos_vendedor_idx').on(t.id_usuario_vendedor, t.data_criacao.desc()),
    index('produtos_nome_trgm').using('gin', searchable(t.nome)),
  ],
)

export const produtoMateriasPrimas = pgTable(
  'produto_materias_primas',
  {
    id_produto: refersTo(() => produtos.id_produto, { onDelete: 'cascade' }),
    id_materia_prima: refersTo(() => materiasPrimas.id_materia_prima),
  },
  (t) => [
    primaryKey({ columns: [t.id_produto, t.id_materia_prima] }),
    index('produto_materias_primas_materia_idx').on(t.id_materia_prima),
  ],
)

export const conversoes = pgTable(
  'conversoes',
  {
    id_conversao: identity(),
    id_usuario_vendedor: vendedor(),
    id_materia_prima: refersTo(() => materiasPrimas.id_materia_prima),
    valor_multiplicavel: numeric({ precision: 10, scale: 2 }).notNull(),
    status_conversao: varchar({ length: 10 }).notNull().default('ativa'),
    ...criacaoEAtualizacao(),
  },
  (t) => [
    check('conversoes_valor_check', sql`${t.valor_multiplicavel} > 0`),
    check('conversoes_status_check', sql`${t.status_conversao} in ('ativa', 'inativa')`),
    // One active conversion per raw material (docs/product/conversoes.md).
    uniqueIndex('conversoes_uma_ativa_por_materia')
      .on(t.id_materia_prima)
      .where(sql`${t.status_conversao} = 'ativa'`),
    index('conversoes_vendedor_idx').on(t.id_usuario_vendedor, t.data_criacao.desc()),
    // Backs the foreign key, so deleting a raw material never scans every conversion.
    index('conversoes_materia_idx').on(t.id_materia_prima),
  ],
)

export const anuncios = pgTable(
  'anuncios',
  {
    id_anuncio: identity(),
    id_usuario_vendedor: vendedor(),
    id_produto: refersTo(() => produtos.id_produto),
    descricao_anuncio: varchar({ length: 300 }).notNull(),
    forma_de_pagamento: varchar({ length: 20 }).notNull(),
    creditos_aceitos: integer().notNull().default(0),
    /** Cash paid the sustainable way, computed by the server from price, credits and multiplier. */
    valor_conversao_centavos: integer(),
    id_conversao: integer().references(() => conversoes.id_conversao),
    id_materia_prima: integer().references(() => materiasPrimas.id_materia_prima),
    status_anuncio: varchar({ length: 10 }).notNull().default('ativo'),
    /** Set when the fifth (tenth…) report deactivated it; cleared when the seller activates it again. */
    desativado_por_denuncias_em: timestamptz(),
    ...criacaoEAlteracao(),
  },
  (t) => [
    check('anuncios_forma_check', sql`${t.forma_de_pagamento} in ('padrao', 'sustentavel')`),
    check('anuncios_status_check', sql`${t.status_anuncio} in ('ativo', 'inativo')`),
    check('anuncios_creditos_check', sql`${t.creditos_aceitos} >= 0`),
    index('anuncios_vendedor_idx').on(t.id_usuario_vendedor, t.data_criacao.desc()),
    index('anuncios_ativos_idx').on(t.data_criacao.desc()).where(sql`${t.status_anuncio} = 'ativo'`),
    index('anuncios_produto_idx').on(t.id_produto),
    index('anuncios_conversao_idx').on(t.id_conversao),
    index('anuncios_materia_idx').on(t.id_materia_prima),
    index('anuncios_descricao_trgm').using('gin', searchable(t.descricao_anuncio)),
  ],
)
