import { MpError } from '../errors.ts'

/*
 * POST /oauth/token's errors, as the real API answers them: {message, error, status, cause}.
 * Never 5xx or 429 for a client's mistake: the official SDK retries those with back-off.
 */

/** The real API's own wording for a bad, used or expired code or refresh token. */
export const GRANT_REJECTED =
  'Error validating grant. Your authorization code or refresh token may be expired or it was already used.'

export const invalidGrant = (message = GRANT_REJECTED) => new MpError(400, 'invalid_grant', message)

/** Mercado Pago's reference lists invalid_client among its 400 answers (not 401). */
export const INVALID_CLIENT_STATUS = 400
export const invalidClient = () =>
  new MpError(INVALID_CLIENT_STATUS, 'invalid_client', 'invalid client_id or client_secret')

export const invalidRequest = (required: string[], missing: string[]) =>
  new MpError(
    400,
    'invalid_request',
    `the following parameters are required: ${required.join(', ')}. Missing parameters: ${missing.join(', ')}`,
  )

export const unsupportedGrantType = (grantType: string) =>
  new MpError(
    400,
    'unsupported_grant_type',
    `unsupported grant_type '${grantType}': allowed values are authorization_code and refresh_token`,
  )
