import { randomInt } from 'node:crypto'
import type pg from 'pg'
import { withTransaction } from '../db/transaction.ts'
import { hashPassword, MIN_PASSWORD_LENGTH, passwordMatches } from './passwords.ts'

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

/** What the consent page says when the password does not open the account of that e-mail. */
export const WRONG_PASSWORD = 'Senha incorreta para a conta deste e-mail. Confira e tente de novo.'

/**
 * The consent page's sign-in: the account with this e-mail when `password` opens it (else
 * 'wrong-password', and nobody signs in), or a new account that keeps `password`.
 */
export function signInOrCreateAccount(
  pool: pg.Pool,
  input: AccountInput,
  password: string,
): Promise<Account | 'wrong-password'> {
  const nickname = input.nickname.trim()
  const email = input.email.trim()
  return withTransaction(pool, async (client) => {
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [`mp_sim.users:${email.toLowerCase()}`])
    const found = await client.query<{
      id: string
      nickname: string
      email: string
      password_hash: string | null
    }>(
      'select id, nickname, email, password_hash from mp_sim.users where lower(email) = lower($1) order by id limit 1',
      [email],
    )
    const existing = found.rows[0]
    if (existing) {
      if (!(await passwordMatches(password, existing.password_hash))) return 'wrong-password'
      return { id: Number(existing.id), nickname: existing.nickname, email: existing.email }
    }
    const { rows } = await client.query<{ id: string; nickname: string; email: string }>(
      `insert into mp_sim.users (id, nickname, email, password_hash) values (nextval('mp_sim.user_ids'), $1, $2, $3)
       returning id, nickname, email`,
      [nickname, email, await hashPassword(password)],
    )
    const row = rows[0]
    if (!row) throw new Error('mp_sim.users insert returned no row')
    return { id: Number(row.id), nickname: row.nickname, email: row.email }
  })
}

/** The consent page's message for a password that cannot be used, if any. */
export function passwordError(password: string): string | undefined {
  if (!password) return 'Informe a senha da conta.'
  if (password.length < MIN_PASSWORD_LENGTH)
    return `A senha tem pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`
  if (password.length > 128) return 'Use no máximo 128 caracteres na senha.'
  return undefined
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
