import type { Deps } from '../../deps.ts'
import { Unauthorized } from '../../lib/errors.ts'

/**
 * Sign-in throttling (docs/decisions/008-login-throttling.md): every attempt counts against the
 * IP's ceiling; only failures count against this e-mail from this IP, and past RATE_LIMIT_MAX they
 * earn a growing delay that a success clears. A stranger elsewhere cannot lock the owner out by
 * failing on purpose, and good sign-ins never lock anyone out.
 */
export function createLoginThrottle({ rateLimit, config }: Pick<Deps, 'rateLimit' | 'config'>) {
  return async function throttled<T>(ip: string, email: string, signIn: () => Promise<T>): Promise<T> {
    const failures = `login:falhas:${email}:${ip}`
    await rateLimit.hit([{ key: `login:ip:${ip}`, max: config.RATE_LIMIT_IP_MAX }])
    await rateLimit.assertNotDelayed(failures)
    try {
      const result = await signIn()
      await rateLimit.clear(failures)
      return result
    } catch (error) {
      if (error instanceof Unauthorized) await rateLimit.fail(failures, config.RATE_LIMIT_MAX)
      throw error
    }
  }
}
