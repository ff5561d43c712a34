// The security headers (helmet's: Content-Security-Policy, nosniff, frame and referrer policies, HSTS…)
// are the same on every answer: they are computed once, when the app is built, and each request only
// copies them. @fastify/helmet ran helmet's middleware on every request, parsing the CSP directives
// again each time (a profile of signed-in reads put it at 6% of the process's time).
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void

/** The headers a helmet middleware sets (names in lower case), read once from a stand-in response. */
export function fixedHeaders(middleware: Middleware): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {}
  const res = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value)
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  }
  let done = false
  middleware({ headers: {} } as IncomingMessage, res as unknown as ServerResponse, (error) => {
    if (error) throw error
    done = true
  })
  // Helmet with static directives answers at once; one that depends on the request cannot be fixed.
  if (!done) throw new Error('security headers: the middleware did not finish synchronously')
  return Object.freeze(headers)
}

/** Every answer of `app` (routes, not-found, errors) starts with `headers`; a route may override one. */
export function installSecurityHeaders(app: FastifyInstance, headers: Readonly<Record<string, string>>) {
  const entries = Object.entries(headers)
  app.addHook('onRequest', (_req, reply, next) => {
    for (const [name, value] of entries) reply.header(name, value)
    next()
  })
}
