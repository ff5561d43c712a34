import { AUTH_MSG } from '@recria/domain/auth'
import { SESSION_MINUTES } from '@recria/domain/constants'
import { ForgotPasswordSchema, LoginResponse, LoginSchema, ResetPasswordSchema } from '@recria/domain/usuario'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { SESSION_COOKIE } from '../../lib/guards.ts'
import { MessageResponse } from '../../lib/schemas.ts'
import type { AppContext } from '../../services.ts'
import { createLoginThrottle } from './login-throttle.ts'

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { deps, services }) => {
  const service = services.auth
  const { config } = deps
  const tags = ['auth']
  const limit = (req: FastifyRequest, action: string, email?: string) =>
    deps.rateLimit.hit([
      { key: `${action}:ip:${req.ip}`, max: config.RATE_LIMIT_IP_MAX },
      ...(email ? [{ key: `${action}:email:${email}`, max: config.RATE_LIMIT_MAX }] : []),
    ])
  const throttledLogin = createLoginThrottle(deps)
  const secure = (req: FastifyRequest) => config.COOKIE_SECURE ?? req.protocol === 'https'
  const clearCookie = (req: FastifyRequest, reply: FastifyReply) =>
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(req) })

  app.post(
    '/auth/login',
    { schema: { tags, body: LoginSchema, response: { 200: LoginResponse } } },
    async (req, reply) => {
      const { token, answer } = await throttledLogin(req.ip, req.body.email, () => service.login(req.body))
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secure(req),
        maxAge: SESSION_MINUTES * 60,
      })
      return answer
    },
  )

  app.post('/auth/logout', { schema: { tags, response: { 200: MessageResponse } } }, async (req, reply) => {
    const session = await req.session()
    if (session.status === 'ok') await service.logout(session.user.tokenHash)
    clearCookie(req, reply)
    return { mensagem: AUTH_MSG.sessaoEncerrada }
  })

  app.post(
    '/auth/esqueci-senha',
    { schema: { tags, body: ForgotPasswordSchema, response: { 200: MessageResponse } } },
    async (req) => {
      await limit(req, 'esqueci-senha', req.body.email)
      return service.forgotPassword(req.body.email)
    },
  )

  app.get(
    '/auth/validar-token/:token',
    {
      schema: {
        tags,
        params: z.object({ token: z.string().max(200) }),
        response: { 200: z.object({ valido: z.boolean() }) },
      },
    },
    async (req) => service.validateToken(req.params.token),
  )

  app.post(
    '/auth/redefinir-senha',
    { schema: { tags, body: ResetPasswordSchema, response: { 200: MessageResponse } } },
    async (req, reply) => {
      await limit(req, 'redefinir-senha')
      const answer = await service.resetPassword(req.body)
      clearCookie(req, reply)
      return answer
    },
  )
}
