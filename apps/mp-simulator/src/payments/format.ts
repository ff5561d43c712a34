// Money and dates the way Mercado Pago writes them.

/** Reais (as the API receives them) to integer centavos; NaN when it is not a finite number. */
export const toCents = (reais: number) => (Number.isFinite(reais) ? Math.round(reais * 100) : Number.NaN)

/** Centavos back to the API's reais, as a JSON number with at most two decimals. */
export const toReais = (cents: number | string) => Number(cents) / 100

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

/** "R$ 1.234,56" for the hosted pages. */
export const formatBrl = (cents: number | string) => brl.format(toReais(cents))

/** Mercado Pago Brazil answers dates in São Paulo time (no DST since 2019): 2024-05-01T10:00:00.000-03:00. */
export function mpDate(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null
  const date = new Date(value)
  const local = new Date(date.getTime() - 3 * 3600_000)
  return `${local.toISOString().slice(0, 23)}-03:00`
}

/** The share Mercado Pago keeps of each approved payment in the simulator (a typical Checkout Pro rate). */
export const MP_FEE_RATE = 0.0498

export const mpFeeCents = (amountCents: number) => Math.round(amountCents * MP_FEE_RATE)
