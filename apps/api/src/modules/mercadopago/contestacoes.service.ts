// A `chargebacks` notification names the chargeback, not the payment: its payment is read from Mercado
// Pago (GET /v1/chargebacks/{id}) with the collector's token, so the webhook job can sync that payment.
import { MERCADO_PAGO_MSG } from '@recria/domain/conexao-mercadopago'
import { Chargeback } from 'mercadopago'
import type { ConexaoService } from './conexao.service.ts'
import { alheioAoToken, sdkConfig } from './sdk.ts'
import { type ChargebackPayments, type ChargebackTarget, PermanentWebhookError } from './webhook.service.ts'

export type ContestacoesService = ReturnType<typeof createContestacoesService>

export function createContestacoesService({
  conexoes,
}: {
  conexoes: Pick<ConexaoService, 'vendedorDaConta' | 'tokenDeAcesso'>
}) {
  /** Unknown collector, no token, or a chargeback the token cannot read: never readable by retrying. */
  const unreadable = (target: ChargebackTarget) =>
    new PermanentWebhookError(MERCADO_PAGO_MSG.contestacaoIlegivel(target.chargebackId))

  const pagamentos: ChargebackPayments = async (target) => {
    const seller = target.mpUserId ? await conexoes.vendedorDaConta(target.mpUserId) : null
    const token = seller ? await conexoes.tokenDeAcesso(seller.id_usuario) : null
    if (!token) throw unreadable(target)
    try {
      const chargeback = (await new Chargeback(sdkConfig(token)).get({ id: target.chargebackId })) as {
        payment_id?: number
        payments?: number[]
      }
      const ids = [chargeback.payment_id, ...(chargeback.payments ?? [])].filter(
        (id): id is number => Number.isSafeInteger(id) && (id as number) > 0,
      )
      if (!ids.length) throw unreadable(target)
      return [...new Set(ids)]
    } catch (error) {
      if (alheioAoToken(error)) throw unreadable(target)
      throw error
    }
  }

  return { pagamentos }
}
