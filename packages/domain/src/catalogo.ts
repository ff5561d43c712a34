// The storefront (docs/product/catalogo.md): the catalogue's query, its answer and the suggestions,
// declared once; the API validates and answers with them, the web app reads the URL and the answer
// with them.
import { FORMAS_PAGAMENTO } from './anuncio-forma.ts'
import { CATALOGO_MSG, FORMAS_FILTRO, ORDENACOES } from './catalogo-opcoes.ts'
import { CATEGORIAS } from './categoria.ts'
import { PAGE_SIZE } from './constants.ts'
import { opcional } from './filtro-datas.ts'
import { inteiroEntre, limiteAte, precoFiltro } from './filtro-numeros.ts'
import { HTTP_MSG } from './http.ts'
import { idTextSchema } from './id.ts'
import { MateriaPrimaRef } from './materia-prima.ts'
import { paginaSchema } from './pagina.ts'
import { z } from './zod.ts'

export {
  CATALOGO_MSG,
  FACETA_JANELA,
  FACETA_MATERIAS_MAX,
  FACETA_MAX,
  FORMAS_FILTRO,
  type FormaFiltro,
  ORDENACAO_LABEL,
  ORDENACOES,
  type Ordenacao,
} from './catalogo-opcoes.ts'

export const CATALOGO_LIMIT_MAX = 48
export const CATALOGO_PAGE_MAX = 100_000
export const SUGESTOES_MAX = 8
const busca = opcional(z.string({ error: HTTP_MSG.buscaInvalida }).trim().max(100, HTTP_MSG.buscaLonga))

/**
 * GET /anuncios/ativos-comprador. Bounds are inclusive, in reais, answered in centavos; without an
 * order, a search ranks by relevance and a browse shows the newest first.
 */
export const CatalogoQuery = z
  .object({
    busca,
    preco_min: precoFiltro(HTTP_MSG.precoMinimoInvalido),
    preco_max: precoFiltro(HTTP_MSG.precoMaximoInvalido),
    forma_pagamento: opcional(z.enum(FORMAS_FILTRO, { error: CATALOGO_MSG.forma })),
    ordenar: opcional(z.enum(ORDENACOES, { error: CATALOGO_MSG.ordenar })),
    categoria: opcional(z.enum(CATEGORIAS, { error: CATALOGO_MSG.categoria })),
    materia: opcional(idTextSchema(CATALOGO_MSG.materia)),
    /** One seller's listings (its shop, `/loja/{id}`). */
    id_vendedor: opcional(idTextSchema()),
    page: opcional(inteiroEntre(1, CATALOGO_PAGE_MAX, HTTP_MSG.paginaInvalida)),
    limit: opcional(limiteAte(CATALOGO_LIMIT_MAX)),
  })
  .refine((q) => q.preco_min === undefined || q.preco_max === undefined || q.preco_min <= q.preco_max, {
    message: CATALOGO_MSG.faixa,
    path: ['preco_min'],
  })
  .transform((q) => ({
    busca: q.busca || undefined,
    preco_min_centavos: q.preco_min,
    preco_max_centavos: q.preco_max,
    forma_pagamento: q.forma_pagamento ?? 'todos',
    categoria: q.categoria,
    materia: q.materia,
    id_vendedor: q.id_vendedor,
    ordenar: q.ordenar ?? (q.busca ? 'relevancia' : 'recentes'),
    page: q.page ?? 1,
    limit: q.limit ?? PAGE_SIZE,
  }))
export type CatalogoQueryInput = z.input<typeof CatalogoQuery>
export type CatalogoFiltros = z.output<typeof CatalogoQuery>

/** A card of the catalogue: the buyer fields of docs/product/catalogo.md; money in reais. */
export const AnuncioCatalogo = z.object({
  id_anuncio: z.number(),
  status: z.literal('ativo'),
  forma_de_pagamento: z.enum(FORMAS_PAGAMENTO),
  creditos_aceitos: z.number(),
  /** Cash paid the sustainable way; null for padrão. */
  valor_conversao: z.number().nullable(),
  /** How much of the raw material the sustainable way hands over (in its unit); null for padrão. */
  quantidade_materia_prima: z.number().nullable(),
  produto: z.object({
    id_produto: z.number(),
    nome: z.string(),
    preco: z.number(),
    imagem: z.string().nullable(),
    /** `srcset` of `imagem` when image 1 comes in several widths. */
    imagem_srcset: z.string().nullable().optional(),
    rating: z.number(),
    totalAvaliacoes: z.number(),
  }),
  usuario_vendedor: z.object({ id_usuario: z.number(), nome: z.string() }),
  conversao: z
    .object({
      id_conversao: z.number(),
      valor_multiplicavel: z.number(),
      materia_prima: z.object({ nome_materia_prima: z.string(), unidade_medida: z.string() }),
    })
    .nullable(),
  materia_prima: MateriaPrimaRef.nullable(),
})
export type AnuncioCatalogo = z.infer<typeof AnuncioCatalogo>

/**
 * `{ itens, total, pagina, total_paginas, total_minimo }`: the catalogue counts at most what the
 * pagination can show (docs/design.md#data-model); `total_minimo` says the true total may be larger.
 */
/**
 * Counts per category and per raw material for the current search and filters, each ignoring its own
 * filter. A category counts at most FACETA_MAX listings; the materials are those of the newest
 * FACETA_JANELA matches. `total_minimo`: some count may be larger than shown.
 */
export const Facetas = z.object({
  categorias: z.array(z.object({ categoria: z.enum(CATEGORIAS), total: z.number() })),
  materias: z.array(z.object({ id_materia_prima: z.number(), nome: z.string(), total: z.number() })),
  total_minimo: z.boolean(),
})
export type Facetas = z.infer<typeof Facetas>

export const CatalogoPagina = paginaSchema(AnuncioCatalogo).extend({
  total_minimo: z.boolean(),
  facetas: Facetas,
})
export type CatalogoPagina = z.infer<typeof CatalogoPagina>

/** GET /anuncios/sugestoes?busca= */
export const SugestoesQuery = z.object({
  busca,
})
export const SugestoesResponse = z.object({ sugestoes: z.array(z.string()).max(SUGESTOES_MAX) })
export type SugestoesResponse = z.infer<typeof SugestoesResponse>
