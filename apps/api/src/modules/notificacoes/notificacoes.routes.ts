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
import { routeOptions } from '../../lib/route.ts'
import type { NotificacoesService } from './notificacoes.service.ts'
import { notificacoesStream } from './notificacoes-stream.ts'

/** Whether the session of a token's hash is still open: the auth module answers, long-lived streams re-ask. */
export type SessaoAberta = (tokenHash: string) => Promise<boolean>

/** What these routes are handed: their module's service, the session check, the LISTEN connection. */
export interface NotificacoesRotas {
  deps: Deps
  notificacoes: { notificacoes: NotificacoesService }
  sessaoAberta: SessaoAberta
  canal: Canal
}

/**
 * `:idNotificacao` keeps the name docs/product/notificacoes.md gives it, which the route guards' id
 * check (`id`, `id_…`) does not cover: it goes through the same parser here, after `selfOnly`.
 */
function idNotificacao(req: FastifyRequest) {
  const id = parseId((req.params as { idNotificacao?: unknown }).idNotificacao)
  if (id === null) throw new BadRequest(HTTP_MSG.idInvalido)
  return id
}

// Any signed-in user, each answering for their own notifications only (docs/product/notificacoes.md;
// docs/design.md#http-conventions).
export const notificacoesRoutes: FastifyPluginAsyncZod<NotificacoesRotas> = async (
  app,
  { deps, notificacoes, sessaoAberta, canal },
) => {
  const service = notificacoes.notificacoes
  const route = routeOptions(['notificacoes'])
  const base = '/notificacoes/usuario/:id'

  const lists: [string, StatusNotificacao | undefined][] = [
    ['', undefined],
    ['/nao-lidas', 'nao_lida'],
    ['/lidas', 'lida'],
  ]
  for (const [suffix, status] of lists)
    app.get(
      `${base}${suffix}`,
      route(selfOnly, { querystring: PaginacaoQuery }, { 200: NotificacoesPagina }),
      async (req) => service.listar(pathId(req), status, req.query),
    )

  const counts: [string, StatusNotificacao][] = [
    ['/contar-nao-lidas', 'nao_lida'],
    ['/contar-lidas', 'lida'],
  ]
  for (const [suffix, status] of counts)
    app.get(`${base}${suffix}`, route(selfOnly, {}, { 200: ContagemResponse }), async (req) =>
      service.contar(pathId(req), status),
    )

  app.put(`${base}/:idNotificacao/lida`, route(selfOnly, {}, { 200: NotificacaoResponse }), async (req) =>
    service.marcarLida(pathId(req), idNotificacao(req)),
  )

  app.put(`${base}/marcar-todas-lidas`, route(selfOnly, {}, { 200: MarcadasResponse }), async (req) =>
    service.marcarTodas(pathId(req)),
  )

  await app.register(notificacoesStream, {
    service,
    sessionOpen: sessaoAberta,
    canal,
    heartbeatMs: deps.config.SSE_HEARTBEAT_SECONDS * 1000,
    maxPorUsuario: deps.config.SSE_MAX_STREAMS_PER_USER,
    maxPorIp: deps.config.SSE_MAX_STREAMS_PER_IP,
  })
}
