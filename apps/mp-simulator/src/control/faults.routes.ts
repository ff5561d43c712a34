import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { apiFaults } from '../api/api-faults.ts'
import type { Setting } from '../db/settings.ts'
import type { SimulatorOptions } from '../options.ts'
import { refundFaults } from '../payments/refund-faults.ts'
import { webhookFaults } from '../webhooks/faults.ts'

/**
 * Webhook fault injection (see webhooks/faults.ts for each knob), refund outages
 * (payments/refund-faults.ts) and an unreliable API (api/api-faults.ts). POST replaces the whole
 * setting (omitted knobs go back to their defaults); DELETE restores normal behaviour.
 */
export const faultsRoutes: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  settingRoutes(app, '/webhooks/faults', webhookFaults, options)
  // Refund outages: the next refund requests answer 500.
  settingRoutes(app, '/refunds/faults', refundFaults, options)
  // A share of the API calls failing with 500 or answering late.
  settingRoutes(app, '/api/faults', apiFaults, options)

  // What was sent and how each attempt went, so tests and the demo can see retries and give-ups.
  app.get<{ Querystring: { payment_id?: string } }>('/webhooks/deliveries', async (req) => {
    const paymentId = req.query.payment_id && /^\d+$/.test(req.query.payment_id) ? req.query.payment_id : null
    const { rows } = await options.pool.query(
      `select d.id::int, d.notification_id::bigint::text as notification_id, d.action, d.topic, d.payment_id::text, d.resource_id::text,
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

/** GET reads the setting, POST replaces it, DELETE restores its defaults. */
function settingRoutes<T>(
  app: FastifyInstance,
  path: string,
  setting: Setting<T>,
  { pool }: SimulatorOptions,
) {
  app.get(path, () => setting.read(pool))

  app.post(path, async (req) => {
    const value = setting.parse(req.body)
    await setting.write(pool, value)
    return value
  })

  app.delete(path, async () => {
    await setting.reset(pool)
    return setting.defaults
  })
}
