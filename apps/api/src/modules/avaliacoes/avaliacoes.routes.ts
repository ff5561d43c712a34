import { AvaliacaoCreateSchema, AvaliacaoUpdateSchema } from '@recria/domain/avaliacao'
import {
  AvaliacaoResponse,
  AvaliacoesCompradorFiltroFields,
  AvaliacoesCompradorResponse,
  AvaliacoesPedidoResponse,
  AvaliacoesProdutoResponse,
  AvaliacoesVendedorFiltroFields,
  AvaliacoesVendedorResponse,
  checkPeriodoAvaliacao,
  OpcoesFiltroResponse,
  PodeAvaliarResponse,
  VerificarCompraResponse,
} from '@recria/domain/avaliacao-consulta'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ownData, ownSellerData, pathId, requireUser, signedIn } from '../../lib/guards.ts'
import { PaginacaoQuery } from '../../lib/pagination.ts'
import { anyone, routeOptions } from '../../lib/route.ts'
import { byId } from '../../lib/schemas.ts'
import type { AvaliacoesService } from './avaliacoes.service.ts'
import type { AvaliacoesConsultaService } from './avaliacoes-consulta.service.ts'

/** What these routes are handed: the part of their module's face they use. */
export interface AvaliacoesRotas {
  avaliacoes: { avaliacoes: AvaliacoesService; consulta: AvaliacoesConsultaService }
}

const VendedorQuery = PaginacaoQuery.extend(AvaliacoesVendedorFiltroFields)
const CompradorQuery = PaginacaoQuery.extend(AvaliacoesCompradorFiltroFields).superRefine(
  checkPeriodoAvaliacao,
)

// Ratings (docs/product/avaliacoes.md; decision 019). `{id}` after verificar-compra, pode-avaliar and
// produto names a product; after pedido an order; after vendedor and usuario a user (that user only).
export const avaliacoesRoutes: FastifyPluginAsyncZod<AvaliacoesRotas> = async (app, { avaliacoes }) => {
  const service = avaliacoes.avaliacoes
  const consulta = avaliacoes.consulta
  const route = routeOptions(['avaliacoes'])

  app.post(
    '/avaliacoes',
    route(signedIn, { body: AvaliacaoCreateSchema }, { 201: AvaliacaoResponse }),
    async (req, reply) => reply.status(201).send(await service.criar(await requireUser(req), req.body)),
  )

  app.put(
    '/avaliacoes/:id',
    route(signedIn, { ...byId, body: AvaliacaoUpdateSchema }, { 200: AvaliacaoResponse }),
    async (req) => service.atualizar(await requireUser(req), req.params.id, req.body),
  )

  app.get(
    '/avaliacoes/verificar-compra/:id',
    route(signedIn, byId, { 200: VerificarCompraResponse }),
    async (req) => service.verificarCompra(await requireUser(req), req.params.id),
  )

  app.get('/avaliacoes/pode-avaliar/:id', route(signedIn, byId, { 200: PodeAvaliarResponse }), async (req) =>
    service.podeAvaliar(await requireUser(req), req.params.id),
  )

  // Public: the listing page's tab. A signed-in reader's own review is left out (docs/product/avaliacoes.md).
  app.get(
    '/avaliacoes/produto/:id',
    route(anyone, { ...byId, querystring: PaginacaoQuery }, { 200: AvaliacoesProdutoResponse }),
    async (req) => {
      const session = await req.session()
      const idUsuario = session.status === 'ok' ? session.user.id_usuario : null
      return consulta.doProduto(req.params.id, idUsuario, req.query)
    },
  )

  app.get('/avaliacoes/pedido/:id', route(signedIn, byId, { 200: AvaliacoesPedidoResponse }), async (req) =>
    consulta.doPedido(req.params.id, await requireUser(req)),
  )

  app.get(
    '/avaliacoes/vendedor/:id',
    route(ownSellerData, { ...byId, querystring: VendedorQuery }, { 200: AvaliacoesVendedorResponse }),
    async (req) => consulta.doVendedor(pathId(req), req.query),
  )

  app.get(
    '/avaliacoes/vendedor/:id/opcoes-filtro',
    route(ownSellerData, byId, { 200: OpcoesFiltroResponse }),
    async (req) => consulta.opcoesFiltro(pathId(req)),
  )

  app.get(
    '/avaliacoes/comprador',
    route(signedIn, { querystring: CompradorQuery }, { 200: AvaliacoesCompradorResponse }),
    async (req) => consulta.doComprador((await requireUser(req)).id_usuario, req.query),
  )

  app.get(
    '/avaliacoes/usuario/:id',
    route(ownData, { ...byId, querystring: CompradorQuery }, { 200: AvaliacoesCompradorResponse }),
    async (req) => consulta.doComprador(pathId(req), req.query),
  )
}
