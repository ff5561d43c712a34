import type { FastifyPluginAsync, RouteHandlerMethod } from 'fastify'
import { requireCollector } from '../auth.ts'
import { MpError } from '../errors.ts'
import type { SimulatorOptions } from '../options.ts'
import { findPreference, insertPreference } from './preference-repository.ts'
import { parsePreference } from './preference-validation.ts'
import { preferenceView } from './preference-view.ts'

/** Checkout Pro's preference API: the collector's access token creates and reads its own preferences. */
export const preferencesRoutes: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const create: RouteHandlerMethod = async (req, reply) => {
    const collector = await requireCollector(req, options.pool)
    const input = parsePreference(req.body)
    const row = await insertPreference(options.pool, collector.id, options.clientId, input)
    return reply.status(201).send(preferenceView(options, row))
  }
  // The SDK posts to the trailing-slash form; plain HTTP clients usually don't.
  app.post('/checkout/preferences', create)
  app.post('/checkout/preferences/', create)

  app.get<{ Params: { id: string } }>('/checkout/preferences/:id', async (req) => {
    const collector = await requireCollector(req, options.pool)
    const row = await findPreference(options.pool, req.params.id)
    // Another collector's preference is indistinguishable from a missing one, as with payments.
    if (!row || Number(row.collector_id) !== collector.id) {
      const description = 'preference_id not found'
      throw new MpError(404, 'not_found', description, [{ code: 'invalid_id', description }])
    }
    return preferenceView(options, row)
  })
}
