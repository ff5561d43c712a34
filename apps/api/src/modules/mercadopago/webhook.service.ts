import { MERCADO_PAGO_MSG } from '@recria/domain/conexao-mercadopago'
import type { Deps } from '../../deps.ts'
import { type Boss, JOB_EXPIRA_EM_SEGUNDOS } from '../../lib/boss.ts'
import { BadRequest } from '../../lib/errors.ts'
import { webhookEventsRepository as events } from './webhook-events.repository.ts'

export const WEBHOOK_QUEUE = 'mercadopago-webhook'

/**
 * 'short' keeps at most one QUEUED job per payment: a burst of notifications for it collapses into the
 * job still waiting, which reads the payment's current state when it runs. A notification arriving while
 * that job is already running queues a new one, so the last change is never lost.
 */
export async function ensureWebhookQueue(boss: Boss) {
  const options = {
    name: WEBHOOK_QUEUE,
    policy: 'short',
    // Mercado Pago got its 200 and will not notify again: retries 2 s, 4 s, 8 s… (pg-boss doubles
    // each and adds up to as much at random) keep a payment read through about 2 to 4 hours of outage.
    retryLimit: 12,
    retryDelay: 2,
    retryBackoff: true,
    expireInSeconds: JOB_EXPIRA_EM_SEGUNDOS,
  } as const
  await boss.createQueue(WEBHOOK_QUEUE, options)
  // A queue made before keeps its settings otherwise (it once expired its jobs after 2 minutes).
  await boss.updateQueue(WEBHOOK_QUEUE, options)
}

export interface Notification {
  requestId: string
  dataId: string
  type: string
  /** The whole notification as received (unknown fields kept, for the audit trail). */
  body: { id?: string; type: string; action?: string; user_id?: number; data: { id: string } }
}

/**
 * The topics whose notification syncs a payment: `payment` names it, `chargebacks` names a chargeback
 * of it (its payment is read from the provider first, then synced the same way).
 */
const SINCRONIZAVEIS = ['payment', 'chargebacks']

/** At most one queued job per notified resource (`payment:<id>`, `chargebacks:<id>`). */
export const webhookJobKey = (tipo: string, dataId: string) => `${tipo}:${dataId}`

export interface WebhookJob {
  id_evento: number
}

/** A notification naming something that will never match (no such payment or order): not retried. */
export class PermanentWebhookError extends Error {}

/**
 * Reads the notified payment and stores it: given by the payments module when the job is registered
 * (jobs.ts), so this module, which payments depend on, does not depend on them.
 */
export type PaymentSync = (target: { mpPaymentId: number; mpUserId: number | null }) => Promise<unknown>

export interface ChargebackTarget {
  chargebackId: string
  /** The notification's user_id: the collector whose token reads the chargeback. */
  mpUserId: number | null
}

/** The payment(s) a chargeback contests, as the provider says (contestacoes.service.ts). */
export type ChargebackPayments = (target: ChargebackTarget) => Promise<number[]>

/** A processor given no way to read chargebacks (a payments-only worker) records them as unreadable. */
const naoLeContestacoes: ChargebackPayments = async ({ chargebackId }) => {
  throw new PermanentWebhookError(MERCADO_PAGO_MSG.contestacaoIlegivel(chargebackId))
}

export type WebhookService = ReturnType<typeof createWebhookService>

export function createWebhookService({ db, boss, log }: Pick<Deps, 'db' | 'boss' | 'log'>) {
  return { receive, processEvent }

  /** Stores the (signed) notification and queues its processing; the answer goes out right after. */
  async function receive(n: Notification) {
    if (n.body.data.id !== n.dataId || n.body.type !== n.type)
      throw new BadRequest(MERCADO_PAGO_MSG.notificacaoForaDaUrl)
    if (n.type === 'payment' && !/^\d{1,15}$/.test(n.dataId))
      throw new BadRequest(MERCADO_PAGO_MSG.notificacaoPagamentoInvalido)
    const idEvento = await events.insert(db, {
      request_id: n.requestId,
      notificacao_id: n.body.id ?? null,
      tipo: n.type,
      acao: n.body.action ?? null,
      data_id: n.dataId,
      mp_user_id: n.body.user_id ?? null,
      corpo: n.body,
    })
    // A replay of a delivery already stored: acknowledged, neither stored nor processed again.
    if (idEvento === null) return { recebido: true as const }
    if (SINCRONIZAVEIS.includes(n.type)) {
      const job: WebhookJob = { id_evento: idEvento }
      await boss.send(WEBHOOK_QUEUE, job, { singletonKey: webhookJobKey(n.type, n.dataId) })
    } else {
      // Only payments (and the chargebacks of payments) move anything in Recria; other topics are
      // kept for the audit trail.
      await events.markProcessed(db, { tipo: n.type, dataId: n.dataId }, idEvento)
    }
    return { recebido: true as const }
  }

  /**
   * The job: syncs the payment the event names. Every event about that payment received before the
   * sync started is settled by it (it read the state they announced), including those whose jobs were
   * coalesced into this one. A permanent failure (unknown payment or order) is recorded and not retried.
   */
  async function processEvent(
    idEvento: number,
    syncPayment: PaymentSync,
    chargebackPayments: ChargebackPayments = naoLeContestacoes,
  ) {
    const event = await events.findById(db, idEvento)
    if (!event) return
    const resource = { tipo: event.tipo, dataId: event.data_id }
    const upTo = await events.lastIdOf(db, resource)
    try {
      const mpUserId = event.mp_user_id
      const payments =
        event.tipo === 'chargebacks'
          ? await chargebackPayments({ chargebackId: event.data_id, mpUserId })
          : [Number(event.data_id)]
      for (const mpPaymentId of payments) await syncPayment({ mpPaymentId, mpUserId })
      await events.markProcessed(db, resource, upTo)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      await events.markFailed(db, resource, upTo, message)
      if (!(error instanceof PermanentWebhookError)) throw error
      log.warn({ idEvento, err: error }, 'mercadopago: notificação sem pedido correspondente')
    }
  }
}
