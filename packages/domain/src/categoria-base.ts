// Product categories: a fixed list, shown in the product form, the catalogue's
// filter and facets and the review tiles.
// No zod here: the storefront reads the labels without the schema library; categoria.ts adds the
// form's schema and re-exports all of this.
import { valoresDe } from './rotulos.ts'

export const CATEGORIA_LABEL = {
  casa_decoracao: 'Casa e decoração',
  moda_acessorios: 'Moda e acessórios',
  bolsas: 'Bolsas',
  moveis: 'Móveis',
  papelaria: 'Papelaria',
  brinquedos: 'Brinquedos',
  jardim: 'Jardim',
  iluminacao: 'Iluminação',
} as const
export type Categoria = keyof typeof CATEGORIA_LABEL
export const CATEGORIAS = valoresDe(CATEGORIA_LABEL)

export const CATEGORIA_MSG = {
  obrigatoria: 'Selecione uma categoria para o produto.',
  invalida: 'Categoria inválida.',
} as const

export const isCategoria = (v: unknown): v is Categoria =>
  typeof v === 'string' && (CATEGORIAS as readonly string[]).includes(v)

/** The label of a category code; null for none (or an unknown code). */
export const categoriaLabel = (v: string | null | undefined) => (isCategoria(v) ? CATEGORIA_LABEL[v] : null)

/** Words of a product name that place it in a category (as migration 0034's backfill, a little finer). */
const PALAVRAS: [Categoria, RegExp][] = [
  ['bolsas', /\b(bolsas?|sacolas?|mochila|necessaire|carteira|pochete|clutch|ecobag)\b/],
  ['iluminacao', /\b(luminarias?|abajur|lampada|lustre|pendente|arandela|lanterna|luz)\b/],
  [
    'moveis',
    /\b(banco|banqueta|mesa lateral|mesa de centro|mesinha|cadeira|puff|pufe|estante|prateleira|poltrona|sofa|rack|criado|moveis|movel|aparador|nicho)\b/,
  ],
  [
    'papelaria',
    /\b(caderno|agenda|bloco|papel(?! mache)|marcador|estojo|lapis|caneta|cartao|cartoes|envelope|papelaria)\b/,
  ],
  ['brinquedos', /\b(brinquedos?|boneca|boneco|carrinho|jogo(?! americano)|quebra|piao|bola|pipa)\b/],
  ['jardim', /\b(vasos?|horta|jardim|floreira|regador|composteira|comedouro|cachepo|jardineira|suculenta)\b/],
  [
    'moda_acessorios',
    /\b(brincos?|colar|pulseira|anel|chaveiro|cinto|bone|chapeu|camiseta|camisa|roupa|oculos|tiara|bijuteria|broche)\b/,
  ],
]

/** A sensible category for a product from its name's words; casa_decoracao when none fits. */
export function categoriaPeloNome(nome: string): Categoria {
  const texto = nome.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  return PALAVRAS.find(([, re]) => re.test(texto))?.[0] ?? 'casa_decoracao'
}
