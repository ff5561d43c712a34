// The reconciliation (docs/operations.md) as the test suites run it when they end: what is still in
// flight (a webhook, a refund job) gets a few seconds to settle, then every discrepancy left fails.
import { provedorSimulador } from '../src/modules/reconciliacao/provedor-simulador.ts'
import type { Consulta } from '../src/modules/reconciliacao/reconciliacao.repository.ts'
import { reconciliar } from '../src/modules/reconciliacao/reconciliar.ts'

/** How many discrepancies a failure lists. */
const SHOWN = 30

/** Throws, listing every discrepancy, when the database and the in-process simulator still disagree after `ms`. */
export async function assertReconciled(db: Consulta, { ms = 5_000, where = '' } = {}) {
  const deadline = Date.now() + ms
  for (;;) {
    const found = await reconciliar(db, provedorSimulador(db))
    if (found.length === 0) return
    if (Date.now() > deadline) {
      const lines = found.slice(0, SHOWN).map((d) => `  ✖ [${d.regra}] ${d.descricao}`)
      if (found.length > SHOWN) lines.push(`  … e mais ${found.length - SHOWN}`)
      throw new Error(`Reconciliação${where}: ${found.length} discrepância(s):\n${lines.join('\n')}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
