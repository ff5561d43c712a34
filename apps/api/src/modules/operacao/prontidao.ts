// Whether this process should get traffic: the state /api/pronto reports and SIGTERM changes.
import type { FastifyInstance } from 'fastify'

export interface Prontidao {
  /** From SIGTERM on: /api/pronto answers 503 so the balancer stops sending; requests still work. */
  encerrando: boolean
}

const estados = new WeakMap<FastifyInstance, Prontidao>()

/** This app's state (created on first use). */
export function prontidaoDe(app: FastifyInstance): Prontidao {
  let estado = estados.get(app)
  if (!estado) {
    estado = { encerrando: false }
    estados.set(app, estado)
  }
  return estado
}

/**
 * The shutdown's first step (server.ts on SIGTERM): readiness fails at once, then `drainMs` pass while
 * the balancer notices and requests in flight (and those already routed here) finish; the caller
 * closes the server after.
 */
export async function iniciarEncerramento(app: FastifyInstance, drainMs: number) {
  prontidaoDe(app).encerrando = true
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs))
}
