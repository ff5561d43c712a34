import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { conexoesRepository as repo } from './conexoes.repository.ts'
import { refreshTokens } from './oauth-client.ts'

/** The job's horizon: every connection expiring within 7 days is refreshed. */
export const REFRESH_HORIZON_MS = 7 * 24 * 60 * 60 * 1000
/** How long a losing refresh waits for the winner's tokens to be stored. */
const WINNER_WAIT_MS = 3_000

export type TokenRefreshService = ReturnType<typeof createTokenRefreshService>

export function createTokenRefreshService({
  db,
  cipher,
  config,
  log,
}: Pick<Deps, 'db' | 'cipher' | 'config' | 'log'>) {
  /**
   * Refreshes the seller's tokens when they expire before `expiringBefore`, and answers the access
   * token in force afterwards (null when not connected). No transaction or lock is held during the
   * call to Mercado Pago: the new pair is written only if the stored refresh token is still the one
   * spent. Mercado Pago rotates refresh tokens, so of two concurrent refreshes one wins; the other
   * fails there and answers the winner's token once it is stored.
   */
  async function refresh(idUsuario: number, expiringBefore: Date): Promise<string | null> {
    const row = await repo.findByUser(db, idUsuario)
    if (!row) return null
    if (row.expira_em > expiringBefore) return cipher.decrypt(row.access_token_cifrado)
    const spent = row.refresh_token_cifrado
    let tokens: Awaited<ReturnType<typeof refreshTokens>>
    try {
      tokens = await refreshTokens(config.mp, cipher.decrypt(spent))
    } catch (error) {
      const winner = await tokensRefreshedBySomeoneElse(db, idUsuario, spent)
      if (winner === undefined) throw error
      return winner && cipher.decrypt(winner)
    }
    const stored = await repo.updateTokensIfUnchanged(db, idUsuario, spent, {
      access_token_cifrado: cipher.encrypt(tokens.access_token),
      refresh_token_cifrado: cipher.encrypt(tokens.refresh_token),
      expira_em: new Date(Date.now() + tokens.expires_in * 1000),
      public_key: tokens.public_key ?? row.public_key,
    })
    if (stored) return tokens.access_token
    const current = await repo.findByUser(db, idUsuario)
    return current && cipher.decrypt(current.access_token_cifrado)
  }

  return {
    refresh,

    /** Refreshes every connection expiring within the horizon; one failure does not stop the others. */
    async refreshExpiring(now = new Date()): Promise<{ renovadas: number; falhas: number }> {
      const horizon = new Date(now.getTime() + REFRESH_HORIZON_MS)
      const ids = await repo.listExpiringBefore(db, horizon)
      let renovadas = 0
      let falhas = 0
      for (const idUsuario of ids) {
        try {
          await refresh(idUsuario, horizon)
          renovadas++
        } catch (err) {
          falhas++
          log.warn({ err, idUsuario }, 'mercadopago: falha ao renovar o token do vendedor')
        }
      }
      return { renovadas, falhas }
    },
  }
}

/**
 * The (encrypted) access token stored by a concurrent refresh that spent `spent` first; null when
 * the seller disconnected meanwhile; undefined when nobody else refreshed (the failure is real).
 */
async function tokensRefreshedBySomeoneElse(db: Executor, idUsuario: number, spent: string) {
  const deadline = Date.now() + WINNER_WAIT_MS
  for (;;) {
    const current = await repo.findByUser(db, idUsuario)
    if (!current) return null
    if (current.refresh_token_cifrado !== spent) return current.access_token_cifrado
    if (Date.now() > deadline) return undefined
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
