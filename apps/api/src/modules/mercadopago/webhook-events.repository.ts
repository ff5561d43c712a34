import { and, eq, isNull, lte, max, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { webhookEventos } from '../../db/schema/mercadopago.ts'
import { firstRow, insertOrIgnore } from '../../lib/queries.ts'

export type WebhookEventoInsert = typeof webhookEventos.$inferInsert

/** One notified resource: its type and id (a payment and a merchant order may share a number). */
export interface Resource {
  tipo: string
  dataId: string
}

const about = ({ tipo, dataId }: Resource) =>
  and(eq(webhookEventos.tipo, tipo), eq(webhookEventos.data_id, dataId))

/** Events about a resource not yet settled, up to a given event (inclusive). */
const pendingOf = (resource: Resource, upTo: number) =>
  and(about(resource), lte(webhookEventos.id, upTo), isNull(webhookEventos.processado_em))

export const webhookEventsRepository = {
  /** The new event's id, or null when a delivery with the same x-request-id was stored before. */
  async insert(db: Executor, values: WebhookEventoInsert) {
    const requestId = { target: webhookEventos.request_id, where: sql`${webhookEventos.request_id} <> ''` }
    return insertOrIgnore(db, webhookEventos, values, requestId, webhookEventos.id)
  },

  async findById(db: Executor, id: number) {
    return firstRow(db.select().from(webhookEventos).where(eq(webhookEventos.id, id)))
  },

  /** The newest event received so far about a resource. */
  async lastIdOf(db: Executor, resource: Resource) {
    const [row] = await db
      .select({ id: max(webhookEventos.id) })
      .from(webhookEventos)
      .where(about(resource))
    return row?.id ?? 0
  },

  async markProcessed(db: Executor, resource: Resource, upTo: number) {
    await db
      .update(webhookEventos)
      .set({ processado_em: new Date(), erro: null })
      .where(pendingOf(resource, upTo))
  },

  async markFailed(db: Executor, resource: Resource, upTo: number, erro: string) {
    await db
      .update(webhookEventos)
      .set({ erro: erro.slice(0, 1000) })
      .where(pendingOf(resource, upTo))
  },
}
