import { MpError } from '../errors.ts'

// Codes and texts from Mercado Pago's payments and refunds reference.
export const paymentNotFound = () =>
  new MpError(404, 'not_found', 'Payment not found', [{ code: 2000, description: 'Payment not found' }])

export const invalidPaymentState = () => {
  const description = 'The action requested is not valid for the current payment state'
  return new MpError(400, 'bad_request', description, [{ code: 2063, description }])
}

export const amountMustBePositive = () =>
  new MpError(400, 'bad_request', 'amount attribute must be positive', [
    { code: 4040, description: 'amount attribute must be positive' },
  ])

export const amountMustBeNumeric = () =>
  new MpError(400, 'bad_request', 'amount attribute must be numeric', [
    { code: 4041, description: 'amount attribute must be numeric' },
  ])

export const refundExceedsBalance = (availableReais: number) => {
  const description = `The refund amount exceeds the available balance (${availableReais.toFixed(2)})`
  return new MpError(400, 'bad_request', description, [{ code: 'refund_amount_exceeds', description }])
}
