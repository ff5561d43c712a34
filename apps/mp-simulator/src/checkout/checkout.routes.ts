import type { FastifyPluginAsync } from 'fastify'
import type { SimulatorOptions } from '../options.ts'
import { checkoutPageRoutes } from './checkout-page.routes.ts'
import { preferencesRoutes } from './preferences.routes.ts'

/** Checkout Pro: the preferences API and the hosted payment page its init_point leads to. */
export const checkoutRoutes: FastifyPluginAsync<SimulatorOptions> = async (app, registered) => {
  // Never pass a `prefix` Fastify may have put in the options down: paths must stay the real API's.
  const { prefix: _prefix, ...options } = registered as SimulatorOptions & { prefix?: string }
  await app.register(preferencesRoutes, options)
  await app.register(checkoutPageRoutes, options)
}
