import type { FastifyBaseLogger } from 'fastify'
import type { SimulatorOptions } from '../options.ts'
import { type WebhookFaults, webhookFaults } from './faults.ts'
import { onKick } from './kick.ts'
import {
  type AttemptOutcome,
  claimDue,
  type DeliveryRow,
  msUntilNextDue,
  recordAttempt,
  releaseClaim,
} from './queue.ts'
import { sendNotification } from './sender.ts'

export const DEFAULT_RETRY_DELAYS_MS = [5_000, 15_000, 60_000, 300_000, 900_000]
export const DEFAULT_TIMEOUT_MS = 5_000
/** Upper bound between two looks at the queue: catches rows queued by other processes. */
const POLL_MS = 1_000
const BATCH = 20
/** The lease outlives the HTTP timeout, so only a dead process lets a delivery be claimed again. */
const LEASE_MARGIN_MS = 10_000

export interface WebhookDispatcher {
  /** Look at the queue now (called after a commit that queued something). */
  kick(): void
  /** Ends timers, aborts requests in flight (given back untried) and waits for the loop. */
  stop(): Promise<void>
}

/**
 * Delivers the webhook outbox: one loop per process, woken by kicks, by the earliest retry time, or
 * every POLL_MS. Pending rows left by a previous run are picked up on start.
 */
export function startWebhookDispatcher(options: SimulatorOptions, log: FastifyBaseLogger): WebhookDispatcher {
  const delays = options.webhookRetryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS
  const timeoutMs = options.webhookTimeoutMs ?? DEFAULT_TIMEOUT_MS
  const aborter = new AbortController()
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | null = null
  let again = false
  let stopped = false

  async function deliver(delivery: DeliveryRow, faults: WebhookFaults) {
    if (stopped) return releaseClaim(options.pool, delivery)
    const sent = await sendNotification(delivery, options, timeoutMs, aborter.signal)
    // Cut short by our own shutdown: not the receiver's fault, so it does not use up an attempt.
    if (!sent.ok && stopped) return releaseClaim(options.pool, delivery)
    const simulatedFailure = sent.ok && delivery.attempts <= faults.failFirst
    const delivered = sent.ok && !simulatedFailure
    const outcome: AttemptOutcome = {
      ...sent,
      simulatedFailure,
      delivered,
      retryInMs: delivered ? null : (delays[delivery.attempts - 1] ?? null),
    }
    await recordAttempt(options.pool, delivery, outcome)
    if (!delivered) {
      log.warn(
        { deliveryId: delivery.id, attempt: delivery.attempts, status: sent.statusCode, error: sent.error },
        outcome.retryInMs === null
          ? 'mp-simulator webhook given up'
          : 'mp-simulator webhook failed, will retry',
      )
    }
  }

  async function drain() {
    for (;;) {
      const faults = await webhookFaults.read(options.pool)
      const batch = await claimDue(options.pool, BATCH, timeoutMs + LEASE_MARGIN_MS, faults.reorder)
      if (batch.length === 0) return
      if (faults.concurrent) await Promise.all(batch.map((d) => deliver(d, faults)))
      else for (const delivery of batch) await deliver(delivery, faults)
      if (stopped) return
    }
  }

  async function scheduleNext() {
    const ms = await msUntilNextDue(options.pool)
    if (stopped) return
    timer = setTimeout(run, Math.max(0, Math.min(ms ?? POLL_MS, POLL_MS)))
    timer.unref()
  }

  function run() {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    clearTimeout(timer)
    again = false
    running = (async () => {
      try {
        await drain()
        await scheduleNext()
      } catch (error) {
        if (stopped) return
        log.error({ err: error }, 'mp-simulator webhook dispatcher error')
        timer = setTimeout(run, POLL_MS)
        timer.unref()
      }
    })().finally(() => {
      running = null
      // A kick that arrived mid-run may concern a row the run had already looked past.
      if (again) run()
    })
  }

  const unregister = onKick(options.pool, run)
  run()
  return {
    kick: run,
    async stop() {
      stopped = true
      unregister()
      clearTimeout(timer)
      aborter.abort()
      await running
    },
  }
}
