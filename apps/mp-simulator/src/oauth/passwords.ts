// Passwords of the simulator's accounts: scrypt with a random salt, compared in constant time.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

/**
 * The password of every test account the simulator makes itself (POST /__sim/test-users, Recria's
 * demo seed): known, as Mercado Pago's test users' passwords are known to their developer.
 */
export const TEST_PASSWORD = 'teste123'

export const MIN_PASSWORD_LENGTH = 6

const KEY_LENGTH = 32

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

/** `scrypt$<salt>$<key>`, both base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  return `scrypt$${salt.toString('base64url')}$${(await derive(password, salt)).toString('base64url')}`
}

/** Whether `password` opens an account with this hash (none: the test accounts' known password). */
export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (hash === null) hash = await KNOWN
  const [scheme, salt, key] = hash.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await derive(password, Buffer.from(salt, 'base64url'))
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

// Accounts without a hash are compared the same way (and take the same time) as the others.
const KNOWN = hashPassword(TEST_PASSWORD)
