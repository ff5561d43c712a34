import { unidadeSigla } from '@recria/domain/materia-prima'

const numero = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** 2.5 → '2,50'. */
export function formatMultiplicador(valor: number): string {
  return numero.format(valor)
}

/** 'x 2,50 por kg': what a unit of the raw material is multiplied by. */
export function multiplicadorPorUnidade(valor: number, unidade: string): string {
  return `x ${formatMultiplicador(valor)} por ${unidadeSigla(unidade)}`
}
