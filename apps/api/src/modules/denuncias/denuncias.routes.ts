import { DenunciaCreateSchema, DenunciaResponse, MotivosDenunciaResponse } from '@recria/domain/denuncia'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser, signedIn } from '../../lib/guards.ts'
import type { AppContext } from '../../services.ts'

export const denunciasRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { services }) => {
  const service = services.denuncias
  const tags = ['denuncias']

  app.get('/denuncias/motivos', { schema: { tags, response: { 200: MotivosDenunciaResponse } } }, async () =>
    service.motivos(),
  )

  // Any signed-in user may report a listing (spec part 2 §9); a visitor gets the login modal.
  app.post(
    '/denuncias',
    {
      onRequest: signedIn,
      schema: { tags, body: DenunciaCreateSchema, response: { 201: DenunciaResponse } },
    },
    async (req, reply) => {
      const user = await requireUser(req)
      return reply.status(201).send(await service.create(user.id_usuario, req.body))
    },
  )
}
