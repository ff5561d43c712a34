// Units of measure (docs/product/materias-primas.md), apart from the raw-material schemas of
// materia-prima.ts (which re-exports them) so the storefront names units without the schema library.
import { UNIDADES, type UnidadeMedida } from './constants.ts'

export const UNIDADES_MEDIDA = [
  'unidade',
  'metro',
  'centimetro',
  'quilograma',
  'grama',
] as const satisfies readonly UnidadeMedida[]

const UNIDADE_LABELS: Record<UnidadeMedida, string> = {
  unidade: 'Unidade (un)',
  metro: 'Metro (m)',
  centimetro: 'Centímetro (cm)',
  quilograma: 'Quilograma (kg)',
  grama: 'Grama (g)',
}

export function isUnidadeMedida(value: unknown): value is UnidadeMedida {
  return typeof value === 'string' && Object.hasOwn(UNIDADES, value)
}

/** 'Unidade (un)', 'Metro (m)'…; an unknown value is shown as it is. */
export function unidadeLabel(unidade: string): string {
  return isUnidadeMedida(unidade) ? UNIDADE_LABELS[unidade] : unidade
}

/** 'un', 'm', 'cm', 'kg', 'g'; an unknown value is shown as it is. */
export function unidadeSigla(unidade: string): string {
  return isUnidadeMedida(unidade) ? UNIDADES[unidade] : unidade
}

/** Whether a quantity fits the unit: a material counted in units (bottles, caps) takes whole numbers only. */
export function quantidadeCabeNaUnidade(quantidade: number, unidade: string | null): boolean {
  return unidade !== 'unidade' || Number.isInteger(quantidade)
}
