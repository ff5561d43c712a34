import { MercadoPagoConfig, MPAuthenticationError, MPForbiddenError, MPNotFoundError } from 'mercadopago'
// The SDK has no option for its base URL; its one constant is the only way to point it at the
// simulator. sdk.test.ts proves calls reach the configured URL, so an SDK upgrade that moves it fails.
import { AppConfig } from 'mercadopago/dist/utils/config/index.js'

export function configureSdk(apiUrl: string) {
  ;(AppConfig as { BASE_URL: string }).BASE_URL = apiUrl.replace(/\/$/, '')
}

/**
 * Each attempt's deadline and the SDK's own retries (after 1 s, on a 5xx, 429 or no answer): a
 * provider that hangs costs a buyer's request or a job about 11 s, not the SDK's default of four
 * attempts (close to a minute). Jobs retry on their own beyond that.
 */
export const SDK_TIMEOUT_MS = 5_000
export const SDK_RETRIES = 1

/** SDK configuration for one access token (the seller's, for everything done on their behalf). */
export function sdkConfig(accessToken: string) {
  return new MercadoPagoConfig({ accessToken, options: { timeout: SDK_TIMEOUT_MS, maxRetries: SDK_RETRIES } })
}

/**
 * A read this token may not make: an unknown id, another collector's, or the token refused (404, 401,
 * 403). Trying again never helps; anything else (a 5xx, a timeout) might.
 */
export function alheioAoToken(error: unknown): boolean {
  return (
    error instanceof MPNotFoundError ||
    error instanceof MPAuthenticationError ||
    error instanceof MPForbiddenError
  )
}
