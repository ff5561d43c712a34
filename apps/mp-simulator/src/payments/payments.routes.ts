import type { FastifyPluginAsync, RouteHandlerMethod } from 'fastify'
import { requireCollector } from '../auth.ts'
import { badRequest, MpError } from '../errors.ts'
import type { SimulatorOptions } from '../options.ts'
import { paymentNotFound } from './payment-errors.ts'
import { findPayment, listRefunds } from './payment-repository.ts'
import { paymentView } from './payment-view.ts'
import { refundPayment } from './refund-service.ts'
import { refundView } from './refund-view.ts'

type PaymentParams = { Params: { id: string; refund_id?: string } }

/** /v1/payments: reading a payment and refunding it, only with the collector's own access token. */
export const paymentsRoutes: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  // "POST …/refunds" with no body means a full refund; Fastify's own JSON parser would refuse it.
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body).trim()
    if (text === '') return done(null, undefined)
    try {
      done(null, JSON.parse(text))
    } catch {
      done(badRequest('invalid JSON body'), undefined)
    }
  })

  /** The caller's payment, or the same 404 whether it is missing or someone else's. */
  async function ownPayment(req: Parameters<RouteHandlerMethod>[0], id: string) {
    const collector = await requireCollector(req, options.pool)
    const payment = await findPayment(options.pool, id)
    if (!payment || Number(payment.collector_id) !== collector.id) throw paymentNotFound()
    return { collector, payment }
  }

  app.get<PaymentParams>('/v1/payments/:id', async (req) => {
    const { collector, payment } = await ownPayment(req, req.params.id)
    return paymentView(payment, await listRefunds(options.pool, payment.id), collector.nickname)
  })

  const createRefund: RouteHandlerMethod = async (req, reply) => {
    const { id } = req.params as PaymentParams['Params']
    const collector = await requireCollector(req, options.pool)
    const key = req.headers['x-idempotency-key']
    const idempotencyKey = typeof key === 'string' && key.trim() !== '' ? key.trim() : undefined
    const { refund, payment } = await refundPayment(options, collector, id, req.body, idempotencyKey)
    return reply.status(201).send(refundView(refund, payment, collector.nickname))
  }
  app.post('/v1/payments/:id/refunds', createRefund)
  app.post('/v1/payments/:id/refunds/', createRefund)

  const listAll: RouteHandlerMethod = async (req) => {
    const { collector, payment } = await ownPayment(req, (req.params as PaymentParams['Params']).id)
    const refunds = await listRefunds(options.pool, payment.id)
    return refunds.map((refund) => refundView(refund, payment, collector.nickname))
  }
  app.get('/v1/payments/:id/refunds', listAll)
  app.get('/v1/payments/:id/refunds/', listAll)

  app.get<PaymentParams>('/v1/payments/:id/refunds/:refund_id', async (req) => {
    const { collector, payment } = await ownPayment(req, req.params.id)
    const refund = (await listRefunds(options.pool, payment.id)).find((r) => r.id === req.params.refund_id)
    if (!refund)
      throw new MpError(404, 'not_found', 'Refund not found', [
        { code: 2032, description: 'Refund not found' },
      ])
    return refundView(refund, payment, collector.nickname)
  })
}
