// Production logs no line per request (decision 035): a request slower than LOG_SLOW_REQUEST_MS is
// logged as one `warn` line, with its method, route pattern, redacted URL, status, time and request id
// (decision 038). The check is one comparison on each answer.
import type { FastifyInstance } from 'fastify'

export const REQUISICAO_LENTA = 'requisição lenta'

export function installRequisicoesLentas(app: FastifyInstance, limiteMs: number) {
  if (limiteMs <= 0) return
  app.addHook('onResponse', (req, reply, done) => {
    const ms = reply.elapsedTime
    if (ms >= limiteMs)
      req.log.warn(
        {
          req,
          rota: req.routeOptions.url ?? null,
          status: reply.statusCode,
          ms: Math.round(ms),
        },
        REQUISICAO_LENTA,
      )
    done()
  })
}
