import { MercadoPagoConfig, PaymentRefund } from 'mercadopago'
import { AppConfig } from 'mercadopago/dist/utils/config/index.js'
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { startWebhookDispatcher } from '../src/webhooks/dispatcher.ts'
import { startSimulator } from './sim-server.ts'
import { createPreference, payByControl, type Sim, seller, settle } from './support/checkout-fixtures.ts'
import { waitFor } from './support/wait.ts'
import { deliveryIn, expectValidSignature, notifiedPayment } from './support/webhook-helpers.ts'
import { type Answer, type Received, type Receiver, startReceiver } from './support/webhook-receiver.ts'

let sim: Sim
let owner: Awaited<ReturnType<typeof seller>>
const receivers: Receiver[] = []
const paid = (answer?: (req: Received) => Answer, cardholder?: string) =>
  notifiedPayment(sim, owner.config, receivers, answer, cardholder)

beforeAll(async () => {
  sim = await startSimulator()
  owner = await seller(sim)
})
afterEach(() => Promise.all(receivers.splice(0).map((r) => r.close())))
afterAll(() => sim.close())

describe('webhook deliveries', () => {
  it('posts payment.created with the real body, query, headers and a valid x-signature', async () => {
    const { receiver, paymentId } = await paid()
    const req = await waitFor('the notification', () => receiver.received[0])
    expect(req.url.pathname).toBe('/api/mercadopago/webhook')
    expect(Object.fromEntries(req.url.searchParams)).toEqual({ 'data.id': paymentId, type: 'payment' })
    expect(req.headers['content-type']).toBe('application/json')
    expect(req.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(req.body).toMatchObject({
      id: expect.any(Number),
      live_mode: false,
      type: 'payment',
      action: 'payment.created',
      user_id: owner.id,
      api_version: 'v1',
      data: { id: paymentId },
    })
    expect(req.body.date_created).toMatch(/-03:00$/)
    expectValidSignature(req)
  })

  it('posts payment.updated when a payment is settled and when it is refunded', async () => {
    const { receiver, paymentId } = await paid(undefined, 'CONT')
    await settle(sim, paymentId, 'approved')
    await new PaymentRefund(new MercadoPagoConfig({ accessToken: owner.access_token })).total({
      payment_id: paymentId,
    })
    await waitFor('three notifications', () => receiver.received.length === 3)
    const actions = receiver.received.map((r) => r.body.action)
    expect(actions).toEqual(['payment.created', 'payment.updated', 'payment.updated'])
    for (const req of receiver.received) expectValidSignature(req)
  })

  it('retries after a 500, after webhookRetryDelaysMs[0], with a new request id', async () => {
    const { receiver, paymentId } = await paid((req) => ({ status: req.index === 0 ? 500 : 200 }))
    const log = await waitFor('the delivery', () => deliveryIn(sim, paymentId, 'delivered'))
    expect(log.attempt_log.map((a) => a.status_code)).toEqual([500, 200])
    const [first, second] = receiver.received
    expect(second?.body).toEqual(first?.body)
    expect(second?.headers['x-request-id']).not.toBe(first?.headers['x-request-id'])
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(150)
  })

  it('retries after a timeout (webhookTimeoutMs)', async () => {
    const { receiver, paymentId } = await paid((req) => ({ delayMs: req.index === 0 ? 1_500 : 0 }))
    const log = await waitFor('the delivery', () => deliveryIn(sim, paymentId, 'delivered'))
    expect(log.attempt_log[0]).toMatchObject({ status_code: null, error: 'timeout after 1000 ms' })
    expect(receiver.received).toHaveLength(2)
  })

  it('gives up after the last retry and records it', async () => {
    const { receiver, paymentId } = await paid(() => ({ status: 503 }))
    const log = await waitFor('the give-up', () => deliveryIn(sim, paymentId, 'failed'))
    expect(log.attempts).toBe(4)
    expect(receiver.received).toHaveLength(4)
  })
})

describe('the dispatcher', () => {
  it('resumes pending deliveries after a stop and a new start', async () => {
    const other = await startSimulator()
    // startSimulator points the SDK's global BASE_URL at the newest simulator: point it back afterwards.
    onTestFinished(() => {
      ;(AppConfig as { BASE_URL: string }).BASE_URL = sim.baseUrl
    })
    let up = false
    const { config } = await seller(other)
    const { receiver, paymentId } = await notifiedPayment(other, config, receivers, () => ({
      status: up ? 200 : 500,
    }))
    await waitFor('a failed attempt', () => receiver.received.length >= 1)
    await other.app.close()
    const pending = await other.pool.query(
      'select status from mp_sim.webhook_deliveries where payment_id = $1',
      [paymentId],
    )
    expect(pending.rows).toEqual([{ status: 'pending' }])
    up = true
    const restarted = startWebhookDispatcher(other.options, other.app.log)
    // The app (and its /__sim API) is closed: ask the database.
    const delivered = `select 1 from mp_sim.webhook_deliveries where payment_id = $1 and status = 'delivered'`
    await waitFor('the delivery', async () => (await other.pool.query(delivered, [paymentId])).rowCount)
    await restarted.stop()
    await other.close()
  })

  it('never sends the same attempt twice when several dispatchers share the database', async () => {
    const extra = [
      startWebhookDispatcher(sim.options, sim.app.log),
      startWebhookDispatcher(sim.options, sim.app.log),
    ]
    const receiver = await startReceiver()
    receivers.push(receiver)
    const preference = await createPreference(owner.config, { notification_url: receiver.url })
    const pay = () => payByControl(sim, preference.id as string, { payment_method_id: 'pix' })
    await Promise.all(Array.from({ length: 8 }, pay))
    await waitFor('eight notifications', () => receiver.received.length >= 8)
    await Promise.all(extra.map((d) => d.stop()))
    expect(new Set(receiver.received.map((r) => r.body.id)).size).toBe(8)
    expect(receiver.received).toHaveLength(8)
  })
})
