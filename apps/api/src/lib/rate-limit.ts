import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { TooManyRequests } from './errors.ts'

export interface RateLimitRule {
  /** e.g. `login:ip:127.0.0.1` or `login:email:ana@exemplo.com` */
  key: string
  max: number
}

/**
 * Fixed-window counters kept in PostgreSQL, so every API process shares them
 * (see docs/decisions/001-rate-limits-in-postgresql.md).
 */
export function createRateLimiter(db: Db, windowSeconds: number) {
  return async function hit(rules: RateLimitRule[]) {
    for (const { key, max } of rules) {
      const { rows } = await db.execute<{ contagem: number }>(sql`
        insert into limites_tentativas (chave, contagem, janela_fim)
        values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (chave) do update set
          contagem = case when limites_tentativas.janela_fim <= now() then 1 else limites_tentativas.contagem + 1 end,
          janela_fim = case when limites_tentativas.janela_fim <= now()
            then now() + make_interval(secs => ${windowSeconds}) else limites_tentativas.janela_fim end
        returning contagem`)
      if ((rows[0]?.contagem ?? 0) > max) throw new TooManyRequests()
    }
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>
