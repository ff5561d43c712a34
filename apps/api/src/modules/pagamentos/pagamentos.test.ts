// GET /api/pagamentos/{id} and PUT /api/pagamentos/{id}/sincronizar: the order's buyer and seller
// only; the sync reads the provider's current state, as the webhook job does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'

let t: PaymentsApp
let seller: Awaited<ReturnType<PaymentsApp['connectedSeller']>>
let buyer: Awaited<ReturnType<typeof signUp>>
let stranger: Awaited<ReturnType<typeof signUp>>
beforeAll(async () => {
  t = await startPaymentsApp()
  seller = await t.connectedSeller()
  buyer = await signUp(t.app)
  stranger = await signUp(t.app, { perfis: ['comprador', 'vendedor'] })
})
afterAll(() => t?.close())

const pendingPix = (totalCentavos?: number) =>
  t.pendingPixPayment(seller, buyer.usuario.id_usuario, totalCentavos)

const sync = (id: number | string, cookie?: string) =>
  t.app.inject({ method: 'PUT', url: `/api/pagamentos/${id}/sincronizar`, headers: cookie ? { cookie } : {} })
const get = (id: number | string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/pagamentos/${id}`, headers: cookie ? { cookie } : {} })

describe('PUT /pagamentos/{id}/sincronizar', () => {
  it('brings in the approval the provider has and moves the order, for the buyer', async () => {
    const { idPedido, mpPaymentId, idPagamento } = await pendingPix()
    await t.sim(`/payments/${mpPaymentId}/status`, { status: 'approved' })
    const res = await sync(idPagamento, buyer.cookie)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      mensagem: 'Pagamento sincronizado com sucesso',
      pagamento: {
        id_pagamento: idPagamento,
        status: 'approved',
        tipo_pagamento: 'bank_transfer',
        valor_total: 159.9,
        valor_liquido: 150.44, // R$ 159,90 − Mercado Pago 4,98% (R$ 7,96) − plataforma R$ 1,50
        valor_taxa: 9.46,
        data_criacao: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        external_reference: String(idPedido),
        mercado_pago_payment_id: null, // only the seller sees the provider's id (docs/product/pagamentos.md)
        pedido: { id_pedido: idPedido },
      },
    })
    const { rows } = await t.pool.query(
      `select p.status_pedido, (select count(*)::int from pedido_eventos e where e.id_pedido = p.id_pedido) as eventos
       from pedidos p where id_pedido = $1`,
      [idPedido],
    )
    expect(rows[0]).toEqual({ status_pedido: 'pagamento_aprovado', eventos: 1 })
  })

  it('answers the seller too, with the provider payment id', async () => {
    const { mpPaymentId, idPagamento } = await pendingPix()
    const res = await sync(idPagamento, seller.cookie)
    expect(res.statusCode).toBe(200)
    expect(res.json().pagamento).toMatchObject({ status: 'pending', mercado_pago_payment_id: mpPaymentId })
  })

  it('refuses anyone else (403), an unknown payment (404), a visitor (401) and a bad id (400)', async () => {
    const { idPagamento } = await pendingPix()
    expect((await sync(idPagamento, stranger.cookie)).json()).toEqual({
      mensagem: 'Você não tem permissão para acessar este pagamento.',
    })
    expect((await sync(idPagamento, stranger.cookie)).statusCode).toBe(403)
    expect((await sync(999_999, buyer.cookie)).statusCode).toBe(404)
    expect((await sync(999_999, buyer.cookie)).json()).toEqual({ mensagem: 'Pagamento não encontrado.' })
    expect((await sync(idPagamento)).statusCode).toBe(401)
    expect((await sync('abc', buyer.cookie)).statusCode).toBe(400)
  })

  it('says it could not sync when the seller is no longer connected (422)', async () => {
    const { idPagamento } = await pendingPix()
    const saved = await t.pool.query('select * from conexoes_mercadopago where id_usuario = $1', [
      seller.usuario.id_usuario,
    ])
    await t.pool.query('delete from conexoes_mercadopago where id_usuario = $1', [seller.usuario.id_usuario])
    try {
      const res = await sync(idPagamento, seller.cookie)
      expect(res.statusCode).toBe(422)
      expect(res.json().mensagem).toMatch(/^Erro ao sincronizar pagamento\./)
    } finally {
      const row = saved.rows[0]
      await t.pool.query(
        `insert into conexoes_mercadopago (id_usuario, mp_user_id, access_token_cifrado, refresh_token_cifrado, expira_em)
         values ($1, $2, $3, $4, $5)`,
        [row.id_usuario, row.mp_user_id, row.access_token_cifrado, row.refresh_token_cifrado, row.expira_em],
      )
    }
  })
})

describe('GET /pagamentos/{id}', () => {
  it('answers the payment to its buyer and seller only', async () => {
    const { idPedido, idPagamento, mpPaymentId } = await pendingPix(2000)
    const asBuyer = await get(idPagamento, buyer.cookie)
    expect(asBuyer.statusCode).toBe(200)
    expect(asBuyer.json()).toMatchObject({
      id_pagamento: idPagamento,
      status: 'pending',
      valor_total: 20,
      valor_liquido: 0,
      valor_taxa: 0,
      mercado_pago_payment_id: null,
      pedido: { id_pedido: idPedido },
    })
    expect((await get(idPagamento, seller.cookie)).json().mercado_pago_payment_id).toBe(mpPaymentId)
    expect((await get(idPagamento, stranger.cookie)).statusCode).toBe(403)
    expect((await get(idPagamento)).statusCode).toBe(401)
    expect((await get(123_456, seller.cookie)).statusCode).toBe(404)
  })
})
