import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import type { SimulatorOptions } from '../options.ts'
import {
  accountErrors,
  passwordError,
  randomTestAccount,
  signInOrCreateAccount,
  WRONG_PASSWORD,
} from './accounts.ts'
import { checkAuthorizeRequest, redirectWith, text } from './authorize-request.ts'
import { createAuthorizationCode } from './codes.ts'
import { authorizationErrorPage, type ConsentErrors, consentPage } from './consent-page.ts'

/** GET /authorization shows the consent page; the page's form posts the decision back here. */
export const authorizationRoutes: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const sendPage = (reply: FastifyReply, status: number, body: string) =>
    // Pages carry the app's state and PKCE challenge: keep them out of caches.
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body)

  app.get('/authorization', async (req, reply) => {
    const check = checkAuthorizeRequest(req.query as Record<string, unknown>, options)
    if ('page' in check) return sendPage(reply, 400, authorizationErrorPage(options.publicUrl, check.page))
    if ('redirect' in check) return reply.redirect(check.redirect, 302)
    return sendPage(
      reply,
      200,
      consentPage(options.publicUrl, { request: check.request, account: randomTestAccount() }),
    )
  })

  app.post('/authorization', async (req, reply) => {
    const form = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>
    // The hidden fields came back from a browser: check them again, as on the way in.
    const check = checkAuthorizeRequest(form, options)
    if ('page' in check) return sendPage(reply, 400, authorizationErrorPage(options.publicUrl, check.page))
    if ('redirect' in check) return reply.redirect(check.redirect, 302)
    const { request } = check

    if (form.decision === 'deny') {
      const denied = {
        error: 'access_denied',
        error_description: 'the user denied access',
        state: request.state,
      }
      return reply.redirect(redirectWith(request.redirectUri, denied), 302)
    }
    const account = { nickname: text(form.nickname) ?? '', email: text(form.email) ?? '' }
    // As typed: a password is never trimmed. Never sent back in the page either.
    const password = typeof form.password === 'string' ? form.password : ''
    const errors: ConsentErrors = { ...accountErrors(account) }
    const badPassword = passwordError(password)
    if (badPassword) errors.password = badPassword
    if (form.decision !== 'allow' || Object.keys(errors).length > 0) {
      return sendPage(reply, 400, consentPage(options.publicUrl, { request, account, errors }))
    }

    const user = await signInOrCreateAccount(options.pool, account, password)
    if (user === 'wrong-password') {
      const wrong = { password: WRONG_PASSWORD }
      return sendPage(reply, 401, consentPage(options.publicUrl, { request, account, errors: wrong }))
    }
    const code = await createAuthorizationCode(options.pool, {
      userId: user.id,
      clientId: request.clientId,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
      codeChallengeMethod: request.codeChallengeMethod,
    })
    return reply.redirect(redirectWith(request.redirectUri, { code, state: request.state }), 302)
  })
}
