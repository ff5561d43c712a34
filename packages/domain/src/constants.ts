/** Business constants and limits of docs/product/README.md. */

export const SESSION_MINUTES = 30
export const SESSION_CHECK_SECONDS = 60

/** Sustainable payment: the discount is between 8% and 35% of the price. */
export const DESCONTO_MIN = 0.08
export const DESCONTO_MAX = 0.35
export const DISCOUNT_TOLERANCE = 0.005

export const PASSWORD_MIN = 8
export const NAME_MIN = 3
export const CPF_LENGTH = 11
export const CNPJ_LENGTH = 14
export const PHONE_MAX_DIGITS = 11
/** Field lengths with the mask applied ("xx.xxx.xxx/xxxx-xx", "(xx) xxxxx-xxxx"). */
export const DOCUMENT_FIELD_MAX = 18
export const PHONE_FIELD_MAX = 15

/** Only a hint: the screen does not enforce the 2 MB (docs/product/conta.md, edit profile). */
export const PHOTO_HINT = 'PNG ou JPG até 2MB'
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024

export const BADGE_CAP = 99
export const EMAIL_SHORT = 25

export const TOAST_MS = 3000
export const REDIRECT_MS = 2000

export const PAGE_SIZE = 12
export const INFINITE_SCROLL_DELAY_MS = 300
export const INFINITE_SCROLL_OFFSET_PX = 200
export const MOBILE_BREAKPOINT_PX = 768

/** Below this the cart item is removed. */
export const CART_MIN_QUANTITY = 1
/** Units of one listing (in one payment form) a cart may hold. */
export const CARRINHO_ITEM_MAX = 99

export const UNIDADES = {
  unidade: 'un',
  metro: 'm',
  centimetro: 'cm',
  quilograma: 'kg',
  grama: 'g',
} as const
export type UnidadeMedida = keyof typeof UNIDADES

/** Paths where the session is not restored on load (docs/product/conta.md, sessions). */
export const PUBLIC_PATHS = [
  '/',
  '/login',
  '/cadastro',
  '/esqueci-senha',
  '/redefinir-senha',
  '/politica-privacidade-termos-uso',
  '/acesso-negado',
] as const

export const RESET_TOKEN_HOURS = 1
/** How long the link confirming a new e-mail address works (decision 044). */
export const EMAIL_TOKEN_HOURS = 24

/** Profile label of the profile page (docs/product/conta.md). */
export function perfilLabel(perfis: readonly string[]): string {
  const vendedor = perfis.includes('vendedor')
  const comprador = perfis.includes('comprador')
  if (vendedor && comprador) return 'Vendedor / Comprador'
  if (vendedor) return 'Vendedor'
  if (comprador) return 'Comprador'
  return 'Sem perfil'
}

/**
 * The version of the Privacy Policy and Terms of Use a new account accepts: the date of their last
 * change, shown on the terms page and recorded with the account (LGPD, art. 8: consent is proven).
 */
export const TERMOS_VERSAO = '2025-09-29'
