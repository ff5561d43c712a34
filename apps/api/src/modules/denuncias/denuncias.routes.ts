import { DenunciaCreateSchema, DenunciaResponse, MotivosDenunciaResponse } from '@recria/domain/denuncia'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { requireUser, signedIn } from '../../lib/guards.ts'
import { perUser } from '../../lib/rate-limit.ts'
import { anyone, routeOptions } from '../../lib/route.ts'
import type { DenunciasService } from './denuncias.service.ts'

/** What these routes are handed: the part of their module's face they use, the outside world. */
export interface DenunciasRotas {
  deps: Deps
  denuncias: { denuncias: DenunciasService }
}

export const denunciasRoutes: FastifyPluginAsyncZod<DenunciasRotas> = async (app, { deps, denuncias }) => {
  const service = denuncias.denuncias
  const route = routeOptions(['denuncias'])

  app.get('/denuncias/motivos', route(anyone, {}, { 200: MotivosDenunciaResponse }), async () =>
    service.motivos(),
  )

  // Any signed-in user may report a listing (docs/product/denuncias.md); a visitor gets the login modal. Each
  // attempt counts against the user's report limit (decision 024), refused ones too.
  app.post(
    '/denuncias',
    route(signedIn, { body: DenunciaCreateSchema }, { 201: DenunciaResponse }),
    async (req, reply) => {
      const user = await requireUser(req)
      await deps.rateLimit.hit([perUser('denuncia', user.id_usuario, deps.config.DENUNCIA_RATE_LIMIT_MAX)])
      return reply.status(201).send(await service.create(user.id_usuario, req.body))
    },
  )
}
