/** Listing payment forms (docs/product/anuncios.md): 'padrao' or 'sustentavel'. */

export const FORMAS_PAGAMENTO = ['padrao', 'sustentavel'] as const
export type FormaPagamento = (typeof FORMAS_PAGAMENTO)[number]

/** Lower case without accents (combining marks), spaces or hyphens: 'Sus-tentável' → 'sustentavel'. */
export function normalizeForma(forma: string | null | undefined): string {
  if (typeof forma !== 'string') return ''
  return forma.normalize('NFD').replace(/\p{M}/gu, '').replace(/[\s-]/g, '').toLowerCase()
}

/** docs/product/anuncios.md: sustainable when the form contains 'sustentavel' once accents, spaces, hyphens
 * go. */
export function isSustentavel(forma: string | null | undefined): boolean {
  return normalizeForma(forma).includes('sustentavel')
}

/** The stored value for anything the API may receive ('Sustentável' → 'sustentavel'); null if neither. */
export function toFormaPagamento(forma: string | null | undefined): FormaPagamento | null {
  if (isSustentavel(forma)) return 'sustentavel'
  return normalizeForma(forma) === 'padrao' ? 'padrao' : null
}

/** 'Sustentável' for a sustainable form, 'Padrão' otherwise. */
export function formaLabel(forma: string | null | undefined): 'Padrão' | 'Sustentável' {
  return isSustentavel(forma) ? 'Sustentável' : 'Padrão'
}
