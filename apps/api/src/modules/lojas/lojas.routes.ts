import { ImpactoResponse, LojaResponse } from '@recria/domain/loja'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { CacheRespostas } from '../../lib/cache-respostas.ts'
import { pathId, requireUser, signedIn } from '../../lib/guards.ts'
import { anyone, routeOptions } from '../../lib/route.ts'
import { byId } from '../../lib/schemas.ts'
import type { LojasService } from './lojas.service.ts'

/** What these routes are handed: the part of their module's face they use, the answers kept in memory. */
export interface LojasRotas {
  lojas: { lojas: LojasService }
  vitrine?: CacheRespostas
}

// Public: a seller's shop (its listings are the catalogue's, `?id_vendedor=`) and the platform's impact;
// signed in: the raw material one handed over as a buyer.
export const lojasRoutes: FastifyPluginAsyncZod<LojasRotas> = async (app, { lojas, vitrine }) => {
  const service = lojas.lojas
  const route = routeOptions(['lojas'])

  // The same shop for everyone: kept once per seller (decision 037).
  app.get(
    '/vendedores/:id/loja',
    { ...route(anyone, byId, { 200: LojaResponse }), ...vitrine?.rota('loja', (req) => req.params) },
    async (req) => service.loja(pathId(req)),
  )

  // The signed-in user's own, as a buyer (their profile): no id, nobody else's.
  app.get('/impacto/comprador', route(signedIn, {}, { 200: ImpactoResponse }), async (req) =>
    service.doComprador((await requireUser(req)).id_usuario),
  )

  // The same for everyone, changing only as receipts are recorded: shared caches may keep it a minute.
  app.get('/impacto', route(anyone, {}, { 200: ImpactoResponse }), async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=60')
    return service.daPlataforma()
  })
}
