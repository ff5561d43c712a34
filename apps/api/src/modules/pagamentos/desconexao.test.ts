// A seller cannot disconnect Mercado Pago while payments may still be refunded through their account
// (decision 020): pending ones, approved ones of orders not delivered (or cancelled and not yet paid
// back), delivered within 7 days, or with an open refund request. Payments made through the simulator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { type Pago, pagamentosFixtures, type Vendedor } from './pagamentos.fixtures.ts'

let t: PaymentsApp
let f: ReturnType<typeof pagamentosFixtures>
let comprador: number

beforeAll(async () => {
  t = await startPaymentsApp({ JOBS_WORKERS: 'false' })
  f = pagamentosFixtures(t)
  comprador = (await signUp(t.app)).usuario.id_usuario
}, 60_000)
afterAll(() => t?.close())

const UM =
  'Não é possível desconectar o Mercado Pago: você tem 1 pagamento que ainda pode ser reembolsado (aguardando confirmação, de pedido ainda não entregue, entregue nos últimos 7 dias ou com reembolso em aberto). Os reembolsos são feitos pela sua conta do Mercado Pago; desconecte quando esses prazos terminarem.'
const DOIS =
  'Não é possível desconectar o Mercado Pago: você tem 2 pagamentos que ainda podem ser reembolsados (aguardando confirmação, de pedido ainda não entregue, entregue nos últimos 7 dias ou com reembolso em aberto). Os reembolsos são feitos pela sua conta do Mercado Pago; desconecte quando esses prazos terminarem.'
const REFUSED_ONE = [422, UM]
const DONE = [200, 'Desconectado do Mercado Livre com sucesso!']

async function desconectar(seller: Vendedor) {
  const res = await t.app.inject({
    method: 'DELETE',
    url: '/api/auth/mercadopago/disconnect',
    headers: { cookie: seller.cookie },
  })
  return [res.statusCode, res.json().mensagem]
}

const conectado = async (seller: Vendedor) =>
  (
    await t.pool.query('select count(*)::int as n from conexoes_mercadopago where id_usuario = $1', [
      seller.usuario.id_usuario,
    ])
  ).rows[0].n === 1

/** Puts the order where the test needs it (the seller's steps have their own tests). */
async function pedido(pago: Pago, status: string, entregueHa?: string) {
  await t.pool.query(
    `update pedidos set status_pedido = $2,
       data_entrega_realizada = case when $3::interval is null then null else now() - $3::interval end
     where id_pedido = $1`,
    [pago.idPedido, status, entregueHa ?? null],
  )
}

const cartao = (seller: Vendedor, centavos = 5000) =>
  f.pagar(seller, comprador, centavos, { metodo: 'master', titular: 'APRO' })

describe('disconnecting Mercado Pago', () => {
  it('is refused while a Pix waits for the bank, and allowed once it is refused', async () => {
    const seller = await t.connectedSeller()
    const pix = await f.pagar(seller, comprador, 5000, { metodo: 'pix' })
    expect(await desconectar(seller)).toEqual(REFUSED_ONE)
    expect(await conectado(seller)).toBe(true)
    await f.liquidar(seller, pix, 'rejected')
    expect(await desconectar(seller)).toEqual(DONE)
    expect(await conectado(seller)).toBe(false)
  })

  it('is refused for a paid order until 7 days after its delivery', async () => {
    const seller = await t.connectedSeller()
    const pago = await cartao(seller)
    expect(await desconectar(seller)).toEqual(REFUSED_ONE) // paid, not confirmed
    for (const status of ['confirmado', 'em_preparacao', 'pronto_para_entrega']) {
      await pedido(pago, status)
      expect(await desconectar(seller), status).toEqual(REFUSED_ONE)
    }
    await pedido(pago, 'entregue', '6 days 23 hours 59 minutes')
    expect(await desconectar(seller)).toEqual(REFUSED_ONE)
    await pedido(pago, 'entregue', '7 days 1 minute')
    expect(await desconectar(seller)).toEqual(DONE)
  })

  it('is refused while a refund request is open, even after the window', async () => {
    const seller = await t.connectedSeller()
    const pago = await cartao(seller)
    await pedido(pago, 'entregue', '10 days')
    const { rows } = await t.pool.query(
      `insert into reembolsos (id_pagamento, id_pedido, id_usuario_comprador, id_usuario_vendedor, motivo,
         descricao_motivo, valor_solicitado_centavos)
       values ($1, $2, $3, $4, 'defective_product', 'Chegou quebrado.', 5000) returning id_reembolso`,
      [pago.idPagamento, pago.idPedido, comprador, seller.usuario.id_usuario],
    )
    const idReembolso = rows[0].id_reembolso
    for (const status of ['awaiting_approval', 'approved', 'processing']) {
      await t.pool.query('update reembolsos set status = $2 where id_reembolso = $1', [idReembolso, status])
      expect(await desconectar(seller), status).toEqual(REFUSED_ONE)
    }
    await t.pool.query(`update reembolsos set status = 'rejected' where id_reembolso = $1`, [idReembolso])
    expect(await desconectar(seller)).toEqual(DONE)
  })

  it('is refused for a cancelled order whose payment is not yet given back, allowed once refunded', async () => {
    const seller = await t.connectedSeller()
    const pago = await cartao(seller)
    await pedido(pago, 'cancelado')
    expect(await desconectar(seller)).toEqual(REFUSED_ONE)
    await f.reembolsar(pago)
    expect(await desconectar(seller)).toEqual(DONE)
  })

  it('counts every such payment, and none of another seller, a refused card or a refunded one', async () => {
    const seller = await t.connectedSeller()
    const outro = await t.connectedSeller()
    await cartao(outro)
    await f.pagar(seller, comprador, 3000, { metodo: 'master', titular: 'OTHE' })
    const reembolsado = await cartao(seller)
    await f.reembolsar(reembolsado)
    expect(await desconectar(seller)).toEqual(DONE)

    const seller2 = await t.connectedSeller()
    await cartao(seller2)
    await f.pagar(seller2, comprador, 8000, { metodo: 'bolbradesco' })
    expect(await desconectar(seller2)).toEqual([422, DOIS])
    expect(await conectado(seller2)).toBe(true)
  })
})
