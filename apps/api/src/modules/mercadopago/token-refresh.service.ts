import type { Deps } from '../../deps.ts'
import { connectionsRepository as repo } from './connections.repository.ts'
import { type OAuthClientOptions, refreshTokens } from './oauth-client.ts'

type TokenDeps = Pick<Deps, 'db' | 'cipher' | 'config'>

/**
 * Refreshes the seller's tokens when they expire before `expiringBefore`, and answers the access
 * token in force afterwards (null when not connected). The row stays locked during the call, so a
 * concurrent refresh waits and then finds the new tokens instead of spending the rotated refresh token.
 */
export async function refreshConnection(
  { db, cipher, config }: TokenDeps,
  idUsuario: number,
  expiringBefore: Date,
  options: OAuthClientOptions = {},
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const row = await repo.findByUserForUpdate(tx, idUsuario)
    if (!row) return null
    if (row.expira_em > expiringBefore) return cipher.decrypt(row.access_token_cifrado)
    const tokens = await refreshTokens(config.mp, cipher.decrypt(row.refresh_token_cifrado), options)
    await repo.updateTokens(tx, idUsuario, {
      access_token_cifrado: cipher.encrypt(tokens.access_token),
      refresh_token_cifrado: cipher.encrypt(tokens.refresh_token),
      expira_em: new Date(Date.now() + tokens.expires_in * 1000),
      public_key: tokens.public_key ?? row.public_key,
    })
    return tokens.access_token
  })
}

/** The job's horizon: every connection expiring within 7 days is refreshed. */
export const REFRESH_HORIZON_MS = 7 * 24 * 60 * 60 * 1000

/** Refreshes every connection expiring within the horizon; one failure does not stop the others. */
export async function refreshExpiringConnections(
  deps: Pick<Deps, 'db' | 'cipher' | 'config' | 'log'>,
  now = new Date(),
): Promise<{ renovadas: number; falhas: number }> {
  const horizon = new Date(now.getTime() + REFRESH_HORIZON_MS)
  const ids = await repo.listExpiringBefore(deps.db, horizon)
  let renovadas = 0
  let falhas = 0
  for (const idUsuario of ids) {
    try {
      await refreshConnection(deps, idUsuario, horizon)
      renovadas++
    } catch (err) {
      falhas++
      deps.log.warn({ err, idUsuario }, 'mercadopago: falha ao renovar o token do vendedor')
    }
  }
  return { renovadas, falhas }
}
