import type pg from 'pg'
import { withTransaction } from '../db/transaction.ts'
import { invalidGrant } from './oauth-errors.ts'
import { type ChallengeMethod, verifierMatches } from './pkce.ts'
import { grantToken, issueTokens, type OAuthTokens } from './tokens.ts'

/** "Valid for 10 minutes counted from its generation" (Mercado Pago's reference). */
const CODE_LIFETIME_SECONDS = 600

export interface CodeGrant {
  userId: number
  clientId: string
  redirectUri: string
  codeChallenge?: string
  codeChallengeMethod?: ChallengeMethod
}

export async function createAuthorizationCode(pool: pg.Pool, grant: CodeGrant): Promise<string> {
  const code = grantToken(grant.userId)
  await pool.query(
    `insert into mp_sim.authorization_codes
       (code, user_id, client_id, redirect_uri, code_challenge, code_challenge_method, expires_at)
     values ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [
      code,
      grant.userId,
      grant.clientId,
      grant.redirectUri,
      grant.codeChallenge ?? null,
      grant.codeChallenge ? grant.codeChallengeMethod : null,
      CODE_LIFETIME_SECONDS,
    ],
  )
  return code
}

export interface CodeExchange {
  code: string
  clientId: string
  redirectUri: string
  codeVerifier?: string
}

interface CodeRow {
  user_id: string
  client_id: string
  redirect_uri: string
  code_challenge: string | null
  code_challenge_method: ChallengeMethod | null
  used: boolean
  expired: boolean
}

/**
 * Trades a code for tokens, once. The row lock makes a concurrent second exchange wait and then see
 * the code used; a rejected attempt rolls back, so it does not burn the code of the rightful client.
 */
export function exchangeCode(pool: pg.Pool, request: CodeExchange): Promise<OAuthTokens> {
  return withTransaction(pool, async (client) => {
    const { rows } = await client.query<CodeRow>(
      `select user_id, client_id, redirect_uri, code_challenge, code_challenge_method,
              used_at is not null as used, expires_at <= now() as expired
       from mp_sim.authorization_codes where code = $1 for update`,
      [request.code],
    )
    const row = rows[0]
    if (!row || row.used || row.expired || row.client_id !== request.clientId) throw invalidGrant()
    if (row.redirect_uri !== request.redirectUri) {
      throw invalidGrant('redirect_uri does not match the one of the authorization request')
    }
    checkPkce(row, request.codeVerifier)
    await client.query('update mp_sim.authorization_codes set used_at = now() where code = $1', [
      request.code,
    ])
    return issueTokens(client, Number(row.user_id), request.clientId)
  })
}

function checkPkce(row: CodeRow, verifier: string | undefined) {
  if (!row.code_challenge) {
    // RFC 9700 §2.1.1: a verifier for a code issued without a challenge is a PKCE downgrade.
    if (verifier)
      throw invalidGrant('code_verifier sent, but the authorization request had no code_challenge')
    return
  }
  if (!verifier)
    throw invalidGrant('code_verifier is required: the authorization request had a code_challenge')
  if (!verifierMatches(verifier, row.code_challenge, row.code_challenge_method ?? 'plain')) {
    throw invalidGrant('code_verifier does not match the code_challenge')
  }
}
