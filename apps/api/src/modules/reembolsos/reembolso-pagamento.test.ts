// Refunds through Mercado Pago with the seller's token and an idempotency key
// (docs/design.md#orders-and-money).
import { PaymentRefund } from 'mercadopago'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { sdkConfig } from '../mercadopago/sdk.ts'

let t: PaymentsApp
let seller: Awaited<ReturnType<PaymentsApp['connectedSeller']>>
let buyer: Awaited<ReturnType<typeof signUp>>
beforeAll(async () => {
  t = await startPaymentsApp()
  seller = await t.connectedSeller()
  buyer = await signUp(t.app)
})
afterAll(() => t?.close())

/** An approved card payment of R$ 100,00, stored. */
async function approvedPayment() {
  const idPedido = await t.insertOrder(buyer.usuario.id_usuario, seller.usuario.id_usuario, 10000)
  const pref = await t.services.preferencias.criarParaPedido(
    { id_pedido: idPedido, id_usuario_vendedor: seller.usuario.id_usuario, valor_total_centavos: 10000 },
    [{ id: 1, titulo: 'Poltrona de pallet', quantidade: 1, valor_unitario_centavos: 10000 }],
  )
  const paid = await t.pay(pref.id)
  const { id_pagamento } = await t.services.pagamentosSync.sincronizar({
    mpPaymentId: paid.payment_id,
    mpUserId: seller.mp.id,
  })
  return { idPagamento: id_pagamento, mpPaymentId: paid.payment_id }
}

const providerRefunds = (mpPaymentId: number) =>
  new PaymentRefund(sdkConfig(seller.mp.access_token)).list({ payment_id: mpPaymentId })

async function row(idPagamento: number) {
  const { rows } = await t.pool.query(
    'select status, valor_reembolsado_centavos from pagamentos where id_pagamento = $1',
    [idPagamento],
  )
  return rows[0]
}

describe('the refund', () => {
  it('makes one refund at the provider for one key, however often (and concurrently) it is sent', async () => {
    const { idPagamento, mpPaymentId } = await approvedPayment()
    const request = { amountCentavos: 3000, idempotencyKey: `reembolso-${idPagamento}-1` }
    const answers = await Promise.all([
      t.services.reembolsoPagamento.reembolsar(idPagamento, request),
      t.services.reembolsoPagamento.reembolsar(idPagamento, request),
    ])
    answers.push(await t.services.reembolsoPagamento.reembolsar(idPagamento, request))
    expect(new Set(answers.map((a) => a.mp_refund_id)).size).toBe(1)
    expect(answers[0]).toMatchObject({ valor_reembolsado_centavos: 3000, status: 'approved' })
    expect((await providerRefunds(mpPaymentId)).map((r) => r.amount)).toEqual([30])
    expect(await row(idPagamento)).toEqual({ status: 'approved', valor_reembolsado_centavos: 3000 })
  })

  it('refunds part, then everything that remains, and the row follows', async () => {
    const { idPagamento, mpPaymentId } = await approvedPayment()
    await t.services.reembolsoPagamento.reembolsar(idPagamento, {
      amountCentavos: 2550,
      idempotencyKey: `p-${idPagamento}`,
    })
    expect(await row(idPagamento)).toEqual({ status: 'approved', valor_reembolsado_centavos: 2550 })

    const full = await t.services.reembolsoPagamento.reembolsar(idPagamento, {
      idempotencyKey: `t-${idPagamento}`,
    })
    expect(full.valor_reembolsado_centavos).toBe(7450)
    await t.services.reembolsoPagamento.reembolsar(idPagamento, { idempotencyKey: `t-${idPagamento}` })
    expect((await providerRefunds(mpPaymentId)).map((r) => r.amount)).toEqual([25.5, 74.5])
    expect(await row(idPagamento)).toEqual({ status: 'refunded', valor_reembolsado_centavos: 10000 })
  })

  it('is refused (422) beyond what remains, and nothing changes', async () => {
    const { idPagamento, mpPaymentId } = await approvedPayment()
    await expect(
      t.services.reembolsoPagamento.reembolsar(idPagamento, {
        amountCentavos: 10001,
        idempotencyKey: `x-${idPagamento}`,
      }),
    ).rejects.toMatchObject({
      statusCode: 422,
      message: 'O Mercado Pago recusou o reembolso deste pagamento.',
    })
    expect(await providerRefunds(mpPaymentId)).toHaveLength(0)
    expect(await row(idPagamento)).toEqual({ status: 'approved', valor_reembolsado_centavos: 0 })
  })

  it('answers 404 for an unknown payment', async () => {
    await expect(
      t.services.reembolsoPagamento.reembolsar(987_654, { idempotencyKey: 'k' }),
    ).rejects.toMatchObject({
      statusCode: 404,
    })
  })
})
