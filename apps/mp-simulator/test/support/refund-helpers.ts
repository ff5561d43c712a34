// Refund calls through the official SDK, for one collector's access token.
import { MercadoPagoConfig, Payment, PaymentRefund } from 'mercadopago'

/**
 * The SDK copies requestOptions (the idempotency key) into the config it was given, for good:
 * every call gets its own config so one call's key never leaks into the next.
 */
export function refundClient(accessToken: string) {
  const config = () => new MercadoPagoConfig({ accessToken })
  return {
    refunds: () => new PaymentRefund(config()),
    refund: (paymentId: string, amount?: number, idempotencyKey?: string) =>
      new PaymentRefund(config()).create({
        payment_id: paymentId,
        body: amount === undefined ? {} : { amount },
        requestOptions: idempotencyKey ? { idempotencyKey } : {},
      }),
    payment: (id: string) => new Payment(config()).get({ id }),
  }
}
