import type pg from 'pg'
import { withTransaction } from '../db/transaction.ts'
import { invalidGrant } from './oauth-errors.ts'
import { issueTokens, type OAuthTokens } from './tokens.ts'

/**
 * grant_type=refresh_token: the old pair is exchanged for a new one ("the original token is exchanged
 * for a new one"), so the old access token and refresh token both stop working. Refresh works after the
 * access token expired — that is what it is for. The row lock lets only one of two concurrent refreshes win.
 */
export function rotateRefreshToken(
  pool: pg.Pool,
  refreshToken: string,
  clientId: string,
): Promise<OAuthTokens> {
  return withTransaction(pool, async (client) => {
    const { rows } = await client.query<{ user_id: string }>(
      `update mp_sim.access_tokens set revoked_at = now()
       where refresh_token = $1 and client_id = $2 and revoked_at is null
       returning user_id`,
      [refreshToken, clientId],
    )
    const row = rows[0]
    if (!row) throw invalidGrant()
    return issueTokens(client, Number(row.user_id), clientId)
  })
}
