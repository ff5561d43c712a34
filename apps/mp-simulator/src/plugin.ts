import formbody from '@fastify/formbody'
import type { FastifyPluginAsync } from 'fastify'
import { installApiFaults } from './api/api-faults.ts'
import { checkoutRoutes } from './checkout/checkout.routes.ts'
import { controlRoutes } from './control/control.routes.ts'
import { installMpErrorHandler } from './errors.ts'
import { oauthRoutes } from './oauth/oauth.routes.ts'
import type { SimulatorOptions } from './options.ts'
import { pageStyles } from './pages/styles.ts'
import { chargebacksRoutes } from './payments/chargebacks.routes.ts'
import { paymentsRoutes } from './payments/payments.routes.ts'
import { startWebhookDispatcher } from './webhooks/dispatcher.ts'

/**
 * Mercado Pago's API and hosted pages, as far as Recria uses them, for local runs and tests.
 * Register it under a prefix (the app uses /mp-sim); the paths below it are the real API's.
 */
export const mpSimulator: FastifyPluginAsync<SimulatorOptions> = async (app, registered) => {
  // Fastify hands a plugin its own `prefix` among the options; passing it on would mount every child twice.
  const { prefix: _prefix, ...options } = registered as SimulatorOptions & { prefix?: string }
  installMpErrorHandler(app)
  installApiFaults(app, options.pool)
  await app.register(formbody)
  app.get('/static/sim.css', (_req, reply) =>
    reply.type('text/css').header('cache-control', 'public, max-age=3600').send(pageStyles),
  )
  await app.register(oauthRoutes, options)
  await app.register(checkoutRoutes, options)
  await app.register(paymentsRoutes, options)
  await app.register(chargebacksRoutes, options)
  await app.register(controlRoutes, options)
  const dispatcher = startWebhookDispatcher(options, app.log)
  app.addHook('onClose', () => dispatcher.stop())
}
