import {
  checkDatas,
  PagamentoResponse,
  PagamentosDoPedidoResponse,
  PagamentosFiltroFields,
  PagamentosVendedorResponse,
  SincronizarResponse,
} from '@recria/domain/pagamentos-consulta'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ownSellerData, pathId, requireUser, signedIn } from '../../lib/guards.ts'
import { PaginacaoQuery } from '../../lib/pagination.ts'
import { routeOptions } from '../../lib/route.ts'
import { byId } from '../../lib/schemas.ts'
import type { PagamentosService } from './pagamentos.service.ts'

/** What these routes are handed: the part of their module's face they use. */
export interface PagamentosRotas {
  pagamentos: { pagamentos: PagamentosService }
}

const PagamentosQuery = PaginacaoQuery.extend(PagamentosFiltroFields).superRefine(checkDatas)
const RELE_STATUS =
  'Relê o pagamento no Mercado Pago e grava o status de lá; um status enviado no corpo é ignorado.'

// docs/product/pagamentos.md Payments: the seller lists their own payments; a payment, or an order's
// payments, are read and synced by the order's buyer and seller only.
export const pagamentosRoutes: FastifyPluginAsyncZod<PagamentosRotas> = async (app, { pagamentos }) => {
  const service = pagamentos.pagamentos
  const route = routeOptions(['pagamentos'])

  app.get(
    '/pagamentos/vendedor/:id',
    route(ownSellerData, { ...byId, querystring: PagamentosQuery }, { 200: PagamentosVendedorResponse }),
    async (req) => service.doVendedor(pathId(req), req.query),
  )

  app.get('/pagamentos/pedido/:id', route(signedIn, byId, { 200: PagamentosDoPedidoResponse }), async (req) =>
    service.doPedido(req.params.id, await requireUser(req)),
  )

  app.get('/pagamentos/:id', route(signedIn, byId, { 200: PagamentoResponse }), async (req) =>
    service.get(req.params.id, await requireUser(req)),
  )

  app.put('/pagamentos/:id/sincronizar', route(signedIn, byId, { 200: SincronizarResponse }), async (req) =>
    service.sync(req.params.id, await requireUser(req)),
  )

  // The {status} body of docs/product/pagamentos.md is not read: the status is re-read from Mercado Pago
  // (decision 020).
  app.patch(
    '/pagamentos/:id/status',
    route(signedIn, { ...byId, description: RELE_STATUS }, { 200: SincronizarResponse }),
    async (req) => service.atualizarStatus(req.params.id, await requireUser(req)),
  )
}
