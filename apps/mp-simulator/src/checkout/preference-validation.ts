import { MpError } from '../errors.ts'
import { toCents } from '../payments/format.ts'

export interface PreferenceItemInput {
  id: string
  title: string
  description: string
  picture_url: string | null
  category_id: string
  quantity: number
  currency_id: 'BRL'
  unit_price_cents: number
}

export type BackUrls = { success?: string; pending?: string; failure?: string }

/** A seller-defined delivery cost: shown apart from the items and charged with them. */
export interface ShipmentsInput {
  mode: 'not_specified'
  costCents: number
  localPickup: boolean
}

export interface PreferenceInput {
  items: PreferenceItemInput[]
  /** What the buyer pays: the items plus the shipping cost. */
  totalCents: number
  shipments: ShipmentsInput | null
  marketplaceFeeCents: number
  backUrls: BackUrls
  autoReturn: 'approved' | 'all' | null
  notificationUrl: string | null
  externalReference: string | null
  metadata: Record<string, unknown>
  payer: Record<string, unknown> | null
  statementDescriptor: string | null
}

/** The errors the real API answers, codes and texts as in its reference (400, `error` = the code). */
const invalid = (code: string, description: string) =>
  new MpError(400, code, description, [{ code, description }])

const typeName = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value)
const isObject = (value: unknown): value is Record<string, unknown> => typeName(value) === 'object'

export const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

const optionalString = (value: unknown, field: string, max: number): string | null => {
  if (value === undefined || value === null || value === '') return null
  if (typeof value !== 'string' || value.length > max) {
    throw invalid(`invalid_${field}`, `invalid type (${typeName(value)}) for field ${field}.`)
  }
  return value
}

function parseItem(raw: unknown, index: number): PreferenceItemInput {
  if (!isObject(raw)) throw invalid('invalid_items', 'items must be a array')
  if (typeof raw.title !== 'string' || raw.title.trim() === '')
    throw invalid('invalid_items', 'title needed.')
  if (raw.quantity === undefined || raw.quantity === null) throw invalid('invalid_items', 'quantity needed.')
  if (typeof raw.quantity !== 'number' || !Number.isInteger(raw.quantity) || raw.quantity < 1) {
    throw invalid('invalid_items', `items.${index}.quantity must be a integer`)
  }
  if (raw.unit_price === undefined || raw.unit_price === null)
    throw invalid('invalid_items', 'unit_price needed.')
  if (typeof raw.unit_price !== 'number') throw invalid('invalid_items', 'unit_price must be a number.')
  const cents = toCents(raw.unit_price)
  if (!(cents > 0)) throw invalid('invalid_items', 'unit_price invalid.')
  // Recria sells in Brazil only; the real API ties the currency to the collector's site (MLB → BRL).
  if (raw.currency_id !== undefined && raw.currency_id !== 'BRL')
    throw invalid('invalid_items', 'currency_id invalid.')
  return {
    id: typeof raw.id === 'string' && raw.id !== '' ? raw.id : String(index + 1),
    title: raw.title,
    description: typeof raw.description === 'string' ? raw.description : '',
    picture_url: typeof raw.picture_url === 'string' ? raw.picture_url : null,
    category_id: typeof raw.category_id === 'string' ? raw.category_id : '',
    quantity: raw.quantity,
    currency_id: 'BRL',
    unit_price_cents: cents,
  }
}

function parseBackUrls(raw: unknown, autoReturn: unknown): BackUrls {
  if (raw !== undefined && raw !== null && !isObject(raw)) {
    throw invalid('invalid_back_urls', 'back_urls invalid. Wrong format')
  }
  const backUrls: BackUrls = {}
  for (const key of ['success', 'pending', 'failure'] as const) {
    const value = isObject(raw) ? raw[key] : undefined
    if (value === undefined || value === null || value === '') continue
    if (!isHttpUrl(value)) throw invalid('invalid_back_urls', 'back_urls invalid. Wrong format')
    backUrls[key] = value
  }
  if (autoReturn !== undefined && autoReturn !== null && autoReturn !== '' && !backUrls.success) {
    throw invalid('invalid_auto_return', 'auto_return invalid. back_url.success must be defined')
  }
  return backUrls
}

function parseAutoReturn(raw: unknown): 'approved' | 'all' | null {
  if (raw === undefined || raw === null || raw === '') return null
  if (raw === 'approved' || raw === 'all') return raw
  throw invalid('invalid_auto_return', 'auto_return invalid. Allowed values: approved, all')
}

/** `shipments: { mode: 'not_specified', cost, local_pickup }`; other modes need Mercado Envios. */
function parseShipments(raw: unknown): ShipmentsInput | null {
  if (raw === undefined || raw === null) return null
  if (!isObject(raw))
    throw invalid('invalid_shipments', `invalid type (${typeName(raw)}) for field shipments.`)
  if (raw.mode !== undefined && raw.mode !== 'not_specified')
    throw invalid('invalid_shipments', 'shipments.mode invalid. Allowed values: not_specified')
  const cost = raw.cost ?? 0
  if (typeof cost !== 'number' || !Number.isFinite(cost))
    throw invalid('invalid_shipments', `invalid type (${typeName(cost)}) for field shipments.cost.`)
  const costCents = toCents(cost)
  if (costCents < 0) throw invalid('invalid_shipments', 'shipments.cost must be positive.')
  if (raw.local_pickup !== undefined && typeof raw.local_pickup !== 'boolean')
    throw invalid(
      'invalid_shipments',
      `invalid type (${typeName(raw.local_pickup)}) for field shipments.local_pickup.`,
    )
  return { mode: 'not_specified', costCents, localPickup: raw.local_pickup === true }
}

function parseMarketplaceFee(raw: unknown, totalCents: number): number {
  if (raw === undefined || raw === null) return 0
  if (typeof raw !== 'number' || !Number.isFinite(raw)) {
    throw invalid('invalid_marketplace_fee', `invalid type (${typeName(raw)}) for field marketplace_fee.`)
  }
  const cents = toCents(raw)
  if (cents < 0) throw invalid('invalid_marketplace_fee', 'marketplace_fee must be positive.')
  if (cents > totalCents) {
    throw invalid('invalid_marketplace_fee', 'marketplace_fee must not be greater than total amount.')
  }
  return cents
}

/** Validates a POST /checkout/preferences body the way the real API does, or throws its 400. */
export function parsePreference(body: unknown): PreferenceInput {
  if (!isObject(body)) throw invalid('bad_request', 'body must be a JSON object')
  if (body.items === undefined || body.items === null) throw invalid('invalid_items', 'items needed.')
  if (!Array.isArray(body.items)) throw invalid('invalid_items', 'items must be a array')
  if (body.items.length === 0) throw invalid('invalid_items', 'items needed.')
  const items = body.items.map(parseItem)
  const shipments = parseShipments(body.shipments)
  const totalCents =
    items.reduce((sum, item) => sum + item.quantity * item.unit_price_cents, 0) + (shipments?.costCents ?? 0)
  const autoReturn = parseAutoReturn(body.auto_return)
  const notificationUrl = body.notification_url ?? null
  if (notificationUrl !== null && notificationUrl !== '' && !isHttpUrl(notificationUrl)) {
    throw invalid('invalid_notification_url', 'notification_url attribute must be url valid')
  }
  if (body.metadata !== undefined && body.metadata !== null && !isObject(body.metadata)) {
    throw invalid('invalid_metadata', `invalid type (${typeName(body.metadata)}) for field metadata.`)
  }
  return {
    items,
    totalCents,
    shipments,
    marketplaceFeeCents: parseMarketplaceFee(body.marketplace_fee, totalCents),
    backUrls: parseBackUrls(body.back_urls, autoReturn),
    autoReturn,
    notificationUrl: notificationUrl || null,
    externalReference: optionalString(body.external_reference, 'external_reference', 256),
    metadata: isObject(body.metadata) ? body.metadata : {},
    payer: isObject(body.payer) ? body.payer : null,
    statementDescriptor: optionalString(body.statement_descriptor, 'statement_descriptor', 22),
  }
}
