import { MERCADO_PAGO_MSG } from '@recria/domain/conexao-mercadopago'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { routeOptions } from '../../lib/route.ts'
import type { WebhookService } from './webhook.service.ts'
import { ensureWebhookQueue } from './webhook.service.ts'
import { firstValue, requireWebhookSignature } from './webhook-signature.ts'

/** What these routes are handed: the part of their module's face they use, the outside world. */
export interface WebhookRotas {
  deps: Deps
  mercadopago: { webhook: WebhookService }
}

const invalid = MERCADO_PAGO_MSG.notificacaoInvalida
const ResourceId = z
  .union([z.string(), z.number().int().nonnegative()], { error: invalid })
  .transform(String)
  .pipe(
    z
      .string()
      .trim()
      .regex(/^[\w-]{1,64}$/, invalid),
  )

const WebhookQuery = z.object({
  'data.id': ResourceId,
  type: z.string({ error: invalid }).trim().min(1, invalid).max(50, invalid),
})

// Loose: the whole notification is kept for the audit trail; only these fields are relied on.
const WebhookBody = z.looseObject({
  id: ResourceId.optional(),
  type: z.string({ error: invalid }).trim().min(1, invalid).max(50, invalid),
  action: z.string({ error: invalid }).max(80, invalid).optional(),
  user_id: z.coerce.number({ error: invalid }).int(invalid).positive(invalid).optional(),
  data: z.object({ id: ResourceId }, { error: invalid }),
})

const RecebidoResponse = z.object({ recebido: z.literal(true) })

/**
 * POST /api/mercadopago/webhook (docs/design.md#orders-and-money): outside the session, signature checked
 * before anything else, stored and queued, then 200 at once so Mercado Pago does not retry.
 */
export const webhookRoutes: FastifyPluginAsyncZod<WebhookRotas> = async (app, { deps, mercadopago }) => {
  const { config } = deps
  const service = mercadopago.webhook
  const route = routeOptions(['mercadopago'])
  const signed = requireWebhookSignature(config.mp.webhookSecret, config.MP_WEBHOOK_TOLERANCE_SECONDS)
  await ensureWebhookQueue(deps.boss)

  app.post(
    '/mercadopago/webhook',
    route(signed, { querystring: WebhookQuery, body: WebhookBody }, { 200: RecebidoResponse }),
    async (req) =>
      service.receive({
        requestId: firstValue(req.headers['x-request-id']) ?? '',
        dataId: req.query['data.id'],
        type: req.query.type,
        body: req.body,
      }),
  )
}
