// Table-driven cases: what each checkout choice must produce, and the preference errors of the real API.
import { BACK_URLS, ITEM } from './checkout-fixtures.ts'

const card = (cardholder_name: string, card_number?: string) => ({
  payment_method: 'card',
  cardholder_name,
  ...(card_number ? { card_number } : {}),
})

/** [case, form fields, back_url, status, status_detail, payment_type_id, payment_method_id] */
export const PAGE_CASES = [
  ['APRO card', card('APRO'), 'success', 'approved', 'accredited', 'credit_card', 'master'],
  ['OTHE card', card('OTHE'), 'failure', 'rejected', 'cc_rejected_other_reason', 'credit_card', 'master'],
  ['CONT card', card('CONT'), 'pending', 'pending', 'pending_contingency', 'credit_card', 'master'],
  [
    'FUND visa',
    card('FUND', '4235 6477 2802 5682'),
    'failure',
    'rejected',
    'cc_rejected_insufficient_amount',
    'credit_card',
    'visa',
  ],
  [
    'Pix',
    { payment_method: 'pix' },
    'pending',
    'pending',
    'pending_waiting_transfer',
    'bank_transfer',
    'pix',
  ],
  [
    'boleto',
    { payment_method: 'boleto' },
    'pending',
    'pending',
    'pending_waiting_payment',
    'ticket',
    'bolbradesco',
  ],
] as const satisfies readonly [string, Record<string, string>, keyof typeof BACK_URLS, ...string[]][]

const item = (change: Record<string, unknown>) => ({ items: [{ ...ITEM, ...change }] })
const quantityMessage = 'items.0.quantity must be a integer'

/** [case, body changes, error code, message]: texts from Mercado Pago's preference reference. */
export const PREFERENCE_ERRORS: [string, Record<string, unknown>, string, string][] = [
  ['no items', { items: [] }, 'invalid_items', 'items needed.'],
  ['items not an array', { items: {} }, 'invalid_items', 'items must be a array'],
  ['an item without title', item({ title: '' }), 'invalid_items', 'title needed.'],
  ['quantity 0', item({ quantity: 0 }), 'invalid_items', quantityMessage],
  ['quantity 1.5', item({ quantity: 1.5 }), 'invalid_items', quantityMessage],
  ['unit_price 0', item({ unit_price: 0 }), 'invalid_items', 'unit_price invalid.'],
  ['unit_price as text', item({ unit_price: '10' }), 'invalid_items', 'unit_price must be a number.'],
  ['currency USD', item({ currency_id: 'USD' }), 'invalid_items', 'currency_id invalid.'],
  [
    'auto_return without back_urls.success',
    { back_urls: { failure: BACK_URLS.failure }, auto_return: 'approved' },
    'invalid_auto_return',
    'auto_return invalid. back_url.success must be defined',
  ],
  [
    'auto_return unknown',
    { auto_return: 'sometimes' },
    'invalid_auto_return',
    'auto_return invalid. Allowed values: approved, all',
  ],
  [
    'a relative back_url',
    { back_urls: { success: '/ok' } },
    'invalid_back_urls',
    'back_urls invalid. Wrong format',
  ],
  [
    'an ftp notification_url',
    { notification_url: 'ftp://loja.test/hook' },
    'invalid_notification_url',
    'notification_url attribute must be url valid',
  ],
  [
    'marketplace_fee above the total',
    { marketplace_fee: 119.81 },
    'invalid_marketplace_fee',
    'marketplace_fee must not be greater than total amount.',
  ],
  [
    'a negative marketplace_fee',
    { marketplace_fee: -1 },
    'invalid_marketplace_fee',
    'marketplace_fee must be positive.',
  ],
  [
    'marketplace_fee as text',
    { marketplace_fee: '5' },
    'invalid_marketplace_fee',
    'invalid type (string) for field marketplace_fee.',
  ],
]
