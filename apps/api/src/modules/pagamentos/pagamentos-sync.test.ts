// The payment sync: the one path from the provider's payment to our row and order (webhook job, sync
// endpoint, refunds), under concurrency and out-of-order reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { pagamentosRepository } from './pagamentos.repository.ts'

let t: PaymentsApp
let seller: Awaited<ReturnType<PaymentsApp['connectedSeller']>>
let buyer: Awaited<ReturnType<typeof signUp>>
beforeAll(async () => {
  // Syncs that fail on purpose leave payments and orders apart from the provider.
  t = await startPaymentsApp({}, { reconcile: false })
  seller = await t.connectedSeller()
  buyer = await signUp(t.app)
})
afterAll(() => t?.close())

const pendingPix = () => t.pendingPixPayment(seller, buyer.usuario.id_usuario)

describe('the payment sync', () => {
  it('converges when many syncs of one approved payment run at once: one row, one approval event', async () => {
    const { idPedido, mpPaymentId } = await pendingPix()
    await t.sim(`/payments/${mpPaymentId}/status`, { status: 'approved' })
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.services.pagamentosSync.sincronizar({ mpPaymentId, mpUserId: seller.mp.id }),
      ),
    )
    expect(results.filter((r) => r.pedidoAprovado)).toHaveLength(1)
    const { rows } = await t.pool.query(
      `select (select count(*)::int from pagamentos where mercado_pago_payment_id = $2) as linhas,
              (select count(*)::int from pedido_eventos where id_pedido = $1) as eventos,
              (select status_pedido from pedidos where id_pedido = $1) as status`,
      [idPedido, mpPaymentId],
    )
    expect(rows[0]).toEqual({ linhas: 1, eventos: 1, status: 'pagamento_aprovado' })
  })

  it('never lets an older read of the provider overwrite a newer one', async () => {
    const { idPedido, mpPaymentId } = await pendingPix()
    const base = {
      id_pedido: idPedido,
      id_usuario_vendedor: seller.usuario.id_usuario,
      mercado_pago_payment_id: mpPaymentId,
      valor_total_centavos: 15990,
      data_criacao: new Date('2026-01-01T10:00:00Z'),
    }
    const newer = { ...base, status: 'approved', data_atualizacao_mp: new Date('2099-01-01T10:05:00Z') }
    const older = { ...base, status: 'pending', data_atualizacao_mp: new Date('2099-01-01T10:00:00Z') }
    expect(await pagamentosRepository.upsertFromProvider(t.db, newer)).not.toBeNull()
    expect(await pagamentosRepository.upsertFromProvider(t.db, older)).toBeNull()
    const row = await pagamentosRepository.findByMpPaymentId(t.db, mpPaymentId)
    expect(row?.status).toBe('approved')
  })

  it('finds the seller through the stored order when the notification names no collector', async () => {
    const { mpPaymentId, idPagamento } = await pendingPix()
    await t.sim(`/payments/${mpPaymentId}/status`, { status: 'rejected' })
    const result = await t.services.pagamentosSync.sincronizar({ mpPaymentId, mpUserId: null })
    expect(result).toMatchObject({
      id_pagamento: idPagamento,
      status: 'rejected',
      pedidoAprovado: false,
      pagoAposCancelamento: false,
    })
  })

  it('refuses, without storing anything, a payment no connected seller can read', async () => {
    await expect(
      t.services.pagamentosSync.sincronizar({ mpPaymentId: 42, mpUserId: seller.mp.id }),
    ).rejects.toThrow(/não encontrado/)
    expect(await pagamentosRepository.findByMpPaymentId(t.db, 42)).toBeNull()
  })
})
