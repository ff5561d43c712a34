import type { SimulatorOptions } from '../options.ts'
import { html, page } from '../pages/html.ts'
import { formatBrl } from '../payments/format.ts'
import { TEST_CARDHOLDERS } from '../payments/payment-methods.ts'
import { DEFAULT_TEST_CARD } from '../payments/payment-service.ts'
import type { PreferenceRow } from './preference-repository.ts'
import { checkoutUrl } from './preference-view.ts'

export type CheckoutMethod = 'pix' | 'card' | 'boleto'

export interface CheckoutFormValues {
  payment_method: CheckoutMethod
  cardholder_name: string
  card_number: string
  email: string
}

export const cssHref = (options: SimulatorOptions) => `${options.publicUrl}/static/sim.css`

const groupedCard = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ')

export function defaultFormValues(preference: PreferenceRow): CheckoutFormValues {
  const email = preference.payer?.email
  return {
    payment_method: 'card',
    cardholder_name: '',
    card_number: groupedCard(DEFAULT_TEST_CARD),
    email: typeof email === 'string' ? email : '',
  }
}

const METHODS: { value: CheckoutMethod; label: string }[] = [
  { value: 'card', label: 'Cartão de crédito' },
  { value: 'pix', label: 'Pix' },
  { value: 'boleto', label: 'Boleto bancário' },
]

/** The delivery cost apart from the items, as Checkout Pro shows a preference's shipments.cost. */
function shippingLine(preference: PreferenceRow) {
  if (preference.shipping_mode === null) return ''
  const cost = Number(preference.shipping_cost_cents)
  const label = preference.local_pickup ? 'Retirada' : 'Envio'
  return html`<p class="total-line shipping-line"><span>${label}</span> <span>${cost === 0 ? 'Grátis' : formatBrl(cost)}</span></p>`
}

function itemsSummary(preference: PreferenceRow) {
  const rows = preference.items.map(
    (item) => html`<li class="item">
        <span class="item-title">${item.title} × ${item.quantity}</span>
        <span class="item-price">${formatBrl(item.unit_price_cents)} cada</span>
      </li>`,
  )
  return html`<section class="card" aria-labelledby="resumo">
    <h2 id="resumo">Resumo da compra</h2>
    <ul class="items">${rows}</ul>
    ${shippingLine(preference)}
    <p class="total-line"><span>Total</span> <span class="total">${formatBrl(preference.total_cents)}</span></p>
  </section>`
}

function cardFields(values: CheckoutFormValues) {
  const names = Object.entries(TEST_CARDHOLDERS).map(
    ([name, o]) => html`<li><strong>${name}</strong>: ${o.label}</li>`,
  )
  return html`<div class="card-fields">
    <label for="card-number">Número do cartão</label>
    <input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number"
      value="${values.card_number}" aria-describedby="card-hint" />
    <label for="cardholder-name">Nome do titular (como no cartão)</label>
    <input id="cardholder-name" name="cardholder_name" autocomplete="cc-name" autocapitalize="characters"
      value="${values.cardholder_name}" aria-describedby="holder-hint" />
    <div id="holder-hint" class="hint">
      <p>Cartão de teste: o nome do titular decide o resultado.</p>
      <ul class="hint-list">${names}</ul>
    </div>
    <p id="card-hint" class="hint">Use um cartão de teste do Mercado Pago, por exemplo 5031 4332 1540 6351.</p>
  </div>`
}

/** The hosted Checkout Pro page: summary, then one plain POST form (no script, strict CSP). */
export function checkoutPage(
  options: SimulatorOptions,
  preference: PreferenceRow,
  values: CheckoutFormValues,
  error?: string,
): string {
  const radios = METHODS.map(
    (m) => html`<label class="choice" for="method-${m.value}">
        <input type="radio" id="method-${m.value}" name="payment_method" value="${m.value}"
          ${values.payment_method === m.value ? html`checked` : ''} />
        ${m.label}
      </label>`,
  )
  const errorBox = error
    ? html`<div class="card error-box" role="alert" id="form-error"><p class="error">${error}</p></div>`
    : ''
  return page(
    cssHref(options),
    'Pagar',
    html`<h1>Finalize seu pagamento</h1>
    ${errorBox}
    ${itemsSummary(preference)}
    <form class="card pay-form" method="post" action="${checkoutUrl(options, preference.id)}" novalidate>
      <fieldset>
        <legend>Como você quer pagar?</legend>
        ${radios}
      </fieldset>
      ${cardFields(values)}
      <label for="email">Seu e-mail</label>
      <input id="email" name="email" type="email" autocomplete="email" value="${values.email}" />
      <div class="actions">
        <button type="submit" class="primary">Pagar ${formatBrl(preference.total_cents)}</button>
      </div>
    </form>`,
  )
}

export function notFoundPage(options: SimulatorOptions): string {
  return page(
    cssHref(options),
    'Link de pagamento inválido',
    html`<div class="card">
      <h1>Não encontramos este pagamento</h1>
      <p>O link de pagamento é inválido ou expirou. Volte à loja e tente de novo.</p>
    </div>`,
  )
}
