import type { SimulatorOptions } from '../options.ts'
import { type ChallengeMethod, isPkceValue, parseChallengeMethod } from './pkce.ts'

/** A checked request of GET /authorization (or of the consent form that carries it on). */
export interface AuthorizeRequest {
  clientId: string
  redirectUri: string
  state?: string
  codeChallenge?: string
  codeChallengeMethod?: ChallengeMethod
}

export type AuthorizeCheck =
  | { ok: true; request: AuthorizeRequest }
  /** The client or its redirect_uri is not verified: explain on the page, never redirect there. */
  | { ok: false; page: string }
  /** The redirect_uri is verified: the app hears about the error (RFC 6749 §4.1.2.1). */
  | { ok: false; redirect: string }

/** Only non-empty strings count: a repeated parameter (an array) is as good as missing. */
export const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

export function checkAuthorizeRequest(
  input: Record<string, unknown>,
  options: Pick<SimulatorOptions, 'clientId' | 'redirectUri'>,
): AuthorizeCheck {
  const clientId = text(input.client_id)
  const redirectUri = text(input.redirect_uri)
  if (clientId === undefined)
    return { ok: false, page: 'O pedido não informa qual aplicativo quer acesso (client_id).' }
  if (clientId !== options.clientId) {
    return { ok: false, page: 'O aplicativo que pediu acesso (client_id) não existe no Mercado Pago.' }
  }
  if (redirectUri === undefined) {
    return { ok: false, page: 'O pedido não informa para onde voltar depois da autorização (redirect_uri).' }
  }
  // Exact match, as Mercado Pago requires: no prefixes, no extra query, no trailing slash.
  if (redirectUri !== options.redirectUri) {
    return {
      ok: false,
      page: 'O endereço de retorno (redirect_uri) não é o cadastrado para este aplicativo. Por segurança, não vamos redirecionar você para ele.',
    }
  }
  const state = text(input.state)
  const fail = (error: string, description: string): AuthorizeCheck => ({
    ok: false,
    redirect: redirectWith(redirectUri, { error, error_description: description, state }),
  })
  if (input.response_type !== 'code') return fail('unsupported_response_type', 'response_type must be code')
  const challenge = text(input.code_challenge)
  const method = parseChallengeMethod(text(input.code_challenge_method))
  if (challenge === undefined) {
    if (input.code_challenge_method !== undefined) {
      return fail('invalid_request', 'code_challenge_method was sent without code_challenge')
    }
    return { ok: true, request: { clientId, redirectUri, state } }
  }
  if (!isPkceValue(challenge)) {
    return fail('invalid_request', 'code_challenge must have 43 to 128 characters among A-Z a-z 0-9 - . _ ~')
  }
  if (!method) return fail('invalid_request', 'code_challenge_method must be S256 or plain')
  return {
    ok: true,
    request: { clientId, redirectUri, state, codeChallenge: challenge, codeChallengeMethod: method },
  }
}

/** The redirect_uri with parameters added; its own query, if any, is kept. */
export function redirectWith(uri: string, params: Record<string, string | undefined>): string {
  const url = new URL(uri)
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value)
  return url.toString()
}
