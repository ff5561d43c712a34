import type { FastifyPluginAsync } from 'fastify'
import { MpError } from '../errors.ts'
import type { SimulatorOptions } from '../options.ts'
import { text } from './authorize-request.ts'
import { exchangeCode } from './codes.ts'
import { invalidClient, invalidRequest, unsupportedGrantType } from './oauth-errors.ts'
import { safeEqual } from './pkce.ts'
import { rotateRefreshToken } from './refresh.ts'

const CLIENT_FIELDS = ['grant_type', 'client_id', 'client_secret']
const GRANT_FIELDS: Record<string, string[]> = {
  authorization_code: ['code', 'redirect_uri'],
  refresh_token: ['refresh_token'],
}

/**
 * POST /oauth/token with a JSON or form body, as the real API takes both. The Authorization header
 * the official SDK sends here (the app's own token) plays no part, as in the real API.
 */
export const tokenRoutes: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  // An unreadable body is a malformed OAuth request; the simulator's handler (parent) writes the answer.
  app.setErrorHandler((error) => {
    const code = String((error as { code?: unknown }).code ?? '')
    throw code.startsWith('FST_ERR_CTP')
      ? new MpError(400, 'invalid_request', 'the request body could not be read')
      : error
  })

  app.post('/oauth/token', async (req, reply) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>
    const field = (name: string) => text(body[name])
    const requireFields = (required: string[]) => {
      const missing = required.filter((name) => field(name) === undefined)
      if (missing.length > 0) throw invalidRequest(required, missing)
    }

    requireFields(CLIENT_FIELDS)
    const grantType = field('grant_type') ?? ''
    const grantFields = Object.hasOwn(GRANT_FIELDS, grantType) ? GRANT_FIELDS[grantType] : undefined
    if (!grantFields) throw unsupportedGrantType(grantType)
    if (
      field('client_id') !== options.clientId ||
      !safeEqual(field('client_secret') ?? '', options.clientSecret)
    ) {
      throw invalidClient()
    }
    requireFields([...CLIENT_FIELDS, ...grantFields])

    const tokens =
      grantType === 'authorization_code'
        ? await exchangeCode(options.pool, {
            code: field('code') ?? '',
            clientId: options.clientId,
            redirectUri: field('redirect_uri') ?? '',
            codeVerifier: field('code_verifier'),
          })
        : await rotateRefreshToken(options.pool, field('refresh_token') ?? '', options.clientId)
    // RFC 6749 §5.1: credentials must not be cached.
    return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(tokens)
  })
}
