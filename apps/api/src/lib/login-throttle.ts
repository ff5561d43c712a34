import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { Deps } from '../deps.ts'
import { Unauthorized } from './errors.ts'

/** A browser that once signed in to an account: `<nonce>.<keyed hash of nonce and e-mail>`. */
export const DEVICE_COOKIE = 'recria_dispositivo'
export const DEVICE_COOKIE_DAYS = 365

export interface PasswordAttempt {
  ip: string
  /** The account's e-mail, lower case. */
  email: string
  /** The request's DEVICE_COOKIE, if any. */
  dispositivo?: string | undefined
}

/**
 * Throttling of everything that checks an account's password (docs/decisions/008-login-throttling.md,
 * 044-email-change-and-login-ceiling.md): every attempt counts against the IP's ceiling; failures
 * count against this e-mail from this IP (a growing delay past RATE_LIMIT_MAX that a success clears)
 * and against the e-mail from every address together (a growing delay past
 * RATE_LIMIT_EMAIL_FAILURES_MAX). The e-mail's own delay spares a browser that already signed in to
 * that account, so a stranger failing on purpose from many addresses cannot lock the owner out of
 * their own device.
 */
export function createLoginThrottle({
  rateLimit,
  config,
  cipher,
}: Pick<Deps, 'rateLimit' | 'config' | 'cipher'>) {
  const pairKey = ({ email, ip }: PasswordAttempt) => `login:falhas:${email}:${ip}`
  const accountKey = ({ email }: PasswordAttempt) => `login:falhas-conta:${email}`
  const signature = (nonce: string, email: string) => cipher.keyedHash(`dispositivo:${nonce}:${email}`)

  function knownDevice({ dispositivo, email }: PasswordAttempt) {
    const [nonce, mac] = dispositivo?.split('.') ?? []
    if (!nonce || !mac || !/^[0-9a-f]{64}$/.test(mac)) return false
    return timingSafeEqual(Buffer.from(mac), Buffer.from(signature(nonce, email)))
  }

  /** 429 while any delay holds; counts the attempt against the IP. */
  async function before(attempt: PasswordAttempt) {
    await rateLimit.hit([{ key: `login:ip:${attempt.ip}`, max: config.RATE_LIMIT_IP_MAX }])
    await rateLimit.assertNotDelayed(pairKey(attempt))
    if (!knownDevice(attempt)) await rateLimit.assertNotDelayed(accountKey(attempt))
  }

  async function failed(attempt: PasswordAttempt) {
    await rateLimit.fail(pairKey(attempt), config.RATE_LIMIT_MAX)
    await rateLimit.fail(accountKey(attempt), config.RATE_LIMIT_EMAIL_FAILURES_MAX)
  }

  /**
   * The pair's failures are forgotten; the account's are not, or one good sign-in by the owner
   * would hand a patient guesser a fresh allowance.
   */
  const succeeded = (attempt: PasswordAttempt) => rateLimit.clear(pairKey(attempt))

  return {
    before,
    failed,
    succeeded,

    /** The cookie value a successful sign-in leaves in the browser. */
    deviceCookie(email: string) {
      const nonce = randomBytes(16).toString('base64url')
      return `${nonce}.${signature(nonce, email)}`
    },

    /**
     * Runs what checks the password (a sign-in by default, whose Unauthorized is a wrong password;
     * elsewhere the caller says which error is).
     */
    async guard<T>(
      attempt: PasswordAttempt,
      run: () => Promise<T>,
      wrongPassword: (error: unknown) => boolean = (error) => error instanceof Unauthorized,
    ): Promise<T> {
      await before(attempt)
      try {
        const result = await run()
        await succeeded(attempt)
        return result
      } catch (error) {
        if (wrongPassword(error)) await failed(attempt)
        throw error
      }
    },
  }
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>
