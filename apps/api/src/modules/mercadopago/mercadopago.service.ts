// What the other modules ask of Mercado Pago's API: a payment read and a refund asked for, each with the
// seller's token. Only this module imports the official SDK (.dependency-cruiser.cjs), so a provider
// error is told apart from Recria's here, once.
import { MercadoPagoError, Payment } from 'mercadopago'
import type { PaymentResponse } from 'mercadopago/dist/clients/payment/commonTypes.js'
import type { Deps } from '../../deps.ts'
import { type PedidoDeReembolso, reembolsarNoProvedor } from './reembolso-provedor.ts'
import { alheioAoToken, sdkConfig } from './sdk.ts'

/** A payment as GET /v1/payments/{id} answers it. */
export type PagamentoMercadoPago = PaymentResponse
export type { PedidoDeReembolso }

export type MercadoPagoService = ReturnType<typeof createMercadoPagoService>

export function createMercadoPagoService({ log }: Pick<Deps, 'log'>) {
  return {
    /**
     * The payment as its collector sees it now, read with that seller's token; null when this token may
     * not read it (unknown, another collector's, refused). A provider failure is thrown.
     */
    async pagamento(token: string, mpPaymentId: number): Promise<PagamentoMercadoPago | null> {
      try {
        return await new Payment(sdkConfig(token)).get({ id: mpPaymentId })
      } catch (error) {
        if (alheioAoToken(error)) return null
        throw error
      }
    },

    /** A refund asked of Mercado Pago (decision 021): refused, or failing, as the person waiting hears it. */
    reembolsar: (token: string, mpPaymentId: number, pedido: PedidoDeReembolso) =>
      reembolsarNoProvedor(log, token, mpPaymentId, pedido),

    /** Whether an error is the provider's (an answer refused, none in time), not Recria's own. */
    falhaDoProvedor: (error: unknown): boolean => error instanceof MercadoPagoError,
  }
}
