import type { FastifyPluginAsync } from 'fastify'
import type { SimulatorOptions } from '../options.ts'
import { faultsRoutes } from './faults.routes.ts'
import { paymentsControlRoutes } from './payments-control.routes.ts'
import { testUsersRoutes } from './test-users.routes.ts'

/** /__sim: the test-control API for automated tests and the demo (not part of Mercado Pago's API). */
export const controlRoutes: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  await app.register(testUsersRoutes, { ...options, prefix: '/__sim' })
  await app.register(paymentsControlRoutes, { ...options, prefix: '/__sim' })
  await app.register(faultsRoutes, { ...options, prefix: '/__sim' })
}
