import { HTTP_MSG } from '@recria/domain/http'
import type { FastifyInstance } from 'fastify'
import { Forbidden } from './errors.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/**
 * The in-process Mercado Pago simulator (app.ts mounts it there) stands for another site: its consent
 * and checkout forms are posted by its own pages, which helmet's no-referrer policy makes Chrome send
 * with `Origin: null`. Recria's rule is not its to apply (the real Mercado Pago has its own).
 */
const SIMULATOR_PREFIX = '/mp-sim/'

/**
 * Refuses state-changing requests sent by another site (docs/design.md#sessions-and-security): when a browser
 * sends an Origin, it must be this server's own (as the browser reached it) or the configured public URL.
 */
export function installOriginCheck(app: FastifyInstance, publicUrl: string) {
  const allowed = new URL(publicUrl).origin
  app.addHook('onRequest', async (req) => {
    const origin = req.headers.origin
    if (!origin || SAFE_METHODS.has(req.method) || req.url.startsWith(SIMULATOR_PREFIX)) return
    const own = `${req.protocol}://${req.host}`
    if (origin !== own && origin !== allowed) throw new Forbidden(HTTP_MSG.origemNaoPermitida)
  })
}
