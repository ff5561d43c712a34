import type { Deps } from '../../deps.ts'
import { connectionsRepository as repo } from './connections.repository.ts'
import { type OAuthClientOptions, refreshTokens } from './oauth-client.ts'

type TokenDeps = Pick<Deps, 'db' | 'cipher' | 'config'>

/**
 * Refreshes the seller's tokens when they expire before `expiringBefore`, and answers the access
 * token in force afterwards (null when not connected). No transaction or lock is held during the
 * call to Mercado Pago: the new pair is written only if the stored refresh token is still the one
 * spent. Mercado Pago rotates refresh tokens, so of two concurrent refreshes one wins; the other
 * fails there and answers the winner's token once it is stored.
 */
export async function refreshConnection(
  { db, cipher, config }: TokenDeps,
  idUsuario: number,
  expiringBefore: Date,
  options: OAuthClientOptions = {},
): Promise<string | null> {
  const row = await repo.findByUser(db, idUsuario)
  if (!row) return null
  if (row.expira_em > expiringBefore) return cipher.decrypt(row.access_token_cifrado)
  const spent = row.refresh_token_cifrado
  let tokens: Awaited<ReturnType<typeof refreshTokens>>
  try {
    tokens = await refreshTokens(config.mp, cipher.decrypt(spent), options)
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

/** How long a losing refresh waits for the winner's tokens to be stored. */
const WINNER_WAIT_MS = 3_000

/**
 * The (encrypted) access token stored by a concurrent refresh that spent `spent` first; null when
 * the seller disconnected meanwhile; undefined when nobody else refreshed (the failure is real).
 */
async function tokensRefreshedBySomeoneElse(db: TokenDeps['db'], idUsuario: number, spent: string) {
  const deadline = Date.now() + WINNER_WAIT_MS
  for (;;) {
    const current = await repo.findByUser(db, idUsuario)
    if (!current) return null
    if (current.refresh_token_cifrado !== spent) return current.access_token_cifrado
    if (Date.now() > deadline) return undefined
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
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
