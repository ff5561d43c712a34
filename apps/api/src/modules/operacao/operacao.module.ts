// The operations module's face: the only file of this folder that the app and the server import
// (docs/architecture.md, "Modules"). It builds no service: the health routes read the pools and the
// readiness the app hands them, and the rest are hooks installed on the app.
import type { FastifyInstance } from 'fastify'
import { prontidaoDe } from './prontidao.ts'

/** The process's readiness as the health routes report it. */
export function createOperacaoModule(app: FastifyInstance) {
  return { prontidao: prontidaoDe(app) }
}

export type OperacaoModule = ReturnType<typeof createOperacaoModule>

export { registerHousekeepingJob } from './limpeza.job.ts'
export { installMetricas } from './metricas.ts'
export { iniciarEncerramento } from './prontidao.ts'
export { requestIdGenerator } from './request-id.ts'
export { installRequisicoesLentas } from './requisicao-lenta.ts'
export { saudeRoutes } from './saude.routes.ts'
