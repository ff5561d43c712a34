import { MERCADO_PAGO_MSG } from '@recria/domain/conexao-mercadopago'
import { centavosToReais, PAGAMENTO_MSG, toCentavos } from '@recria/domain/pagamento'
import { MercadoPagoError, MPBadRequestError, MPValidationError, PaymentRefund } from 'mercadopago'
import type { Deps } from '../../deps.ts'
import { BusinessRule, HttpError } from '../../lib/errors.ts'
import { createConnectionService } from '../mercadopago/connection.service.ts'
import { sdkConfig } from '../mercadopago/sdk.ts'
import { createPagamentosService } from './pagamentos.service.ts'
import { createPagamentosSyncService } from './pagamentos-sync.service.ts'

export interface RefundRequest {
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

async function createRefund(log: Deps['log'], token: string, mpPaymentId: number, request: RefundRequest) {
  const { amountCentavos, idempotencyKey, maxRetries } = request
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

export function createRefundsService(deps: Pick<Deps, 'db' | 'cipher' | 'config' | 'log' | 'mail' | 'boss'>) {
  const { log } = deps
  const conexoes = createConnectionService(deps)
  const pagamentos = createPagamentosService(deps)
  const provider = createPagamentosSyncService(deps)

  return { refund }

  /**
   * Refunds a payment (in full without an amount) with the seller's token, then re-reads the payment
   * so the row shows the refunded amount at once (the provider's notification will confirm it again).
   */
  async function refund(idPagamento: number, request: RefundRequest) {
    const { amountCentavos } = request
    if (amountCentavos !== undefined && !(Number.isInteger(amountCentavos) && amountCentavos > 0))
      throw new RangeError('valor de reembolso inválido')
    const pagamento = await pagamentos.find(idPagamento)
    const token = await conexoes.accessToken(pagamento.id_usuario_vendedor)
    if (!token) throw new BusinessRule(MERCADO_PAGO_MSG.vendedorSemConexao)

    const created = await createRefund(log, token, pagamento.mercado_pago_payment_id, request)
    await provider
      .sync({
        mpPaymentId: pagamento.mercado_pago_payment_id,
        idUsuarioVendedor: pagamento.id_usuario_vendedor,
      })
      .catch((err) => log.warn({ err, idPagamento }, 'mercadopago: reembolso feito, releitura adiada'))
    return {
      mp_refund_id: created.id ?? null,
      valor_reembolsado_centavos: toCentavos(created.amount ?? 0),
      status: created.status ?? null,
    }
  }
}
