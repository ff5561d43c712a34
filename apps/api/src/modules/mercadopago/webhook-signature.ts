import { MERCADO_PAGO_MSG } from '@recria/domain/conexao-mercadopago'
import type { FastifyRequest } from 'fastify'
import { InvalidWebhookSignatureError, SignatureFailureReason, WebhookSignatureValidator } from 'mercadopago'
import { Unauthorized } from '../../lib/errors.ts'

export interface SignedNotification {
  xSignature: string | undefined
  xRequestId: string | undefined
  /** `data.id` from the query string: the only part of the notification the signature covers. */
  dataId: string | undefined
}

/** A header or query value that may have been sent more than once: the first one counts. */
export const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * Mercado Pago's documented check: HMAC-SHA256 (hex) of `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`
 * with the application's secret, compared in constant time with `v1` of `x-signature: ts=…,v1=…`.
 * An alphanumeric data.id enters the manifest in lower case. Stale (or future) timestamps beyond the
 * tolerance are refused, so a captured notification cannot be replayed later.
 * Answers null when valid, otherwise the Portuguese reason.
 */
export function signatureProblem(
  n: SignedNotification,
  secret: string,
  toleranceSeconds: number,
  now: () => number = Date.now,
): string | null {
  if (!n.xSignature?.trim() || !n.xRequestId?.trim() || !n.dataId?.trim())
    return MERCADO_PAGO_MSG.assinaturaInvalida
  const dataId = n.dataId.trim()
  try {
    WebhookSignatureValidator.validate({
      xSignature: n.xSignature,
      xRequestId: n.xRequestId,
      dataId: /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId,
      secret,
      toleranceSeconds,
      now,
    })
    return null
  } catch (error) {
    if (!(error instanceof InvalidWebhookSignatureError)) throw error
    return error.reason === SignatureFailureReason.TimestampOutOfTolerance
      ? MERCADO_PAGO_MSG.assinaturaExpirada
      : MERCADO_PAGO_MSG.assinaturaInvalida
  }
}

/** `onRequest` hook: refuses an unsigned or forged notification before its body is even read. */
export function requireWebhookSignature(secret: string, toleranceSeconds: number) {
  return async (req: FastifyRequest) => {
    const query = req.query as Record<string, string | string[] | undefined>
    const problem = signatureProblem(
      {
        xSignature: firstValue(req.headers['x-signature']),
        xRequestId: firstValue(req.headers['x-request-id']),
        dataId: firstValue(query['data.id']),
      },
      secret,
      toleranceSeconds,
    )
    if (problem) {
      req.log.warn({ reason: problem }, 'mercadopago: notificação recusada')
      throw new Unauthorized(problem)
    }
  }
}
