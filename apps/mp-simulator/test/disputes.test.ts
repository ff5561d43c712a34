// A buyer's claim and a card chargeback through the control API: the payment's status as the API
// reads it, the usual payment.updated notifications, and the chargeback's own signed notification.
import { Payment } from 'mercadopago'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator } from './sim-server.ts'
import { type Sim, seller } from './support/checkout-fixtures.ts'
import { waitFor } from './support/wait.ts'
import { expectValidSignature, notifiedPayment } from './support/webhook-helpers.ts'
import type { Receiver } from './support/webhook-receiver.ts'

let sim: Sim
let owner: Awaited<ReturnType<typeof seller>>
const receivers: Receiver[] = []

beforeAll(async () => {
  sim = await startSimulator()
  owner = await seller(sim)
})
afterEach(() => Promise.all(receivers.splice(0).map((r) => r.close())))
afterAll(() => sim.close())

async function post(path: string) {
  const res = await sim.control(path, { method: 'POST' })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

const read = (paymentId: string) => new Payment(owner.config).get({ id: paymentId })

async function chargeback(id: string, accessToken = owner.access_token) {
  const res = await fetch(`${sim.baseUrl}/v1/chargebacks/${id}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

describe('a claim (mediation)', () => {
  it('moves an approved payment to in_mediation, keeps its fees and notifies payment.updated', async () => {
    const { receiver, paymentId } = await notifiedPayment(sim, owner.config, receivers)
    expect(await post(`/payments/${paymentId}/mediation`)).toEqual({
      status: 200,
      body: { payment_id: Number(paymentId), status: 'in_mediation', status_detail: 'in_mediation' },
    })
    const payment = await read(paymentId)
    expect(payment).toMatchObject({ status: 'in_mediation', transaction_amount: 119.8 })
    expect(payment.fee_details?.length).toBeGreaterThan(0)
    await waitFor('two notifications', () => receiver.received.length === 2)
    expect(receiver.received.map((r) => [r.body.type, r.body.action, r.body.data.id])).toEqual([
      ['payment', 'payment.created', paymentId],
      ['payment', 'payment.updated', paymentId],
    ])
  })

  it('is refused for a payment that is not approved, or unknown', async () => {
    const { paymentId } = await notifiedPayment(sim, owner.config, receivers, undefined, 'CONT')
    expect((await post(`/payments/${paymentId}/mediation`)).status).toBe(400)
    expect((await read(paymentId)).status).toBe('pending')
    expect((await post('/payments/999999999/mediation')).status).toBe(404)
    expect((await post('/payments/abc/chargeback')).status).toBe(404)
  })

  it('needs the control token', async () => {
    const res = await fetch(`${sim.baseUrl}/__sim/payments/1/mediation`, { method: 'POST' })
    expect(res.status).toBe(401)
  })
})

describe('a chargeback', () => {
  it('charges a mediated payment back, records the chargeback and notifies it as itself', async () => {
    const { receiver, paymentId } = await notifiedPayment(sim, owner.config, receivers)
    await post(`/payments/${paymentId}/mediation`)
    const res = await post(`/payments/${paymentId}/chargeback`)
    expect(res).toMatchObject({
      status: 201,
      body: {
        payment_id: Number(paymentId),
        status: 'charged_back',
        chargeback: { id: expect.stringMatching(/^\d+$/), payment_id: Number(paymentId), amount: 119.8 },
      },
    })
    const id = (res.body.chargeback as { id: string }).id
    expect((await read(paymentId)).status).toBe('charged_back')

    await waitFor('four notifications', () => receiver.received.length === 4)
    const notice = receiver.received.find((r) => r.body.type === 'chargebacks')
    expect(notice?.body).toMatchObject({ type: 'chargebacks', action: 'chargeback.created', data: { id } })
    expect(Object.fromEntries(notice?.url.searchParams ?? [])).toEqual({ 'data.id': id, type: 'chargebacks' })
    for (const req of receiver.received) expectValidSignature(req)
    expect(receiver.received.filter((r) => r.body.type === 'payment').map((r) => r.body.action)).toEqual([
      'payment.created',
      'payment.updated',
      'payment.updated',
    ])

    expect(await chargeback(id)).toMatchObject({
      status: 200,
      body: {
        id,
        payment_id: Number(paymentId),
        payments: [Number(paymentId)],
        currency_id: 'BRL',
        amount: 119.8,
      },
    })
  })

  it('charges an approved payment back once; its chargeback is the collector’s alone', async () => {
    const { paymentId } = await notifiedPayment(sim, owner.config, receivers)
    const first = await post(`/payments/${paymentId}/chargeback`)
    expect(first.status).toBe(201)
    expect((await post(`/payments/${paymentId}/chargeback`)).status).toBe(400)
    expect((await post(`/payments/${paymentId}/mediation`)).status).toBe(400)
    const id = (first.body.chargeback as { id: string }).id
    const other = await seller(sim)
    expect((await chargeback(id, other.access_token)).status).toBe(404)
    expect((await chargeback(id, 'APP_USR-nao-existe')).status).toBe(401)
    expect((await chargeback('123')).status).toBe(404)
    const { rows } = await sim.pool.query(
      'select count(*)::int as n from mp_sim.chargebacks where payment_id = $1',
      [paymentId],
    )
    expect(rows[0].n).toBe(1)
  })

  it('is refused for a fully refunded payment', async () => {
    const { paymentId } = await notifiedPayment(sim, owner.config, receivers)
    const refund = await fetch(`${sim.baseUrl}/v1/payments/${paymentId}/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.access_token}` },
    })
    expect(refund.status).toBe(201)
    expect((await post(`/payments/${paymentId}/chargeback`)).status).toBe(400)
    expect((await read(paymentId)).status).toBe('refunded')
  })
})
