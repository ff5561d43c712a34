import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { backUrlFor } from '../checkout/back-url.ts'
import { badRequest } from '../errors.ts'
import type { SimulatorOptions } from '../options.ts'
import { chargeBackPayment, mediatePayment } from '../payments/dispute-service.ts'
import { toReais } from '../payments/format.ts'
import { payPreference, settlePayment } from '../payments/payment-service.ts'

const PayBody = z.object({
  payment_method_id: z.string().min(1),
  cardholder_name: z.string().optional(),
  card_number: z.string().optional(),
  email: z.string().optional(),
})

const StatusBody = z.object({ status: z.enum(['approved', 'rejected', 'cancelled']) })

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {})
  if (!result.success) throw badRequest(z.prettifyError(result.error))
  return result.data
}

/**
 * Test control for payments: pay without a browser, settle pending Pix / boleto / review payments,
 * and contest approved ones (a buyer's claim, a card chargeback).
 */
export const paymentsControlRoutes: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  // Same code path as the hosted page's form; answers where that page would have sent the buyer.
  app.post<{ Params: { preference_id: string } }>('/checkout/:preference_id/pay', async (req, reply) => {
    const body = parse(PayBody, req.body)
    const { payment, preference } = await payPreference(options, req.params.preference_id, body)
    return reply.status(201).send({
      payment_id: Number(payment.id),
      status: payment.status,
      status_detail: payment.status_detail,
      back_url: backUrlFor(preference, payment),
    })
  })

  app.post<{ Params: { id: string } }>('/payments/:id/status', async (req) => {
    const { status } = parse(StatusBody, req.body)
    const payment = await settlePayment(options, req.params.id, status)
    return { payment_id: Number(payment.id), status: payment.status, status_detail: payment.status_detail }
  })

  // The buyer opened a claim: approved → in_mediation.
  app.post<{ Params: { id: string } }>('/payments/:id/mediation', async (req) => {
    const payment = await mediatePayment(options, req.params.id)
    return { payment_id: Number(payment.id), status: payment.status, status_detail: payment.status_detail }
  })

  // The card issuer took the money back: approved or in_mediation → charged_back, with its chargeback.
  app.post<{ Params: { id: string } }>('/payments/:id/chargeback', async (req, reply) => {
    const { payment, chargeback } = await chargeBackPayment(options, req.params.id)
    return reply.status(201).send({
      payment_id: Number(payment.id),
      status: payment.status,
      status_detail: payment.status_detail,
      chargeback: {
        id: chargeback.id,
        payment_id: Number(chargeback.payment_id),
        amount: toReais(chargeback.amount_cents),
        date_created: chargeback.date_created,
      },
    })
  })
}
