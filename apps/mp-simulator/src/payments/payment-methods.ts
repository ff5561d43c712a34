import { badRequest } from '../errors.ts'

export type PaymentTypeId = 'credit_card' | 'debit_card' | 'bank_transfer' | 'ticket'

/** The Brazilian methods the simulator's checkout offers, by payment_method_id. */
export const PAYMENT_METHODS: Record<string, PaymentTypeId> = {
  pix: 'bank_transfer',
  bolbradesco: 'ticket',
  master: 'credit_card',
  visa: 'credit_card',
  amex: 'credit_card',
  elo: 'credit_card',
  hipercard: 'credit_card',
  debvisa: 'debit_card',
  debmaster: 'debit_card',
  debelo: 'debit_card',
}

export const isCard = (type: PaymentTypeId) => type === 'credit_card' || type === 'debit_card'

export function paymentTypeOf(paymentMethodId: string): PaymentTypeId {
  const type = PAYMENT_METHODS[paymentMethodId]
  if (!type)
    throw badRequest(`payment_method_id ${paymentMethodId} not supported`, 'invalid_payment_method_id')
  return type
}

/** Brand by BIN, enough for Mercado Pago's Brazilian test cards (5031 4332 1540 6351 is Mastercard). */
export function cardBrand(digits: string): string | null {
  if (/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(digits)) return 'elo'
  if (/^(606282|3841)/.test(digits)) return 'hipercard'
  if (/^3[47]/.test(digits)) return 'amex'
  if (/^4/.test(digits)) return 'visa'
  if (/^(5[1-5]|50|2[2-7])/.test(digits)) return 'master'
  return null
}

export interface Outcome {
  status: 'approved' | 'pending' | 'in_process' | 'rejected'
  status_detail: string
}

/** Mercado Pago's test cardholder names and what each one does. */
export const TEST_CARDHOLDERS: Record<string, Outcome & { label: string }> = {
  APRO: { status: 'approved', status_detail: 'accredited', label: 'pagamento aprovado' },
  OTHE: { status: 'rejected', status_detail: 'cc_rejected_other_reason', label: 'recusado por erro geral' },
  CONT: { status: 'pending', status_detail: 'pending_contingency', label: 'pagamento pendente' },
  CALL: {
    status: 'rejected',
    status_detail: 'cc_rejected_call_for_authorize',
    label: 'recusado, autorizar com o banco',
  },
  FUND: {
    status: 'rejected',
    status_detail: 'cc_rejected_insufficient_amount',
    label: 'recusado por saldo insuficiente',
  },
  SECU: {
    status: 'rejected',
    status_detail: 'cc_rejected_bad_filled_security_code',
    label: 'código de segurança inválido',
  },
  EXPI: {
    status: 'rejected',
    status_detail: 'cc_rejected_bad_filled_date',
    label: 'problema com a data de vencimento',
  },
  FORM: { status: 'rejected', status_detail: 'cc_rejected_bad_filled_other', label: 'erro no formulário' },
}

/** What paying with this method (and, for cards, this cardholder name) results in. */
export function outcomeOf(type: PaymentTypeId, cardholderName: string | undefined): Outcome {
  if (type === 'bank_transfer') return { status: 'pending', status_detail: 'pending_waiting_transfer' }
  if (type === 'ticket') return { status: 'pending', status_detail: 'pending_waiting_payment' }
  // Names are matched as typed, apart from surrounding spaces and case (the real form upper-cases them).
  const known = TEST_CARDHOLDERS[(cardholderName ?? '').trim().toUpperCase()]
  return known
    ? { status: known.status, status_detail: known.status_detail }
    : { status: 'rejected', status_detail: 'cc_rejected_other_reason' }
}
