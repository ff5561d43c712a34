import type { FastifyInstance } from 'fastify'
import { Forbidden } from './errors.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses state-changing requests sent by another site (DESIGN §7): when a browser sends an
 * Origin, it must be this server's own (as the browser reached it) or the configured public URL.
 */
export function installOriginCheck(app: FastifyInstance, publicUrl: string) {
  const allowed = new URL(publicUrl).origin
  app.addHook('onRequest', async (req) => {
    const origin = req.headers.origin
    if (!origin || SAFE_METHODS.has(req.method)) return
    const own = `${req.protocol}://${req.host}`
    if (origin !== own && origin !== allowed) throw new Forbidden('Origem da requisição não permitida.')
  })
}
