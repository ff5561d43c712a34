import type { Deps } from '../../deps.ts'
import { agendar } from '../../lib/boss.ts'
import type { PedidosPrazosService } from './pedidos-prazos.service.ts'

/** Every minute: a deadline is enforced within a minute of passing. */
const A_CADA_MINUTO = '* * * * *'

/**
 * Each deadline is its own queue and schedule, so one that fails (and is retried) never holds the
 * others back: an unpaid order that cannot expire does not keep a paid one from being refunded.
 */
export const PRAZOS = [
  ['pedidos-prazo-pagamento', 'expirarNaoPagos'],
  ['pedidos-prazo-confirmacao', 'cancelarNaoConfirmados'],
  ['pedidos-lembrete-confirmacao', 'lembrarConfirmacao'],
] as const

/** The single queue that ran every deadline before they were split: its schedule is dropped. */
const FILA_ANTIGA = 'pedidos-prazos'

/** The orders' deadlines; each pass is idempotent (what it moved no longer matches). */
export async function registerPedidosPrazosJob(
  { boss, log }: Pick<Deps, 'boss' | 'log'>,
  prazos: PedidosPrazosService,
) {
  await boss.unschedule(FILA_ANTIGA)
  for (const [fila, passo] of PRAZOS) {
    await boss.createQueue(fila)
    await agendar(boss, fila, A_CADA_MINUTO)
    await boss.work(fila, async (jobs) => {
      if (jobs.length === 0) return
      const ids = await prazos[passo](new Date())
      if (ids.length) log.info({ [passo]: ids }, 'prazos de pedidos')
    })
  }
}
