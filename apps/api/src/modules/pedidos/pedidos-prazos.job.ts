import type { Deps } from '../../deps.ts'
import { createPedidosPrazosService } from './pedidos-prazos.service.ts'

export const PRAZOS_QUEUE = 'pedidos-prazos'
/** Every minute: a deadline is enforced within a minute of passing. */
const A_CADA_MINUTO = '* * * * *'

/** The orders' deadlines; each pass is idempotent (what it moved no longer matches). */
export async function registerPedidosPrazosJob(deps: Deps) {
  const { boss, log } = deps
  const prazos = createPedidosPrazosService(deps)
  await boss.createQueue(PRAZOS_QUEUE)
  await boss.schedule(PRAZOS_QUEUE, A_CADA_MINUTO)
  await boss.work(PRAZOS_QUEUE, async (jobs) => {
    if (jobs.length === 0) return
    const feito = await prazos.vencer()
    if (Object.values(feito).some((ids) => ids.length)) log.info(feito, 'prazos de pedidos')
  })
}
