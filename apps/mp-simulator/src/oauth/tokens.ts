import { randomBytes, randomUUID } from 'node:crypto'
import type { Queryable } from '../db/transaction.ts'

/** 180 days: what the real API answers in expires_in. */
export const TOKEN_LIFETIME_SECONDS = 15_552_000
export const SCOPE = 'offline_access read write'

/** POST /oauth/token's successful answer, field for field. */
export interface OAuthTokens {
  access_token: string
  token_type: 'bearer'
  expires_in: number
  scope: string
  user_id: number
  refresh_token: string
  public_key: string
  live_mode: false
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex')

/** MMddHH (UTC), the creation stamp inside real access tokens. */
function creationStamp(now = new Date()) {
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(now.getUTCMonth() + 1)}${two(now.getUTCDate())}${two(now.getUTCHours())}`
}

/** Authorization codes and refresh tokens look like TG-<24 hex>-<user_id>, as the real ones. */
export const grantToken = (userId: number) => `TG-${hex(12)}-${userId}`

/** APP_USR-<client_id>-<MMddHH>-<hash>-<user_id>: apps that parse the user id out of it keep working. */
const accessToken = (clientId: string, userId: number) =>
  `APP_USR-${clientId}-${creationStamp()}-${hex(16)}-${userId}`

/** A new access/refresh pair for the account in the application. */
export async function issueTokens(db: Queryable, userId: number, clientId: string): Promise<OAuthTokens> {
  const access = accessToken(clientId, userId)
  const refresh = grantToken(userId)
  await db.query(
    `insert into mp_sim.access_tokens (access_token, refresh_token, user_id, client_id, scope, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [access, refresh, userId, clientId, SCOPE, TOKEN_LIFETIME_SECONDS],
  )
  return {
    access_token: access,
    token_type: 'bearer',
    expires_in: TOKEN_LIFETIME_SECONDS,
    scope: SCOPE,
    user_id: userId,
    refresh_token: refresh,
    public_key: await publicKeyFor(db, userId, clientId),
    live_mode: false,
  }
}

async function publicKeyFor(db: Queryable, userId: number, clientId: string): Promise<string> {
  // The no-op update makes `returning` yield the existing key when there is one.
  const { rows } = await db.query<{ public_key: string }>(
    `insert into mp_sim.public_keys (user_id, client_id, public_key) values ($1, $2, $3)
     on conflict (user_id, client_id) do update set client_id = excluded.client_id
     returning public_key`,
    [userId, clientId, `APP_USR-${randomUUID()}`],
  )
  return rows[0]?.public_key ?? ''
}
