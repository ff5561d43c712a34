import type { Deps } from '../../deps.ts'
import { agendar } from '../../lib/boss.ts'
import type { TokenRefreshService } from './token-refresh.service.ts'

export const TOKEN_REFRESH_QUEUE = 'mercadopago-token-refresh'
/** Hourly, at minute 17 (away from the top of the hour, when other schedules run). */
const EVERY_HOUR = '17 * * * *'

/**
 * Sellers' access tokens last 180 days; the job renews those expiring within 7 days, so a seller
 * who sells rarely never finds their connection dead. pg-boss hands the worker an array of jobs.
 */
export async function registerTokenRefreshJob(
  { boss, log }: Pick<Deps, 'boss' | 'log'>,
  tokens: TokenRefreshService,
) {
  await boss.createQueue(TOKEN_REFRESH_QUEUE)
  await agendar(boss, TOKEN_REFRESH_QUEUE, EVERY_HOUR)
  await boss.work(TOKEN_REFRESH_QUEUE, async (jobs) => {
    // Several queued runs (after downtime) do the same work: one pass serves them all.
    if (jobs.length === 0) return
    const result = await tokens.refreshExpiring()
    if (result.renovadas || result.falhas) log.info(result, 'mercadopago: tokens renovados')
  })
}
