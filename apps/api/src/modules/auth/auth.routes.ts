import { AUTH_MSG } from '@recria/domain/auth'
import { SESSION_MINUTES } from '@recria/domain/constants'
import { ForgotPasswordSchema, LoginResponse, LoginSchema, ResetPasswordSchema } from '@recria/domain/usuario'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { SESSION_COOKIE } from '../../lib/guards.ts'
import { createLoginThrottle, DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from '../../lib/login-throttle.ts'
import { anyone, routeOptions } from '../../lib/route.ts'
import { MessageResponse } from '../../lib/schemas.ts'
import type { AuthService } from './auth.service.ts'

/** What these routes are handed: the part of their module's face they use, the outside world. */
export interface AuthRotas {
  deps: Deps
  auth: { auth: AuthService }
}

const TokenParams = z.object({ token: z.string().max(200) })
const TokenValidoResponse = z.object({ valido: z.boolean() })

export const authRoutes: FastifyPluginAsyncZod<AuthRotas> = async (app, { deps, auth }) => {
  const service = auth.auth
  const { config } = deps
  const route = routeOptions(['auth'])
  const limit = (req: FastifyRequest, action: string, email?: string) =>
    deps.rateLimit.hit([
      { key: `${action}:ip:${req.ip}`, max: config.RATE_LIMIT_IP_MAX },
      ...(email ? [{ key: `${action}:email:${email}`, max: config.RATE_LIMIT_MAX }] : []),
    ])
  const throttle = createLoginThrottle(deps)
  const secure = (req: FastifyRequest) => config.COOKIE_SECURE ?? req.protocol === 'https'
  const clearCookie = (req: FastifyRequest, reply: FastifyReply) =>
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(req) })

  app.post(
    '/auth/login',
    route(anyone, { body: LoginSchema }, { 200: LoginResponse }),
    async (req, reply) => {
      const attempt = { ip: req.ip, email: req.body.email, dispositivo: req.cookies[DEVICE_COOKIE] }
      const { token, answer } = await throttle.guard(attempt, () => service.login(req.body))
      const cookie = { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(req) } as const
      reply.setCookie(SESSION_COOKIE, token, { ...cookie, maxAge: SESSION_MINUTES * 60 })
      // This browser now knows the account: the e-mail's ceiling on failures spares it (decision 044).
      reply.setCookie(DEVICE_COOKIE, throttle.deviceCookie(req.body.email), {
        ...cookie,
        maxAge: DEVICE_COOKIE_DAYS * 86_400,
      })
      return answer
    },
  )

  app.post('/auth/logout', route(anyone, {}, { 200: MessageResponse }), async (req, reply) => {
    const session = await req.session()
    if (session.status === 'ok') await service.logout(session.user.tokenHash)
    clearCookie(req, reply)
    return { mensagem: AUTH_MSG.sessaoEncerrada }
  })

  app.post(
    '/auth/esqueci-senha',
    route(anyone, { body: ForgotPasswordSchema }, { 200: MessageResponse }),
    async (req) => {
      await limit(req, 'esqueci-senha', req.body.email)
      return service.forgotPassword(req.body.email)
    },
  )

  app.get(
    '/auth/validar-token/:token',
    route(anyone, { params: TokenParams }, { 200: TokenValidoResponse }),
    async (req) => service.validateToken(req.params.token),
  )

  app.post(
    '/auth/redefinir-senha',
    route(anyone, { body: ResetPasswordSchema }, { 200: MessageResponse }),
    async (req, reply) => {
      await limit(req, 'redefinir-senha')
      const answer = await service.resetPassword(req.body)
      clearCookie(req, reply)
      return answer
    },
  )
}
