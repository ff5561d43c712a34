import { MercadoPagoConfig } from 'mercadopago'
// The SDK has no option for its base URL; its one constant is the only way to point it at the
// simulator. sdk.test.ts proves calls reach the configured URL, so an SDK upgrade that moves it fails.
import { AppConfig } from 'mercadopago/dist/utils/config/index.js'

export function configureSdk(apiUrl: string) {
  ;(AppConfig as { BASE_URL: string }).BASE_URL = apiUrl.replace(/\/$/, '')
}

/** SDK configuration for one access token (the seller's, for everything done on their behalf). */
export function sdkConfig(accessToken: string) {
  return new MercadoPagoConfig({ accessToken, options: { timeout: 10_000 } })
}
