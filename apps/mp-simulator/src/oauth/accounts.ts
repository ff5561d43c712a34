import { randomInt } from 'node:crypto'
import type pg from 'pg'
import { withTransaction } from '../db/transaction.ts'

export interface Account {
  id: number
  nickname: string
  email: string
}

export interface AccountInput {
  nickname: string
  email: string
}

/** A suggestion shaped like Mercado Pago's test users (TESTUSER…, test_user_…@testuser.com). */
export function randomTestAccount(): AccountInput {
  const digits = String(randomInt(10 ** 9, 10 ** 10))
  return { nickname: `TESTUSER${digits}`, email: `test_user_${digits}@testuser.com` }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Portuguese messages per field, for the consent page and the control API alike. */
export function accountErrors(input: Partial<AccountInput>): Partial<Record<keyof AccountInput, string>> {
  const errors: Partial<Record<keyof AccountInput, string>> = {}
  const nickname = input.nickname?.trim() ?? ''
  const email = input.email?.trim() ?? ''
  if (!nickname) errors.nickname = 'Informe um apelido.'
  else if (nickname.length > 60) errors.nickname = 'Use no máximo 60 caracteres no apelido.'
  if (!email) errors.email = 'Informe um e-mail.'
  else if (email.length > 254 || !EMAIL.test(email))
    errors.email = 'Informe um e-mail válido, como nome@exemplo.com.'
  return errors
}

/**
 * The account with this e-mail, or a new one (ids from mp_sim.user_ids). Signing in again with the
 * same e-mail must land on the same account, so concurrent requests for one e-mail are serialized.
 */
export function findOrCreateAccount(pool: pg.Pool, input: AccountInput): Promise<Account> {
  const nickname = input.nickname.trim()
  const email = input.email.trim()
  return withTransaction(pool, async (client) => {
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [`mp_sim.users:${email.toLowerCase()}`])
    const found = await client.query<{ id: string; nickname: string; email: string }>(
      'select id, nickname, email from mp_sim.users where lower(email) = lower($1) order by id limit 1',
      [email],
    )
    const row =
      found.rows[0] ??
      (
        await client.query<{ id: string; nickname: string; email: string }>(
          `insert into mp_sim.users (id, nickname, email) values (nextval('mp_sim.user_ids'), $1, $2)
           returning id, nickname, email`,
          [nickname, email],
        )
      ).rows[0]
    if (!row) throw new Error('mp_sim.users insert returned no row')
    return { id: Number(row.id), nickname: row.nickname, email: row.email }
  })
}

/** A new account, or null when the e-mail already belongs to one (its tokens are never handed out). */
export function createAccount(pool: pg.Pool, input: AccountInput): Promise<Account | null> {
  const nickname = input.nickname.trim()
  const email = input.email.trim()
  return withTransaction(pool, async (client) => {
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [`mp_sim.users:${email.toLowerCase()}`])
    const { rows } = await client.query<{ id: string; nickname: string; email: string }>(
      `insert into mp_sim.users (id, nickname, email)
       select nextval('mp_sim.user_ids'), $1, $2
       where not exists (select 1 from mp_sim.users where lower(email) = lower($2))
       returning id, nickname, email`,
      [nickname, email],
    )
    const row = rows[0]
    return row ? { id: Number(row.id), nickname: row.nickname, email: row.email } : null
  })
}
