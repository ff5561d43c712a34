import { cardBrand } from '../payments/payment-methods.ts'
import type { PayRequest } from '../payments/payment-service.ts'
import type { CheckoutFormValues, CheckoutMethod } from './checkout-page.ts'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

export function formValues(body: unknown): CheckoutFormValues {
  const raw = (body ?? {}) as Record<string, unknown>
  const method = text(raw.payment_method)
  return {
    payment_method: (['pix', 'card', 'boleto'].includes(method) ? method : 'card') as CheckoutMethod,
    cardholder_name: text(raw.cardholder_name).trim(),
    card_number: text(raw.card_number).trim(),
    email: text(raw.email).trim(),
  }
}

function luhnValid(digits: string) {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

/** The form as a payment request, or the message (in Portuguese, for the buyer) that explains what is wrong. */
export function payRequestFrom(values: CheckoutFormValues): { request: PayRequest } | { error: string } {
  const email = values.email || undefined
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { error: 'Informe um e-mail válido.' }
  if (values.payment_method === 'pix') return { request: { payment_method_id: 'pix', email } }
  if (values.payment_method === 'boleto') return { request: { payment_method_id: 'bolbradesco', email } }
  const digits = values.card_number.replace(/[\s.-]/g, '')
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) return { error: 'Confira o número do cartão.' }
  const brand = cardBrand(digits)
  if (!brand) return { error: 'Não aceitamos esta bandeira de cartão.' }
  if (!values.cardholder_name) return { error: 'Informe o nome do titular como está no cartão.' }
  return {
    request: {
      payment_method_id: brand,
      cardholder_name: values.cardholder_name,
      card_number: digits,
      email,
    },
  }
}
