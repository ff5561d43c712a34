// Sellers, preferences and payments for the payment tests, through the official SDK and the real page.
import { MercadoPagoConfig, Preference } from 'mercadopago'
import type { PreferenceRequest } from 'mercadopago/dist/clients/preference/commonTypes.js'
import type { startSimulator } from '../sim-server.ts'

export type Sim = Awaited<ReturnType<typeof startSimulator>>

export const BACK_URLS = {
  success: 'http://loja.test/pedido/ok',
  pending: 'http://loja.test/pedido/pendente',
  failure: 'http://loja.test/pedido/falhou',
}

export const ITEM = {
  id: 'peca-42',
  title: 'Vestido de linho',
  quantity: 2,
  unit_price: 59.9,
  currency_id: 'BRL',
}

/** A collector through POST /__sim/test-users, with an SDK config for its access token. */
export async function seller(sim: Sim) {
  const user = await sim.testUser()
  return { ...user, config: new MercadoPagoConfig({ accessToken: user.access_token }) }
}

export function createPreference(config: MercadoPagoConfig, body: Partial<PreferenceRequest> = {}) {
  return new Preference(config).create({ body: { items: [ITEM], back_urls: BACK_URLS, ...body } })
}

export async function payByControl(sim: Sim, preferenceId: string, body: Record<string, string>) {
  const res = await sim.control(`/checkout/${preferenceId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** An approved payment, paid through the control API (same code path as the page). */
export async function approvedPayment(
  sim: Sim,
  config: MercadoPagoConfig,
  body: Partial<PreferenceRequest> = {},
) {
  const preference = await createPreference(config, body)
  const paid = await payByControl(sim, preference.id as string, {
    payment_method_id: 'master',
    cardholder_name: 'APRO',
  })
  return { preference, paymentId: String(paid.body.payment_id) }
}

const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")

/** Opens init_point like a browser, then submits its form with `fields` over the page's own defaults. */
export async function payByPage(initPoint: string, fields: Record<string, string>) {
  const page = await fetch(initPoint)
  const html = await page.text()
  const action = decodeEntities(/<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '')
  const defaults: Record<string, string> = {}
  for (const match of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) {
    if (match[1] !== 'payment_method') defaults[match[1] as string] = decodeEntities(match[2] as string)
  }
  const res = await fetch(new URL(action, initPoint), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...defaults, ...fields }).toString(),
    redirect: 'manual',
  })
  return { status: res.status, location: res.headers.get('location'), html: await res.text() }
}

/** POST /__sim/payments/{id}/status: the Pix / boleto was paid, the review ended, or the boleto expired. */
export async function settle(sim: Sim, paymentId: string | number, status: string) {
  const res = await sim.control(`/payments/${paymentId}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}
