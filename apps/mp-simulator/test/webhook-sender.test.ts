// One delivery attempt, without the queue: its deadline holds even when the heap is collected meanwhile.
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import type pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { sendNotification } from '../src/webhooks/sender.ts'
import { SIM_APP } from './sim-server.ts'
import { type Receiver, startReceiver } from './support/webhook-receiver.ts'

setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

const receivers: Receiver[] = []
afterEach(() => Promise.all(receivers.splice(0).map((r) => r.close())))

async function attempt(answerAfterMs: number, timeoutMs: number, stopSignal = new AbortController().signal) {
  const receiver = await startReceiver(() => ({ delayMs: answerAfterMs }))
  receivers.push(receiver)
  const delivery = {
    id: '1',
    notification_id: '9001',
    action: 'payment.created' as const,
    payment_id: '123',
    collector_id: '77',
    url: receiver.url,
    topic: 'payment' as const,
    resource_id: null,
    status: 'pending' as const,
    attempts: 1,
    date_created: new Date(),
  }
  const options = { ...SIM_APP, pool: {} as pg.Pool, publicUrl: 'http://127.0.0.1:9/mp-sim' }
  // A collection every few milliseconds while the receiver keeps the answer back.
  const collecting = setInterval(collectGarbage, 10)
  try {
    return await sendNotification(delivery, options, timeoutMs, stopSignal)
  } finally {
    clearInterval(collecting)
  }
}

describe('a delivery attempt', () => {
  it('times out at webhookTimeoutMs even when the heap is collected while it waits', async () => {
    const sent = await attempt(1_500, 300)
    expect(sent).toMatchObject({ ok: false, statusCode: null, error: 'timeout after 300 ms' })
  })

  it('ends at once, as stopped, when the dispatcher stops', async () => {
    const stop = new AbortController()
    setTimeout(() => stop.abort(), 100)
    const sent = await attempt(1_500, 1_000, stop.signal)
    expect(sent).toMatchObject({ ok: false, statusCode: null, error: 'aborted: dispatcher stopped' })
  })

  // The deadline is far from the answer: a collection every 10 ms on a busy machine can hold the
  // event loop for seconds, and only the deadline that falls first is under test here.
  it('records the answer of a receiver that answers in time', async () => {
    const sent = await attempt(50, 15_000)
    expect(sent).toMatchObject({ ok: true, statusCode: 200, error: null })
  })
})
