// Mercado Pago read through the official SDK, each stored payment with its seller's token, as the
// payment sync reads it: for a live account or a simulator on another database. The API has no way to
// list a seller's payments here, so a provider payment Recria never stored is not seen this way.
import type { ConexaoService, MercadoPagoService } from '../mercadopago/mercadopago.module.ts'
import type { PagamentoNoProvedor, Provedor } from './provedor-simulador.ts'
import type { Consulta } from './reconciliacao.repository.ts'

const cents = (reais: number | undefined | null) => Math.round((reais ?? 0) * 100)

/**
 * `conexoes` hands out each seller's token to read their payments with; a payment that token may not
 * read (not this seller's, or gone) is reported as unknown, and any other failure stops the check.
 */
export function provedorSdk(
  db: Consulta,
  conexoes: Pick<ConexaoService, 'tokenDeAcesso'>,
  mercadoPago: Pick<MercadoPagoService, 'pagamento'>,
): Provedor {
  return {
    async pagamentos() {
      const { rows } = await db.query<{ mp: string; id_vendedor: number }>(
        `select mercado_pago_payment_id::text as mp, id_usuario_vendedor as id_vendedor
         from pagamentos order by id_pagamento`,
      )
      const tokens = new Map<number, string | null>()
      const lidos: PagamentoNoProvedor[] = []
      for (const { mp, id_vendedor } of rows) {
        if (!tokens.has(id_vendedor)) tokens.set(id_vendedor, await conexoes.tokenDeAcesso(id_vendedor))
        const token = tokens.get(id_vendedor)
        // Without the seller's token the payment cannot be read: it is reported as unknown.
        if (!token) continue
        const p = await mercadoPago.pagamento(token, Number(mp))
        if (!p?.id) continue
        const taxa = (tipo: string) =>
          (p.fee_details ?? [])
            .filter((fee) => fee.type === tipo && (fee.fee_payer ?? 'collector') === 'collector')
            .reduce((soma, fee) => soma + cents(fee.amount), 0)
        lidos.push({
          id: p.id,
          status: p.status ?? '',
          external_reference: p.external_reference ?? null,
          // The items plus the delivery cost reported apart (decision 029), as the payment sync stores it.
          total_centavos: cents(p.transaction_amount) + cents(p.shipping_amount),
          reembolsado_centavos: cents(p.transaction_amount_refunded),
          tarifa_centavos: taxa('mercadopago_fee'),
          taxa_plataforma_centavos: taxa('application_fee'),
          reembolsos: (p.refunds ?? []).map((r) => ({ id: Number(r.id), valor_centavos: cents(r.amount) })),
        })
      }
      return lidos
    },
  }
}
