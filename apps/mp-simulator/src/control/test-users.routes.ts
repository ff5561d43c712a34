import type { FastifyPluginAsync } from 'fastify'
import { badRequest, MpError } from '../errors.ts'
import { accountErrors, createAccount, randomTestAccount } from '../oauth/accounts.ts'
import { withTokens } from '../oauth/test-accounts.ts'
import type { SimulatorOptions } from '../options.ts'

/**
 * POST /__sim/test-users {nickname?, email?}: a new collector account already connected to the
 * application (options.clientId), for tests that need a seller without going through the consent
 * page. An e-mail that already belongs to an account is refused (409): handing out its tokens would
 * hand over the account.
 */
export const testUsersRoutes: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  app.post('/test-users', async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('body must be a JSON object')
    for (const key of ['nickname', 'email']) {
      if (body[key] !== undefined && typeof body[key] !== 'string')
        throw badRequest(`${key} must be a string`)
    }
    const suggestion = randomTestAccount()
    const input = {
      nickname: (body.nickname as string | undefined) ?? suggestion.nickname,
      email: (body.email as string | undefined) ?? suggestion.email,
    }
    const invalid = Object.values(accountErrors(input))[0]
    if (invalid) throw badRequest(invalid)

    const account = await createAccount(options.pool, input)
    if (!account) throw new MpError(409, 'conflict', 'email already belongs to an account')
    return reply.status(201).send(await withTokens(options.pool, account, options.clientId))
  })
}
