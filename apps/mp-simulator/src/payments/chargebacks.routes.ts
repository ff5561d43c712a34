import type { FastifyPluginAsync } from 'fastify'
import { requireCollector } from '../auth.ts'
import type { SimulatorOptions } from '../options.ts'
import { chargebackNotFound, findChargeback } from './dispute-service.ts'
import { mpDate, toReais } from './format.ts'
import { findPayment } from './payment-repository.ts'

/**
 * GET /v1/chargebacks/{id}, as Mercado Pago answers it (the fields a receiver of a `chargebacks`
 * notification reads): only with the token of the contested payment's collector, 404 otherwise.
 */
export const chargebacksRoutes: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  app.get<{ Params: { id: string } }>('/v1/chargebacks/:id', async (req) => {
    const collector = await requireCollector(req, options.pool)
    const chargeback = await findChargeback(options.pool, req.params.id)
    const payment = chargeback && (await findPayment(options.pool, chargeback.payment_id))
    if (!chargeback || !payment || Number(payment.collector_id) !== collector.id) throw chargebackNotFound()
    return {
      id: chargeback.id,
      // The official SDK reads payment_id and currency_id; the API reference lists payments and currency.
      payment_id: Number(chargeback.payment_id),
      payments: [Number(chargeback.payment_id)],
      status: 'new',
      currency_id: 'BRL',
      currency: 'BRL',
      amount: toReais(chargeback.amount_cents),
      coverage_applied: false,
      coverage_elegible: true,
      documentation_required: false,
      documentation_status: 'not_supplied',
      documentation: [],
      date_documentation_deadline: null,
      date_created: mpDate(chargeback.date_created),
      date_last_updated: mpDate(chargeback.date_created),
      live_mode: false,
    }
  })
}
