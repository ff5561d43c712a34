// Mercado Pago's test users: an account connected to the application without the consent page, with
// its tokens. POST /__sim/test-users makes them over HTTP; the package's `./contas-de-teste` export
// makes them in-process for Recria's demo seed, which runs before any server listens.
import type pg from 'pg'
import type { Queryable } from '../db/transaction.ts'
import { type Account, type AccountInput, findOrCreateAccount } from './accounts.ts'
import { issueTokens } from './tokens.ts'

/** Their password on the consent page (Recria's start lists it with the demo accounts). */
export { TEST_PASSWORD } from './passwords.ts'

/** POST /__sim/test-users's answer. */
export interface TestAccount {
  id: number
  nickname: string
  email: string
  access_token: string
  refresh_token: string
  public_key: string
  expires_in: number
}

/** Fresh tokens of `account` in the application `clientId`. */
export async function withTokens(db: Queryable, account: Account, clientId: string): Promise<TestAccount> {
  const tokens = await issueTokens(db, account.id, clientId)
  return {
    id: account.id,
    nickname: account.nickname,
    email: account.email,
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    public_key: tokens.public_key,
    expires_in: tokens.expires_in,
  }
}

/**
 * The test account with this e-mail (created unless it exists) connected to the application
 * `clientId`: a seed run again on the same simulator keeps its accounts and only gets new tokens.
 */
export async function connectedTestAccount(
  pool: pg.Pool,
  input: AccountInput,
  clientId: string,
): Promise<TestAccount> {
  return withTokens(pool, await findOrCreateAccount(pool, input), clientId)
}
