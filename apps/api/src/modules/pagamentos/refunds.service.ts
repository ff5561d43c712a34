import { centavosToReais, toCentavos } from '@recria/domain/pagamento'
import { MercadoPagoError, MPBadRequestError, MPValidationError, PaymentRefund } from 'mercadopago'
import type { Deps } from '../../deps.ts'
import { BusinessRule, HttpError } from '../../lib/errors.ts'
import { getSellerAccessToken } from '../mercadopago/connection.service.ts'
import { VENDEDOR_SEM_CONEXAO } from '../mercadopago/preferences.service.ts'
import { sdkConfig } from '../mercadopago/sdk.ts'
import { findPagamento } from './pagamentos.service.ts'
import { syncPayment } from './pagamentos-sync.service.ts'

export const REEMBOLSO_RECUSADO = 'O Mercado Pago recusou o reembolso deste pagamento.'
export const ERRO_REEMBOLSO = 'Erro ao processar reembolso no Mercado Pago. Tente novamente.'

export interface RefundRequest {
  /** Omitted: everything not yet refunded. */
  amountCentavos?: number
  /** The same key (e.g. `reembolso-<id>`) always answers the same single refund at the provider. */
  idempotencyKey: string
}

async function createRefund(deps: Deps, token: string, mpPaymentId: number, request: RefundRequest) {
  const { amountCentavos, idempotencyKey } = request
  try {
    return await new PaymentRefund(sdkConfig(token)).create({
      payment_id: mpPaymentId,
      body: amountCentavos === undefined ? undefined : { amount: centavosToReais(amountCentavos) },
      requestOptions: { idempotencyKey },
    })
  } catch (error) {
    if (error instanceof MPBadRequestError || error instanceof MPValidationError) {
      deps.log.warn({ err: error, mpPaymentId }, 'mercadopago: reembolso recusado')
      throw new BusinessRule(REEMBOLSO_RECUSADO)
    }
    if (error instanceof MercadoPagoError) {
      deps.log.error({ err: error, mpPaymentId }, 'mercadopago: falha ao reembolsar')
      throw new HttpError(502, ERRO_REEMBOLSO)
    }
    throw error
  }
}

/**
 * Refunds a payment (in full without an amount) with the seller's token, then re-reads the payment
 * so the row shows the refunded amount at once (the provider's notification will confirm it again).
 */
export async function refundPayment(deps: Deps, idPagamento: number, request: RefundRequest) {
  const { amountCentavos } = request
  if (amountCentavos !== undefined && !(Number.isInteger(amountCentavos) && amountCentavos > 0))
    throw new RangeError('valor de reembolso inválido')
  const pagamento = await findPagamento(deps, idPagamento)
  const token = await getSellerAccessToken(deps, pagamento.id_usuario_vendedor)
  if (!token) throw new BusinessRule(VENDEDOR_SEM_CONEXAO)

  const refund = await createRefund(deps, token, pagamento.mercado_pago_payment_id, request)
  await syncPayment(deps, {
    mpPaymentId: pagamento.mercado_pago_payment_id,
    idUsuarioVendedor: pagamento.id_usuario_vendedor,
  }).catch((err) => deps.log.warn({ err, idPagamento }, 'mercadopago: reembolso feito, releitura adiada'))
  return {
    mp_refund_id: refund.id ?? null,
    valor_reembolsado_centavos: toCentavos(refund.amount ?? 0),
    status: refund.status ?? null,
  }
}
