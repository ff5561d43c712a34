// A paid order contested at Mercado Pago: the buyer's claim (in_mediation) and the card chargeback
// (charged_back) reach Recria through the simulator's signed notifications — the payment's own and the
// chargeback's ('chargebacks') — the payment is stored in that status, the order stays where it was,
// and the seller is told once per status.
import { createHmac, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { eventually, type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'

let t: PaymentsApp
let seller: Awaited<ReturnType<PaymentsApp['connectedSeller']>>
let buyerName: string
let idPedido: number
let mpPaymentId: number
let chargebackId: string

beforeAll(async () => {
  t = await startPaymentsApp()
  seller = await t.connectedSeller()
  const buyer = await signUp(t.app)
  buyerName = buyer.usuario.nome
  idPedido = await t.insertOrder(buyer.usuario.id_usuario, seller.usuario.id_usuario, 15990)
  const pref = await t.services.preferencias.criarParaPedido(
    { id_pedido: idPedido, id_usuario_vendedor: seller.usuario.id_usuario, valor_total_centavos: 15990 },
    [{ id: 1, titulo: 'Bolsa de lona reciclada', quantidade: 1, valor_unitario_centavos: 15990 }],
  )
  mpPaymentId = (await t.pay(pref.id)).payment_id
  await eventually('o pedido aprovado', async () => (await pedido()).status_pedido === 'pagamento_aprovado')
}, 60_000)
afterAll(() => t?.close())

const pedido = async () =>
  (await t.pool.query('select status_pedido from pedidos where id_pedido = $1', [idPedido])).rows[0]
const pagamento = async () =>
  (await t.pool.query('select * from pagamentos where mercado_pago_payment_id = $1', [mpPaymentId])).rows[0]
const avisos = async () =>
  (
    await t.pool.query(
      `select id_usuario, titulo, mensagem, id_pedido, dados_adicionais from notificacoes
       where tipo = 'pagamento_contestado' order by id_notificacao`,
    )
  ).rows

describe('a claim at Mercado Pago', () => {
  it('stores the payment in_mediation, keeps the order paid and tells the seller once', async () => {
    await t.sim(`/payments/${mpPaymentId}/mediation`)
    const row = await eventually('o pagamento em mediação', async () => {
      const row = await pagamento()
      return row?.status === 'in_mediation' ? row : null
    })
    // The fees stay: money moved, and the claim only holds it (Mercado Pago 4,98% + platform 10%).
    expect(row).toMatchObject({
      valor_total_centavos: 15990,
      valor_taxa_centavos: 796 + 1599,
      valor_liquido_centavos: 15990 - 796 - 1599,
    })
    expect((await pedido()).status_pedido).toBe('pagamento_aprovado')
    await eventually('o aviso ao vendedor', async () => (await avisos()).length === 1)
    // The same state read again (a repeated notification, a manual sync) tells no one twice.
    await t.services.pagamentosSync.sincronizar({ mpPaymentId, idUsuarioVendedor: seller.usuario.id_usuario })
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/pagamentos/${row.id_pagamento}/sincronizar`,
      headers: { cookie: seller.cookie },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().pagamento.status).toBe('in_mediation')
    expect(await avisos()).toEqual([
      {
        id_usuario: seller.usuario.id_usuario,
        titulo: 'Pagamento em mediação',
        mensagem: `${buyerName} abriu uma reclamação no Mercado Pago sobre o pedido #${idPedido}. O pagamento está em mediação.`,
        id_pedido: idPedido,
        dados_adicionais: expect.objectContaining({
          mercado_pago_payment_id: mpPaymentId,
          status: 'in_mediation',
        }),
      },
    ])
  })

  it("shows 'Em mediação' on the seller's payments page data and counts it among those in process", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/pagamentos/vendedor/${seller.usuario.id_usuario}?status=in_process`,
      headers: { cookie: seller.cookie },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().pagamentos.map((p: { status: string }) => p.status)).toEqual(['in_mediation'])
  })
})

describe('a chargeback', () => {
  it("is notified as 'chargebacks', processed by syncing its payment, charged_back, the seller told once", async () => {
    const res = await t.sim<{ chargeback: { id: string } }>(`/payments/${mpPaymentId}/chargeback`)
    chargebackId = res.chargeback.id
    const evento = await eventually('a notificação do chargeback processada', async () => {
      const { rows } = await t.pool.query(
        `select tipo, acao, data_id, processado_em, erro from webhook_eventos where tipo = 'chargebacks'`,
      )
      return rows[0]?.processado_em ? rows[0] : null
    })
    expect(evento).toMatchObject({
      tipo: 'chargebacks',
      acao: 'chargeback.created',
      data_id: chargebackId,
      erro: null,
    })
    expect((await pagamento()).status).toBe('charged_back')
    expect((await pedido()).status_pedido).toBe('pagamento_aprovado')
    await eventually('o segundo aviso', async () => (await avisos()).length === 2)
    await t.services.pagamentosSync.sincronizar({ mpPaymentId, idUsuarioVendedor: seller.usuario.id_usuario })
    const todos = await avisos()
    expect(todos).toHaveLength(2)
    expect(todos[1]).toMatchObject({
      id_usuario: seller.usuario.id_usuario,
      titulo: 'Pagamento estornado',
      mensagem: `O pagamento do pedido #${idPedido} de ${buyerName} foi estornado (chargeback) pelo Mercado Pago.`,
      dados_adicionais: expect.objectContaining({ status: 'charged_back' }),
    })
  })

  it('refuses an unsigned or forged chargebacks notification and stores nothing', async () => {
    const before = (await t.pool.query('select count(*)::int as n from webhook_eventos')).rows[0].n
    const requestId = randomUUID()
    const ts = Math.floor(Date.now() / 1000)
    const forged = createHmac('sha256', 'outro-segredo')
      .update(`id:${chargebackId};request-id:${requestId};ts:${ts};`)
      .digest('hex')
    for (const headers of [{}, { 'x-request-id': requestId, 'x-signature': `ts=${ts},v1=${forged}` }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/mercadopago/webhook?data.id=${chargebackId}&type=chargebacks`,
        headers,
        payload: { type: 'chargebacks', action: 'chargeback.created', data: { id: chargebackId } },
      })
      expect(res.statusCode).toBe(401)
      expect(res.json().mensagem).toBe('Assinatura da notificação inválida.')
    }
    expect((await t.pool.query('select count(*)::int as n from webhook_eventos')).rows[0].n).toBe(before)
  })

  it('records a chargeback no connected seller can read as failed, without retrying it', async () => {
    const requestId = randomUUID()
    const ts = Math.floor(Date.now() / 1000)
    const v1 = createHmac('sha256', t.config.mp.webhookSecret)
      .update(`id:999000111;request-id:${requestId};ts:${ts};`)
      .digest('hex')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mercadopago/webhook?data.id=999000111&type=chargebacks',
      headers: { 'x-request-id': requestId, 'x-signature': `ts=${ts},v1=${v1}` },
      payload: {
        type: 'chargebacks',
        action: 'chargeback.created',
        user_id: seller.mp.id,
        data: { id: '999000111' },
      },
    })
    expect(res.statusCode).toBe(200)
    const evento = await eventually('o erro registrado', async () => {
      const { rows } = await t.pool.query(
        `select erro, processado_em from webhook_eventos where data_id = '999000111'`,
      )
      return rows[0]?.erro ? rows[0] : null
    })
    expect(evento).toEqual({
      erro: 'Contestação 999000111 não encontrada para nenhum vendedor conectado.',
      processado_em: null,
    })
    const job = await eventually('o job concluído, sem nova tentativa', async () => {
      const { rows } = await t.pool.query(
        `select state, retry_count from pgboss.job where singleton_key = 'chargebacks:999000111'`,
      )
      return rows[0]?.state === 'completed' ? rows[0] : null
    })
    expect(job.retry_count).toBe(0)
  })
})
