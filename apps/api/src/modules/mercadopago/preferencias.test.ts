// Checkout Pro preferences made with the seller's token (docs/design.md#orders-and-money), read back from the
// provider.
import { Preference } from 'mercadopago'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { sdkConfig } from './sdk.ts'

let t: PaymentsApp
beforeAll(async () => {
  t = await startPaymentsApp({ PLATFORM_FEE_PERCENT: '7.5' })
})
afterAll(() => t?.close())

describe('createPreferenceForOrder', () => {
  it('charges the items in BRL with the platform fee, back URLs and our webhook', async () => {
    const seller = await t.connectedSeller()
    const buyer = await signUp(t.app)
    // 2 × R$ 49,99 + 1 × R$ 100,03 = R$ 200,01; 7,5% = R$ 15,00075 → R$ 15,00
    const idPedido = await t.insertOrder(buyer.usuario.id_usuario, seller.usuario.id_usuario, 20001)
    const created = await t.services.preferencias.criarParaPedido(
      { id_pedido: idPedido, id_usuario_vendedor: seller.usuario.id_usuario, valor_total_centavos: 20001 },
      [
        { id: 11, titulo: 'Bolsa de lona reciclada', quantidade: 2, valor_unitario_centavos: 4999 },
        {
          id: 12,
          titulo: 'Luminária de garrafa',
          quantidade: 1,
          valor_unitario_centavos: 10003,
          imagem_url: '/files/a.webp',
        },
      ],
    )
    expect(created.init_point).toMatch(/^http:\/\/localhost:\d+\/mp-sim\//)
    expect(created.sandbox_init_point).toBeTruthy()

    const stored = await new Preference(sdkConfig(seller.mp.access_token)).get({ preferenceId: created.id })
    expect(stored.marketplace_fee).toBe(15)
    expect(stored.collector_id).toBe(seller.mp.id)
    expect(stored.external_reference).toBe(String(idPedido))
    expect(stored.notification_url).toBe(`http://localhost:${t.port}/api/mercadopago/webhook`)
    expect(stored.back_urls).toEqual({
      success: `http://localhost:${t.port}/pagamento/sucesso`,
      failure: `http://localhost:${t.port}/pagamento/falha`,
      pending: `http://localhost:${t.port}/pagamento/pendente`,
    })
    expect(stored.auto_return).toBe('approved')
    expect(stored.metadata).toEqual({ id_pedido: idPedido })
    expect(stored.items?.map((i) => [i.id, i.title, i.quantity, i.unit_price, i.currency_id])).toEqual([
      ['11', 'Bolsa de lona reciclada', 2, 49.99, 'BRL'],
      ['12', 'Luminária de garrafa', 1, 100.03, 'BRL'],
    ])
    expect(stored.items?.[1]?.picture_url).toBe(`http://localhost:${t.port}/files/a.webp`)
  })

  it('takes the fee on the cash total at the configured percentage, rounded to the centavo', async () => {
    const seller = await t.connectedSeller()
    const buyer = await signUp(t.app)
    const idPedido = await t.insertOrder(buyer.usuario.id_usuario, seller.usuario.id_usuario, 1990)
    const created = await t.services.preferencias.criarParaPedido(
      { id_pedido: idPedido, id_usuario_vendedor: seller.usuario.id_usuario, valor_total_centavos: 1990 },
      [{ id: 1, titulo: 'Chaveiro', quantidade: 1, valor_unitario_centavos: 1990 }],
    )
    const stored = await new Preference(sdkConfig(seller.mp.access_token)).get({ preferenceId: created.id })
    expect(stored.marketplace_fee).toBe(1.49) // 7,5% de R$ 19,90 = R$ 1,4925
  })

  it('refuses an order whose seller has no Mercado Pago connection', async () => {
    const seller = await signUp(t.app, { perfil: 'vendedor' })
    const buyer = await signUp(t.app)
    const idPedido = await t.insertOrder(buyer.usuario.id_usuario, seller.usuario.id_usuario, 1000)
    await expect(
      t.services.preferencias.criarParaPedido(
        { id_pedido: idPedido, id_usuario_vendedor: seller.usuario.id_usuario, valor_total_centavos: 1000 },
        [{ id: 1, titulo: 'Vaso', quantidade: 1, valor_unitario_centavos: 1000 }],
      ),
    ).rejects.toMatchObject({
      statusCode: 422,
      message: 'O vendedor deste pedido não está conectado ao Mercado Pago.',
    })
  })

  it('refuses items that do not add up to the order total', async () => {
    const seller = await t.connectedSeller()
    await expect(
      t.services.preferencias.criarParaPedido(
        { id_pedido: 1, id_usuario_vendedor: seller.usuario.id_usuario, valor_total_centavos: 999 },
        [{ id: 1, titulo: 'Vaso', quantidade: 1, valor_unitario_centavos: 1000 }],
      ),
    ).rejects.toThrow(/itens/)
  })
})
