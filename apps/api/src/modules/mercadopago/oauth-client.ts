// Mercado Pago's OAuth through the official SDK: the code exchange, the refresh and /users/me.
import { MercadoPagoError, OAuth, User } from 'mercadopago'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { sdkConfig } from './sdk.ts'

/** How long one call to Mercado Pago may take before the seller sees `timeout`. */
export const MP_OAUTH_TIMEOUT_MS = 10_000

const TokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().positive(),
  user_id: z.coerce.number().int().positive(),
  public_key: z.string().nullish(),
})
export type MpTokens = z.infer<typeof TokenAnswer>

const UserAnswer = z.object({
  id: z.coerce.number().int().positive(),
  nickname: z.string().nullish(),
  email: z.string().nullish(),
})
export type MpAccount = z.infer<typeof UserAnswer>

export interface OAuthClientOptions {
  timeoutMs?: number
}

/**
 * No retries: a code is single use, so a retried exchange after a lost answer could only fail, and a
 * seller waiting on a redirect wants a quick answer. The app's secret goes in the body, as documented;
 * the SDK also sends it as the bearer, since it always sends one.
 */
function requestOptions({ timeoutMs = MP_OAUTH_TIMEOUT_MS }: OAuthClientOptions) {
  return { maxRetries: 0, timeout: timeoutMs }
}

export async function exchangeCode(
  mp: Config['mp'],
  grant: { code: string; codeVerifier: string },
  options: OAuthClientOptions = {},
): Promise<MpTokens> {
  // The SDK's body type predates PKCE; the field goes through as sent.
  const body = {
    client_id: mp.clientId,
    client_secret: mp.clientSecret,
    code: grant.code,
    redirect_uri: mp.redirectUri,
    code_verifier: grant.codeVerifier,
  }
  const answer = await new OAuth(sdkConfig(mp.clientSecret)).create({
    body,
    requestOptions: requestOptions(options),
  })
  return TokenAnswer.parse(answer)
}

/** grant_type=refresh_token: Mercado Pago answers a new pair; the old refresh token stops working. */
export async function refreshTokens(
  mp: Config['mp'],
  refreshToken: string,
  options: OAuthClientOptions = {},
): Promise<MpTokens> {
  const answer = await new OAuth(sdkConfig(mp.clientSecret)).refresh({
    body: { client_id: mp.clientId, client_secret: mp.clientSecret, refresh_token: refreshToken },
    requestOptions: requestOptions(options),
  })
  return TokenAnswer.parse(answer)
}

/** GET /users/me with the seller's new token: who connected (id, nickname, e-mail). */
export async function readAccount(accessToken: string, options: OAuthClientOptions = {}): Promise<MpAccount> {
  const answer = await new User(sdkConfig(accessToken)).get({ requestOptions: requestOptions(options) })
  return UserAnswer.parse(answer)
}

export type CallbackError = 'codigo_invalido' | 'credenciais_invalidas' | 'timeout' | 'callback_falhou'

/**
 * What went wrong with a call to Mercado Pago, as the result screen's code (docs/product/mercado-pago.md).
 */
export function callbackErrorOf(error: unknown): CallbackError {
  if (!(error instanceof MercadoPagoError)) return 'callback_falhou'
  if (error.error === 'invalid_grant') return 'codigo_invalido'
  // The reference lists invalid_client as a 400; some deployments answer 401.
  if (error.error === 'invalid_client' || error.status === 401) return 'credenciais_invalidas'
  if (error.error === 'connection_error' && isTimeout((error as { __cause__?: unknown }).__cause__))
    return 'timeout'
  return 'callback_falhou'
}

function isTimeout(cause: unknown): boolean {
  const { name, code } = (cause ?? {}) as { name?: string; code?: string }
  return (
    name === 'AbortError' ||
    name === 'TimeoutError' ||
    code === 'ETIMEDOUT' ||
    code === 'UND_ERR_CONNECT_TIMEOUT'
  )
}
