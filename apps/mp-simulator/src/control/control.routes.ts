import { timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { MpError } from '../errors.ts'
import type { SimulatorOptions } from '../options.ts'
import { faultsRoutes } from './faults.routes.ts'
import { paymentsControlRoutes } from './payments-control.routes.ts'
import { testUsersRoutes } from './test-users.routes.ts'

export const CONTROL_TOKEN_HEADER = 'x-sim-token'

/**
 * /__sim: the test-control API for automated tests and manual runs (not part of Mercado Pago's API).
 * It approves payments and creates connected accounts, so it is absent unless a token is configured,
 * and every call must carry that token.
 */
export const controlRoutes: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const { controlToken } = options
  if (!controlToken) return
  await app.register(
    async (control) => {
      control.addHook('onRequest', async (req) => requireControlToken(req, controlToken))
      await control.register(testUsersRoutes, options)
      await control.register(paymentsControlRoutes, options)
      await control.register(faultsRoutes, options)
    },
    { prefix: '/__sim' },
  )
}

function requireControlToken(req: FastifyRequest, expected: string) {
  const given = Buffer.from(String(req.headers[CONTROL_TOKEN_HEADER] ?? ''))
  const wanted = Buffer.from(expected)
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted))
    throw new MpError(401, 'unauthorized', 'invalid control token')
}
