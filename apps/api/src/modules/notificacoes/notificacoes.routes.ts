import { HTTP_MSG } from '@recria/domain/http'
import { parseId } from '@recria/domain/id'
import {
  ContagemResponse,
  MarcadasResponse,
  NotificacaoResponse,
  NotificacoesPagina,
  type StatusNotificacao,
} from '@recria/domain/notificacao'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { BadRequest } from '../../lib/errors.ts'
import { pathId, selfOnly } from '../../lib/guards.ts'
import { PaginacaoQuery } from '../../lib/pagination.ts'
import type { Canal } from '../../lib/pg-canal.ts'
import { createNotificacoesService } from './notificacoes.service.ts'
import { notificacoesStream } from './notificacoes-stream.ts'

/**
 * `:idNotificacao` keeps the specification's name (spec part 1 §7), which the route guards' id
 * check (`id`, `id_…`) does not cover: it goes through the same parser here, after `selfOnly`.
 */
function idNotificacao(req: FastifyRequest) {
  const id = parseId((req.params as { idNotificacao?: unknown }).idNotificacao)
  if (id === null) throw new BadRequest(HTTP_MSG.idInvalido)
  return id
}

// Any signed-in user, each answering for their own notifications only (spec part 1 §7, DESIGN §6).
export const notificacoesRoutes: FastifyPluginAsyncZod<Deps & { canal: Canal }> = async (
  app,
  { canal, ...deps },
) => {
  const service = createNotificacoesService(deps)
  const tags = ['notificacoes']
  const base = '/notificacoes/usuario/:id'

  const lists: [string, StatusNotificacao | undefined][] = [
    ['', undefined],
    ['/nao-lidas', 'nao_lida'],
    ['/lidas', 'lida'],
  ]
  for (const [suffix, status] of lists)
    app.get(
      `${base}${suffix}`,
      {
        onRequest: selfOnly,
        schema: { tags, querystring: PaginacaoQuery, response: { 200: NotificacoesPagina } },
      },
      async (req) => service.listar(pathId(req), status, req.query),
    )

  const counts: [string, StatusNotificacao][] = [
    ['/contar-nao-lidas', 'nao_lida'],
    ['/contar-lidas', 'lida'],
  ]
  for (const [suffix, status] of counts)
    app.get(
      `${base}${suffix}`,
      { onRequest: selfOnly, schema: { tags, response: { 200: ContagemResponse } } },
      async (req) => service.contar(pathId(req), status),
    )

  app.put(
    `${base}/:idNotificacao/lida`,
    { onRequest: selfOnly, schema: { tags, response: { 200: NotificacaoResponse } } },
    async (req) => service.marcarLida(pathId(req), idNotificacao(req)),
  )

  app.put(
    `${base}/marcar-todas-lidas`,
    { onRequest: selfOnly, schema: { tags, response: { 200: MarcadasResponse } } },
    async (req) => service.marcarTodas(pathId(req)),
  )

  await app.register(notificacoesStream, {
    db: deps.db,
    service,
    canal,
    heartbeatMs: deps.config.SSE_HEARTBEAT_SECONDS * 1000,
  })
}
