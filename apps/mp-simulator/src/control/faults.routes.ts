import type { FastifyPluginAsync } from 'fastify'
import {
  DEFAULT_API_FAULTS,
  parseApiFaults,
  readApiFaults,
  resetApiFaults,
  writeApiFaults,
} from '../api/api-faults.ts'
import type { SimulatorOptions } from '../options.ts'
import {
  DEFAULT_REFUND_FAULTS,
  parseRefundFaults,
  readRefundFaults,
  resetRefundFaults,
  writeRefundFaults,
} from '../payments/refund-faults.ts'
import { DEFAULT_FAULTS, parseFaults, readFaults, resetFaults, writeFaults } from '../webhooks/faults.ts'

/**
 * Webhook fault injection (see webhooks/faults.ts for each knob), refund outages
 * (payments/refund-faults.ts) and an unreliable API (api/api-faults.ts). POST replaces the whole setting (omitted knobs go back to their
 * defaults); DELETE restores normal behaviour.
 */
export const faultsRoutes: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  app.get('/webhooks/faults', () => readFaults(options.pool))

  app.post('/webhooks/faults', async (req) => {
    const faults = parseFaults(req.body)
    await writeFaults(options.pool, faults)
    return faults
  })

  app.delete('/webhooks/faults', async () => {
    await resetFaults(options.pool)
    return DEFAULT_FAULTS
  })

  // Refund outages (payments/refund-faults.ts): the next refund requests answer 500.
  app.get('/refunds/faults', () => readRefundFaults(options.pool))

  app.post('/refunds/faults', async (req) => {
    const faults = parseRefundFaults(req.body)
    await writeRefundFaults(options.pool, faults)
    return faults
  })

  app.delete('/refunds/faults', async () => {
    await resetRefundFaults(options.pool)
    return DEFAULT_REFUND_FAULTS
  })

  // A share of the API calls failing with 500 or answering late (api/api-faults.ts).
  app.get('/api/faults', () => readApiFaults(options.pool))

  app.post('/api/faults', async (req) => {
    const faults = parseApiFaults(req.body)
    await writeApiFaults(options.pool, faults)
    return faults
  })

  app.delete('/api/faults', async () => {
    await resetApiFaults(options.pool)
    return DEFAULT_API_FAULTS
  })

  // What was sent and how each attempt went, so tests and the demo can see retries and give-ups.
  app.get<{ Querystring: { payment_id?: string } }>('/webhooks/deliveries', async (req) => {
    const paymentId = req.query.payment_id && /^\d+$/.test(req.query.payment_id) ? req.query.payment_id : null
    const { rows } = await options.pool.query(
      `select d.id::int, d.notification_id::bigint::text as notification_id, d.action, d.payment_id::text,
              d.url, d.status, d.attempts, d.last_status_code, d.last_error, d.date_created, d.delivered_at,
              coalesce(json_agg(json_build_object('attempt', a.attempt, 'request_id', a.request_id,
                'status_code', a.status_code, 'error', a.error, 'simulated_failure', a.simulated_failure,
                'duration_ms', a.duration_ms, 'date_created', a.date_created) order by a.id)
                filter (where a.id is not null), '[]') as attempt_log
       from mp_sim.webhook_deliveries d left join mp_sim.webhook_attempts a on a.delivery_id = d.id
       where $1::bigint is null or d.payment_id = $1::bigint
       group by d.id order by d.id`,
      [paymentId],
    )
    return rows
  })
}
