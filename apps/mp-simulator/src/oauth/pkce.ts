import { createHash, timingSafeEqual } from 'node:crypto'

/** RFC 7636 §4.2 — Mercado Pago accepts S256 and plain. */
export type ChallengeMethod = 'S256' | 'plain'

// Verifiers and challenges share RFC 7636's alphabet and length (43–128).
const PKCE_VALUE = /^[A-Za-z0-9\-._~]{43,128}$/

export const isPkceValue = (value: string) => PKCE_VALUE.test(value)

/** Mercado Pago's docs spell it "Plain"; RFC 7636 says "plain". Both are taken. */
export function parseChallengeMethod(value: string | undefined): ChallengeMethod | undefined {
  if (value === undefined || value === '') return 'plain' // RFC 7636 §4.3: the default.
  if (value === 'S256') return 'S256'
  if (value.toLowerCase() === 'plain') return 'plain'
  return undefined
}

export function verifierMatches(verifier: string, challenge: string, method: ChallengeMethod): boolean {
  if (!isPkceValue(verifier)) return false
  const derived = method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier
  return safeEqual(derived, challenge)
}

/** Constant-time comparison of secrets of any length. */
export function safeEqual(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest()
  return timingSafeEqual(digest(a), digest(b))
}
