// A refund asked of Mercado Pago with the seller's token: what the provider's refusal and failure mean
// to the person waiting (decision 021). The refund's rules (which payment, how much, when) are the
// reembolsos module's.
import { centavosToReais, PAGAMENTO_MSG } from '@recria/domain/pagamento'
import { MercadoPagoError, MPBadRequestError, MPValidationError, PaymentRefund } from 'mercadopago'
import type { Deps } from '../../deps.ts'
import { BusinessRule, HttpError } from '../../lib/errors.ts'
import { sdkConfig } from './sdk.ts'

export interface PedidoDeReembolso {
  /** Omitted: everything not yet refunded. */
  amountCentavos?: number
  /** The same key (e.g. `reembolso-<id>`) always answers the same single refund at the provider. */
  idempotencyKey: string
  /**
   * The SDK's own retries of a 5xx or a lost connection (1 by default, see sdk.ts); 0 when the
   * caller's job does the retrying.
   */
  maxRetries?: number
}

export async function reembolsarNoProvedor(
  log: Deps['log'],
  token: string,
  mpPaymentId: number,
  pedido: PedidoDeReembolso,
) {
  const { amountCentavos, idempotencyKey, maxRetries } = pedido
  try {
    return await new PaymentRefund(sdkConfig(token)).create({
      payment_id: mpPaymentId,
      body: amountCentavos === undefined ? undefined : { amount: centavosToReais(amountCentavos) },
      requestOptions: { idempotencyKey, ...(maxRetries !== undefined && { maxRetries }) },
    })
  } catch (error) {
    if (error instanceof MPBadRequestError || error instanceof MPValidationError) {
      log.warn({ err: error, mpPaymentId }, 'mercadopago: reembolso recusado')
      throw new BusinessRule(PAGAMENTO_MSG.reembolsoRecusado)
    }
    if (error instanceof MercadoPagoError) {
      log.error({ err: error, mpPaymentId }, 'mercadopago: falha ao reembolsar')
      throw new HttpError(502, PAGAMENTO_MSG.erroReembolso)
    }
    throw error
  }
}
