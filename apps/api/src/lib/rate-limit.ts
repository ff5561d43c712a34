import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { TooManyRequests } from './errors.ts'

export interface RateLimitRule {
  /** e.g. `login:ip:127.0.0.1` or `cadastro:email:ana@exemplo.com` */
  key: string
  max: number
}

/** One signed-in user's counter for an action (`checkout:usuario:12`): a limit per account, not per IP. */
export const perUser = (action: string, idUsuario: number, max: number): RateLimitRule => ({
  key: `${action}:usuario:${idUsuario}`,
  max,
})

/** Seconds from now until `until`, at least 1 (what `Retry-After` says). */
const secondsUntil = (until: Date) => Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000))

/**
 * Counters kept in PostgreSQL, so every API process shares them
 * (docs/decisions/001-rate-limits-in-postgresql.md, 008-login-throttling.md).
 */
export function createRateLimiter(db: Db, windowSeconds: number) {
  const window = sql`make_interval(secs => ${windowSeconds})`
  return {
    /** Counts one attempt on every key: 429 once a key passes its maximum in the window. */
    async hit(rules: RateLimitRule[]) {
      for (const { key, max } of rules) {
        const { rows } = await db.execute<{ contagem: number; janela_fim: Date }>(sql`
          insert into limites_tentativas (chave, contagem, janela_fim)
          values (${key}, 1, now() + ${window})
          on conflict (chave) do update set
            contagem = case when limites_tentativas.janela_fim <= now() then 1 else limites_tentativas.contagem + 1 end,
            janela_fim = case when limites_tentativas.janela_fim <= now()
              then now() + ${window} else limites_tentativas.janela_fim end
          returning contagem, janela_fim`)
        const row = rows[0]
        if (row && row.contagem > max) throw new TooManyRequests(secondsUntil(new Date(row.janela_fim)))
      }
    },

    /** 429 while the key waits out the delay its failures earned; counts nothing. */
    async assertNotDelayed(key: string) {
      const { rows } = await db.execute<{ bloqueado_ate: Date }>(sql`
        select bloqueado_ate from limites_tentativas where chave = ${key} and bloqueado_ate > now()`)
      const row = rows[0]
      if (row) throw new TooManyRequests(secondsUntil(new Date(row.bloqueado_ate)))
    },

    /**
     * One failure on the key. Past `freeFailures` in the window, the next attempt must wait a delay
     * that doubles with each failure (1 s, 2 s, 4 s…), never beyond the window: a growing delay,
     * not a wall.
     */
    async fail(key: string, freeFailures: number) {
      await db.execute(sql`
        insert into limites_tentativas (chave, contagem, janela_fim, bloqueado_ate)
        values (${key}, 1, now() + ${window}, case when ${freeFailures} <= 1 then now() + interval '1 second' end)
        on conflict (chave) do update set
          contagem = case when limites_tentativas.janela_fim <= now() then 1 else limites_tentativas.contagem + 1 end,
          janela_fim = case when limites_tentativas.janela_fim <= now()
            then now() + ${window} else limites_tentativas.janela_fim end,
          bloqueado_ate = case
            when limites_tentativas.janela_fim <= now() or limites_tentativas.contagem + 1 < ${freeFailures} then null
            else now() + least(${windowSeconds}, power(2, limites_tentativas.contagem + 1 - ${freeFailures}))
              * interval '1 second'
          end`)
    },

    /** Forgets the key's failures (a successful sign-in). */
    async clear(key: string) {
      await db.execute(sql`delete from limites_tentativas where chave = ${key}`)
    },
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>
