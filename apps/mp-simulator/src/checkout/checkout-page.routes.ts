import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { MpError } from '../errors.ts'
import type { SimulatorOptions } from '../options.ts'
import { payPreference } from '../payments/payment-service.ts'
import { autoReturns, backUrlFor } from './back-url.ts'
import { formValues, payRequestFrom } from './checkout-form.ts'
import { checkoutPage, defaultFormValues, notFoundPage } from './checkout-page.ts'
import { findPreference } from './preference-repository.ts'
import { resultPage } from './result-page.ts'

type CheckoutQuery = { Querystring: { pref_id?: string } }

const sendPage = (reply: FastifyReply, status: number, body: string) =>
  // Payment pages hold per-buyer state: never cached.
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body)

/** The hosted checkout (the preference's init_point): GET shows it, POST pays. */
export const checkoutPageRoutes: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  app.get<CheckoutQuery>('/checkout/v1/redirect', async (req, reply) => {
    const preference = req.query.pref_id ? await findPreference(options.pool, req.query.pref_id) : null
    if (!preference) return sendPage(reply, 404, notFoundPage(options))
    return sendPage(reply, 200, checkoutPage(options, preference, defaultFormValues(preference)))
  })

  app.post<CheckoutQuery>('/checkout/v1/redirect', async (req, reply) => {
    const preference = req.query.pref_id ? await findPreference(options.pool, req.query.pref_id) : null
    if (!preference) return sendPage(reply, 404, notFoundPage(options))
    const values = formValues(req.body)
    const parsed = payRequestFrom(values)
    if ('error' in parsed)
      return sendPage(reply, 400, checkoutPage(options, preference, values, parsed.error))
    try {
      const { payment } = await payPreference(options, preference.id, parsed.request)
      const backUrl = backUrlFor(preference, payment)
      if (backUrl && autoReturns(preference, payment)) return reply.redirect(backUrl, 302)
      return sendPage(reply, 200, resultPage(options, preference, payment, backUrl))
    } catch (error) {
      if (!(error instanceof MpError) || error.status >= 500) throw error
      return sendPage(reply, error.status, checkoutPage(options, preference, values, error.message))
    }
  })
}
