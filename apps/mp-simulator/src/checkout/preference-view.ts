import type { SimulatorOptions } from '../options.ts'
import { mpDate, toReais } from '../payments/format.ts'
import type { PreferenceRow } from './preference-repository.ts'

/** Where the buyer pays: the simulator's hosted checkout (both points, as in sandbox they are the same). */
export const checkoutUrl = (options: SimulatorOptions, preferenceId: string) =>
  `${options.publicUrl}/checkout/v1/redirect?pref_id=${encodeURIComponent(preferenceId)}`

/** The preference as POST/GET /checkout/preferences answer it (absent values as the real API fills them). */
export function preferenceView(options: SimulatorOptions, row: PreferenceRow) {
  const url = checkoutUrl(options, row.id)
  return {
    id: row.id,
    init_point: url,
    sandbox_init_point: url,
    collector_id: Number(row.collector_id),
    client_id: row.client_id,
    date_created: mpDate(row.date_created),
    operation_type: 'regular_payment',
    site_id: 'MLB',
    items: row.items.map(({ unit_price_cents, ...item }) => ({
      ...item,
      unit_price: toReais(unit_price_cents),
    })),
    payer: { email: '', name: '', surname: '', ...(row.payer ?? {}) },
    back_urls: { success: '', pending: '', failure: '', ...row.back_urls },
    auto_return: row.auto_return ?? '',
    notification_url: row.notification_url,
    external_reference: row.external_reference ?? '',
    shipments: {
      mode: row.shipping_mode,
      cost: toReais(row.shipping_cost_cents),
      local_pickup: row.local_pickup,
      free_shipping: false,
      default_shipping_method: null,
      receiver_address: {},
    },
    marketplace: 'NONE',
    marketplace_fee: toReais(row.marketplace_fee_cents),
    metadata: row.metadata,
    statement_descriptor: row.statement_descriptor,
    additional_info: '',
    binary_mode: false,
    expires: false,
    expiration_date_from: null,
    expiration_date_to: null,
    date_of_expiration: null,
    payment_methods: {
      default_card_id: null,
      default_payment_method_id: null,
      excluded_payment_methods: [{ id: '' }],
      excluded_payment_types: [{ id: '' }],
      installments: null,
      default_installments: null,
    },
    processing_modes: null,
  }
}
