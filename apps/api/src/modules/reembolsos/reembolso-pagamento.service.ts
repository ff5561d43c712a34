// A payment given back, in full or in part, through Mercado Pago with its seller's token
// (docs/design.md#orders-and-money): the one way every refund of Recria reaches the provider (requests,
// cancellations, duplicates).
import { MERCADO_PAGO_MSG } from '@recria/domain/conexao-mercadopago'
import { toCentavos } from '@recria/domain/pagamento'
import type { Deps } from '../../deps.ts'
import { BusinessRule } from '../../lib/errors.ts'
import type {
  ConexaoService,
  MercadoPagoService,
  PedidoDeReembolso,
} from '../mercadopago/mercadopago.module.ts'
import type { PagamentosService } from '../pagamentos/pagamentos.module.ts'
import { reembolsaveisRepository } from './reembolsaveis.repository.ts'

export type ReembolsoPagamentoService = ReturnType<typeof createReembolsoPagamentoService>

export function createReembolsoPagamentoService(
  { db, log }: Pick<Deps, 'db' | 'log'>,
  {
    conexoes,
    mercadoPago,
    pagamentos,
  }: {
    conexoes: ConexaoService
    mercadoPago: Pick<MercadoPagoService, 'reembolsar'>
    pagamentos: PagamentosService
  },
) {
  return {
    /**
     * Refunds a payment (in full without an amount) with the seller's token, then re-reads the payment
     * so the row shows the refunded amount at once (the provider's notification will confirm it again).
     */
    async reembolsar(idPagamento: number, pedido: PedidoDeReembolso) {
      const { amountCentavos } = pedido
      if (amountCentavos !== undefined && !(Number.isInteger(amountCentavos) && amountCentavos > 0))
        throw new RangeError('valor de reembolso inválido')
      const pagamento = await pagamentos.buscar(idPagamento)
      const token = await conexoes.tokenDeAcesso(pagamento.id_usuario_vendedor)
      if (!token) throw new BusinessRule(MERCADO_PAGO_MSG.vendedorSemConexao)

      const created = await mercadoPago.reembolsar(token, pagamento.mercado_pago_payment_id, pedido)
      await pagamentos
        .sincronizar(pagamento.mercado_pago_payment_id, pagamento.id_usuario_vendedor)
        .catch((err) => log.warn({ err, idPagamento }, 'mercadopago: reembolso feito, releitura adiada'))
      return {
        mp_refund_id: created.id ?? null,
        valor_reembolsado_centavos: toCentavos(created.amount ?? 0),
        status: created.status ?? null,
      }
    },

    /**
     * Refunds in full a raw-material charge's payment (decision 042), which is no order payment and so
     * has no `pagamentos` row: the seller who received it and the provider's payment id name it.
     */
    async reembolsarCobranca(idVendedor: number, mpPaymentId: number, idempotencyKey: string) {
      const token = await conexoes.tokenDeAcesso(idVendedor)
      if (!token) throw new BusinessRule(MERCADO_PAGO_MSG.vendedorSemConexao)
      const created = await mercadoPago.reembolsar(token, mpPaymentId, { idempotencyKey, maxRetries: 0 })
      return { mp_refund_id: created.id ?? null, status: created.status ?? null }
    },

    /** How many of the seller's payments may still be refunded (decision 020). */
    reembolsaveis: (idVendedor: number) => reembolsaveisRepository.contar(db, idVendedor),
  }
}
