// The webhook job: the simulator's signed notifications sync the payment and move the order.
import { Preference } from 'mercadopago'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { eventually, type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { sdkConfig } from './sdk.ts'

let t: PaymentsApp
beforeAll(async () => {
  // Webhooks refused on purpose leave the provider's payment unstored.
  t = await startPaymentsApp({}, { reconcile: false })
})
afterAll(() => t?.close())

describe('processing', () => {
  it('stores the approved payment and moves its order, from the simulator webhook', async () => {
    const seller = await t.connectedSeller()
    const buyer = await signUp(t.app)
    const idPedido = await t.insertOrder(buyer.usuario.id_usuario, seller.usuario.id_usuario, 12990)
    const pref = await t.services.preferencias.criarParaPedido(
      { id_pedido: idPedido, id_usuario_vendedor: seller.usuario.id_usuario, valor_total_centavos: 12990 },
      [{ id: 1, titulo: 'Cesto de jornal', quantidade: 1, valor_unitario_centavos: 12990 }],
    )
    const paid = await t.pay(pref.id)
    const row = await eventually('o pagamento gravado', async () => {
      const { rows } = await t.pool.query('select * from pagamentos where mercado_pago_payment_id = $1', [
        paid.payment_id,
      ])
      return rows[0]
    })
    // Simulator fees: Mercado Pago 4,98% (R$ 6,47) + platform 10% (R$ 12,99).
    expect(row).toMatchObject({
      id_pedido: idPedido,
      status: 'approved',
      status_detail: 'accredited',
      tipo_pagamento: 'credit_card',
      metodo_pagamento: 'master',
      valor_total_centavos: 12990,
      valor_taxa_centavos: 647 + 1299,
      valor_liquido_centavos: 12990 - 647 - 1299,
      valor_reembolsado_centavos: 0,
      external_reference: String(idPedido),
    })
    expect(row.data_aprovacao).toBeInstanceOf(Date)
    const order = await eventually('o pedido aprovado', async () => {
      const { rows } = await t.pool.query('select * from pedidos where id_pedido = $1', [idPedido])
      return rows[0].status_pedido === 'pagamento_aprovado' ? rows[0] : null
    })
    expect(order.data_pagamento_aprovado).toEqual(row.data_aprovacao)
    const { rows: eventos } = await t.pool.query('select * from pedido_eventos where id_pedido = $1', [
      idPedido,
    ])
    expect(eventos).toMatchObject([
      { status_anterior: 'pagamento_pendente', status_novo: 'pagamento_aprovado', origem: 'mercadopago' },
    ])
    await eventually('o evento processado', async () => {
      const { rows } = await t.pool.query(
        'select processado_em, erro from webhook_eventos where data_id = $1',
        [String(paid.payment_id)],
      )
      return rows.length > 0 && rows.every((r) => r.processado_em && !r.erro)
    })
  })

  it('records an error, and stores nothing, for a payment that is not an order of its seller', async () => {
    const seller = await t.connectedSeller()
    const other = await t.connectedSeller()
    const buyer = await signUp(t.app)
    const idPedidoAlheio = await t.insertOrder(buyer.usuario.id_usuario, other.usuario.id_usuario, 1000)
    const pref = await new Preference(sdkConfig(seller.mp.access_token)).create({
      body: {
        items: [{ id: '1', title: 'Vaso', quantity: 1, unit_price: 10 }],
        external_reference: String(idPedidoAlheio),
        notification_url: t.config.mp.notificationUrl,
      },
    })
    const paid = await t.pay(pref.id as string)
    const event = await eventually('o erro do evento', async () => {
      const { rows } = await t.pool.query('select erro from webhook_eventos where data_id = $1', [
        String(paid.payment_id),
      ])
      return rows[0]?.erro ? rows[0] : null
    })
    expect(event.erro).toMatch(/não é um pedido do vendedor/)
    const { rows } = await t.pool.query(
      'select count(*)::int as n from pagamentos where mercado_pago_payment_id = $1',
      [paid.payment_id],
    )
    expect(rows[0].n).toBe(0)
    const { rows: pedido } = await t.pool.query('select status_pedido from pedidos where id_pedido = $1', [
      idPedidoAlheio,
    ])
    expect(pedido[0].status_pedido).toBe('pagamento_pendente')
  })
})
