// POST /api/mercadopago/webhook: only signed, well-formed notifications are stored
// (docs/design.md#sessions-and-security).
import { createHmac, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually, type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'

let t: PaymentsApp
beforeAll(async () => {
  t = await startPaymentsApp()
})
afterAll(() => t?.close())

const now = () => Math.floor(Date.now() / 1000)

function signature(dataId: string, requestId: string, ts = now(), secret = t.config.mp.webhookSecret) {
  const v1 = createHmac('sha256', secret)
    .update(`id:${dataId};request-id:${requestId};ts:${ts};`)
    .digest('hex')
  return `ts=${ts},v1=${v1}`
}

function notification(dataId: string, overrides: Record<string, unknown> = {}) {
  return {
    id: 110000000123,
    live_mode: false,
    type: 'payment',
    action: 'payment.updated',
    date_created: new Date().toISOString(),
    user_id: 42,
    api_version: 'v1',
    data: { id: dataId },
    ...overrides,
  }
}

async function post(opts: { query?: string; headers?: Record<string, string>; payload?: unknown }) {
  return t.app.inject({
    method: 'POST',
    url: `/api/mercadopago/webhook${opts.query ?? ''}`,
    headers: opts.headers,
    payload: opts.payload as object,
  })
}

const storedEvents = async () => (await t.pool.query('select * from webhook_eventos order by id')).rows

describe('signature', () => {
  it('accepts a signed notification at once, stores it and queues it', async () => {
    const requestId = randomUUID()
    const before = (await storedEvents()).length
    const res = await post({
      query: '?data.id=987654321&type=payment',
      headers: { 'x-request-id': requestId, 'x-signature': signature('987654321', requestId) },
      payload: notification('987654321'),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ recebido: true })
    const events = await storedEvents()
    expect(events).toHaveLength(before + 1)
    expect(events.at(-1)).toMatchObject({
      request_id: requestId,
      notificacao_id: '110000000123',
      tipo: 'payment',
      acao: 'payment.updated',
      data_id: '987654321',
      mp_user_id: '42', // bigint, as pg reads it
      corpo: { api_version: 'v1', live_mode: false, data: { id: '987654321' } },
    })
    // Nobody's payment: the job records why and does not retry forever.
    const failed = await eventually('o erro do evento', async () => {
      const { rows } = await t.pool.query(
        'select erro, processado_em from webhook_eventos where request_id = $1',
        [requestId],
      )
      return rows[0]?.erro ? rows[0] : null
    })
    expect(failed.erro).toMatch(/não encontrado/)
    expect(failed.processado_em).toBeNull()
  })

  it('acknowledges a replayed delivery without storing or queueing it again', async () => {
    const requestId = randomUUID()
    const delivery = {
      query: '?data.id=987654322&type=payment',
      headers: { 'x-request-id': requestId, 'x-signature': signature('987654322', requestId) },
      payload: notification('987654322'),
    }
    expect((await post(delivery)).statusCode).toBe(200)
    const jobs = () =>
      t.pool.query(`select count(*)::int as n from pgboss.job where data->>'id_evento' is not null`)
    const queued = (await jobs()).rows[0].n
    for (let replay = 0; replay < 3; replay++) {
      const res = await post(delivery)
      expect([res.statusCode, res.json()]).toEqual([200, { recebido: true }])
    }
    const stored = await t.pool.query(
      'select count(*)::int as n from webhook_eventos where request_id = $1',
      [requestId],
    )
    expect(stored.rows[0].n).toBe(1)
    expect((await jobs()).rows[0].n).toBe(queued)
  })

  it('puts an alphanumeric data.id into the manifest in lower case', async () => {
    const requestId = randomUUID()
    const res = await post({
      query: '?data.id=ABC123def&type=merchant_order',
      headers: { 'x-request-id': requestId, 'x-signature': signature('abc123def', requestId) },
      payload: notification('ABC123def', { type: 'merchant_order' }),
    })
    expect(res.statusCode).toBe(200)
    const { rows } = await t.pool.query('select processado_em from webhook_eventos where request_id = $1', [
      requestId,
    ])
    expect(rows[0].processado_em).not.toBeNull() // kept for the audit trail, nothing to do
  })

  const refused: [string, () => { query?: string; headers?: Record<string, string> }, string][] = [
    ['no x-signature', () => ({ headers: { 'x-request-id': 'r1' } }), 'Assinatura da notificação inválida.'],
    [
      'no x-request-id',
      () => ({ headers: { 'x-signature': signature('555', '') } }),
      'Assinatura da notificação inválida.',
    ],
    ['no headers at all', () => ({ headers: {} }), 'Assinatura da notificação inválida.'],
    [
      'a signature made with another secret',
      () => ({
        headers: { 'x-request-id': 'r2', 'x-signature': signature('555', 'r2', now(), 'outro-segredo') },
      }),
      'Assinatura da notificação inválida.',
    ],
    [
      'a signature of another payment',
      () => ({ headers: { 'x-request-id': 'r3', 'x-signature': signature('556', 'r3') } }),
      'Assinatura da notificação inválida.',
    ],
    [
      'a signature of another request id',
      () => ({ headers: { 'x-request-id': 'r4', 'x-signature': signature('555', 'r5') } }),
      'Assinatura da notificação inválida.',
    ],
    [
      'a garbled x-signature',
      () => ({ headers: { 'x-request-id': 'r6', 'x-signature': 'v1=abc' } }),
      'Assinatura da notificação inválida.',
    ],
    [
      'a timestamp older than the tolerance',
      () => ({ headers: { 'x-request-id': 'r7', 'x-signature': signature('555', 'r7', now() - 301) } }),
      'Assinatura da notificação expirada.',
    ],
    [
      'a timestamp too far in the future',
      () => ({ headers: { 'x-request-id': 'r9', 'x-signature': signature('555', 'r9', now() + 301) } }),
      'Assinatura da notificação expirada.',
    ],
    [
      'no data.id in the query',
      () => ({
        query: '?type=payment',
        headers: { 'x-request-id': 'r8', 'x-signature': signature('555', 'r8') },
      }),
      'Assinatura da notificação inválida.',
    ],
  ]
  for (const [name, request, mensagem] of refused) {
    it(`answers 401 and stores nothing for ${name}`, async () => {
      const before = await storedEvents()
      const { query = '?data.id=555&type=payment', headers } = request()
      const res = await post({ query, headers, payload: notification('555') })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ mensagem })
      expect(await storedEvents()).toEqual(before)
    })
  }
})

describe('malformed notifications (validly signed)', () => {
  const cases: [string, string, unknown][] = [
    ['no type in the query', '?data.id=777', notification('777')],
    ['no data in the body', '?data.id=777&type=payment', { ...notification('777'), data: undefined }],
    ['a body about another payment', '?data.id=777&type=payment', notification('778')],
    ['a payment id that is not a number', '?data.id=77a&type=payment', notification('77a')],
    ['a body that is not an object', '?data.id=777&type=payment', [1, 2]],
  ]
  for (const [name, query, payload] of cases) {
    it(`answers 400 for ${name}`, async () => {
      const before = await storedEvents()
      const dataId = new URLSearchParams(query).get('data.id') ?? ''
      const requestId = randomUUID()
      const res = await post({
        query,
        headers: { 'x-request-id': requestId, 'x-signature': signature(dataId.toLowerCase(), requestId) },
        payload,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().mensagem).toMatch(/inválid/)
      expect(await storedEvents()).toEqual(before)
    })
  }
})

describe('documentation', () => {
  it('lists the webhook and the payment calls in /api/docs/json', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    expect(Object.keys(doc.paths['/mercadopago/webhook'])).toEqual(['post'])
    expect(Object.keys(doc.paths['/pagamentos/{id}'])).toEqual(['get'])
    expect(Object.keys(doc.paths['/pagamentos/{id}/sincronizar'])).toEqual(['put'])
  })
})
