import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { agendar } from '../../lib/boss.ts'

export const HOUSEKEEPING_QUEUE = 'limpeza'
/** Daily at 03:41, a quiet hour. */
const DAILY = '41 3 * * *'

/**
 * Deletes what has expired: sessions (kept one day after expiry, so a late request still gets
 * TOKEN_EXPIRADO rather than TOKEN_INVALIDO), reset and e-mail change tokens, OAuth states and rate-limit windows.
 */
export async function deleteExpired(db: Db) {
  const counts = await db.transaction(async (tx) => {
    const run = async (query: ReturnType<typeof sql>) => (await tx.execute(query)).rowCount ?? 0
    return {
      sessoes: await run(sql`delete from sessoes where expira_em < now() - interval '1 day'`),
      tokens:
        (await run(sql`delete from tokens_redefinicao_senha where expira_em < now() - interval '1 day'`)) +
        (await run(sql`delete from tokens_troca_email where expira_em < now() - interval '1 day'`)),
      estados: await run(sql`delete from estados_oauth where expira_em < now() - interval '1 day'`),
      limites: await run(sql`delete from limites_tentativas where janela_fim < now()`),
    }
  })
  return counts
}

export async function registerHousekeepingJob({ boss, db, log }: Deps) {
  await boss.createQueue(HOUSEKEEPING_QUEUE)
  await agendar(boss, HOUSEKEEPING_QUEUE, DAILY)
  await boss.work(HOUSEKEEPING_QUEUE, async (jobs) => {
    if (jobs.length === 0) return
    log.info(await deleteExpired(db), 'limpeza: registros expirados removidos')
  })
}
