// Product categories (issue 22, part 3): a fixed list, shown in the product form, the catalogue's
// filter and facets and the review tiles.
import { z } from './zod.ts'

export const CATEGORIAS = [
  'casa_decoracao',
  'moda_acessorios',
  'bolsas',
  'moveis',
  'papelaria',
  'brinquedos',
  'jardim',
  'iluminacao',
] as const
export type Categoria = (typeof CATEGORIAS)[number]

export const CATEGORIA_LABEL: Record<Categoria, string> = {
  casa_decoracao: 'Casa e decoração',
  moda_acessorios: 'Moda e acessórios',
  bolsas: 'Bolsas',
  moveis: 'Móveis',
  papelaria: 'Papelaria',
  brinquedos: 'Brinquedos',
  jardim: 'Jardim',
  iluminacao: 'Iluminação',
}

export const CATEGORIA_MSG = {
  obrigatoria: 'Selecione uma categoria para o produto.',
  invalida: 'Categoria inválida.',
} as const

export const isCategoria = (v: unknown): v is Categoria =>
  typeof v === 'string' && (CATEGORIAS as readonly string[]).includes(v)

/** The label of a category code; null for none (or an unknown code). */
export const categoriaLabel = (v: string | null | undefined) => (isCategoria(v) ? CATEGORIA_LABEL[v] : null)

/** The product form's field: required. */
export const categoriaSchema = z.enum(CATEGORIAS, { error: CATEGORIA_MSG.obrigatoria })
