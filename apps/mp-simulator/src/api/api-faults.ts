import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { storedSetting } from '../db/settings.ts'
import type { Queryable } from '../db/transaction.ts'
import { MpError } from '../errors.ts'

/**
 * An unreliable provider for the API the SDK calls (preferences, payment reads, refunds): a share of
 * the calls answers Mercado Pago's 500 without doing anything, another share is done and then answered
 * only after `timeout_ms` (the caller has usually given up: it cannot know the call went through).
 */
export const ApiFaultsSchema = z
  .strictObject({
    error_rate: z.number().min(0).max(1).default(0),
    timeout_rate: z.number().min(0).max(1).default(0),
    timeout_ms: z.int().min(0).max(120_000).default(15_000),
  })
  .refine((f) => f.error_rate + f.timeout_rate <= 1, 'error_rate + timeout_rate must not exceed 1')

export type ApiFaults = z.infer<typeof ApiFaultsSchema>

export const apiFaults = storedSetting('api_faults', ApiFaultsSchema)

/** The routes the SDK calls; the hosted pages, OAuth and the control API are never disturbed. */
const FAULTY_ROUTE = /\/(v1\/payments|checkout\/preferences)(\/|$)/

const delayed = new WeakMap<FastifyRequest, number>()

/** Draws each API call's fate (error, late answer or none) from the stored setting. */
export function installApiFaults(app: FastifyInstance, db: Queryable) {
  app.addHook('onRequest', async (req) => {
    if (!FAULTY_ROUTE.test(req.routeOptions.url ?? '')) return
    const faults = await apiFaults.read(db)
    const draw = Math.random()
    if (draw < faults.error_rate) throw new MpError(500, 'internal_error', 'internal_error')
    if (draw < faults.error_rate + faults.timeout_rate) delayed.set(req, faults.timeout_ms)
  })
  app.addHook('onSend', async (req) => {
    const ms = delayed.get(req)
    if (ms) await new Promise((resolve) => setTimeout(resolve, ms))
  })
}
