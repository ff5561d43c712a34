import {
  checkDatas,
  PagamentoResponse,
  PagamentosDoPedidoResponse,
  PagamentosFiltroFields,
  PagamentosVendedorResponse,
  SincronizarResponse,
} from '@recria/domain/pagamentos-consulta'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pathId, requireUser, selfOnly, sellerOnly, signedIn } from '../../lib/guards.ts'
import { PaginacaoQuery } from '../../lib/pagination.ts'
import { IdParams } from '../../lib/schemas.ts'
import type { AppContext } from '../../services.ts'

const PagamentosQuery = PaginacaoQuery.extend(PagamentosFiltroFields).superRefine(checkDatas)

// Spec part 2 §7 Payments: the seller lists their own payments; a payment, or an order's payments,
// are read and synced by the order's buyer and seller only.
export const pagamentosRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { services }) => {
  const service = services.pagamentos
  const tags = ['pagamentos']

  app.get(
    '/pagamentos/vendedor/:id',
    {
      onRequest: [sellerOnly, selfOnly],
      schema: {
        tags,
        params: IdParams,
        querystring: PagamentosQuery,
        response: { 200: PagamentosVendedorResponse },
      },
    },
    async (req) => service.doVendedor(pathId(req), req.query),
  )

  app.get(
    '/pagamentos/pedido/:id',
    {
      onRequest: signedIn,
      schema: { tags, params: IdParams, response: { 200: PagamentosDoPedidoResponse } },
    },
    async (req) => service.doPedido(req.params.id, await requireUser(req)),
  )

  app.get(
    '/pagamentos/:id',
    { onRequest: signedIn, schema: { tags, params: IdParams, response: { 200: PagamentoResponse } } },
    async (req) => service.get(req.params.id, await requireUser(req)),
  )

  app.put(
    '/pagamentos/:id/sincronizar',
    { onRequest: signedIn, schema: { tags, params: IdParams, response: { 200: SincronizarResponse } } },
    async (req) => service.sync(req.params.id, await requireUser(req)),
  )

  // The spec's {status} body is not read: the status is re-read from Mercado Pago (decision 020).
  app.patch(
    '/pagamentos/:id/status',
    {
      onRequest: signedIn,
      schema: {
        tags,
        description:
          'Relê o pagamento no Mercado Pago e grava o status de lá; um status enviado no corpo é ignorado.',
        params: IdParams,
        response: { 200: SincronizarResponse },
      },
    },
    async (req) => service.atualizarStatus(req.params.id, await requireUser(req)),
  )
}
