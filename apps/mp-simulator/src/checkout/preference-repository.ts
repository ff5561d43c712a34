import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db/transaction.ts'
import type { BackUrls, PreferenceInput, PreferenceItemInput } from './preference-validation.ts'

export interface PreferenceRow {
  id: string
  collector_id: string
  client_id: string
  items: PreferenceItemInput[]
  /** Items plus the shipping cost: what the buyer pays. */
  total_cents: string
  shipping_cost_cents: string
  shipping_mode: string | null
  local_pickup: boolean
  marketplace_fee_cents: string
  back_urls: BackUrls
  auto_return: 'approved' | 'all' | null
  notification_url: string | null
  external_reference: string | null
  metadata: Record<string, unknown>
  payer: Record<string, unknown> | null
  statement_descriptor: string | null
  merchant_order_id: string
  date_created: Date
}

export async function insertPreference(
  db: Queryable,
  collectorId: number,
  clientId: string,
  input: PreferenceInput,
): Promise<PreferenceRow> {
  // The real API's ids are `<collector_id>-<uuid>`; Recria only treats them as opaque strings.
  const id = `${collectorId}-${randomUUID()}`
  const { rows } = await db.query<PreferenceRow>(
    `insert into mp_sim.preferences (id, collector_id, client_id, items, total_cents, marketplace_fee_cents,
       back_urls, auto_return, notification_url, external_reference, metadata, payer, statement_descriptor,
       shipping_cost_cents, shipping_mode, local_pickup)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     returning *`,
    [
      id,
      collectorId,
      clientId,
      JSON.stringify(input.items),
      input.totalCents,
      input.marketplaceFeeCents,
      JSON.stringify(input.backUrls),
      input.autoReturn,
      input.notificationUrl,
      input.externalReference,
      JSON.stringify(input.metadata),
      input.payer === null ? null : JSON.stringify(input.payer),
      input.statementDescriptor,
      input.shipments?.costCents ?? 0,
      input.shipments?.mode ?? null,
      input.shipments?.localPickup ?? false,
    ],
  )
  return rows[0] as PreferenceRow
}

export async function findPreference(db: Queryable, id: string): Promise<PreferenceRow | null> {
  const { rows } = await db.query<PreferenceRow>('select * from mp_sim.preferences where id = $1', [id])
  return rows[0] ?? null
}
