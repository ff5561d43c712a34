// The app LISTENING on a free port with the in-process Mercado Pago simulator, so the SDK and the
// simulator's signed webhooks travel over real HTTP; plus sellers, orders and payments for the tests.

import { freePort } from '@recria/postgres/free-port'
import { Preference } from 'mercadopago'
import type { Deps } from '../src/deps.ts'
import { startBoss } from '../src/lib/boss.ts'
import { createCipher, tokenKey } from '../src/lib/crypto.ts'
import { queueMailer } from '../src/lib/email-fila.ts'
import { sdkConfig } from '../src/modules/mercadopago/sdk.ts'
import { comRetirada, signUp } from './fixtures.ts'
import { createServices } from './services.ts'
import { createTestApp, type TestAppOptions } from './test-app.ts'

/** These tests drive the simulator through its test-control API, which is off unless given a token. */
export const SIM_CONTROL_TOKEN = 'token-de-controle-dos-testes'
const control = { 'x-sim-token': SIM_CONTROL_TOKEN }

export async function startPaymentsApp(
  env: Record<string, string> = {},
  options: Omit<TestAppOptions, 'webDistDir'> = {},
) {
  const port = await freePort()
  const t = await createTestApp(
    {
      PORT: String(port),
      MP_SIM_WEBHOOK_RETRY_DELAYS_MS: '200,400,800',
      MP_SIM_CONTROL_TOKEN: SIM_CONTROL_TOKEN,
      ...env,
    },
    options,
  )
  await t.app.listen({ port, host: '127.0.0.1' })
  const cipher = createCipher(tokenKey(t.config))
  // E-mails and refunds queued from these calls go to the app's jobs, as the app's own would.
  const mailBoss = await startBoss(t.db, t.app.log, { schedule: false })
  // What the services need from Deps for these calls.
  const deps = {
    config: t.config,
    db: t.db,
    log: t.app.log,
    cipher,
    mail: queueMailer(mailBoss, cipher),
    boss: mailBoss,
  } as unknown as Deps
  // The app's services, built the same way on these deps (as the app does at start).
  const services = createServices(deps)

  /** A call to the simulator's test-control API (/mp-sim/__sim/…). */
  async function sim<T = Record<string, unknown>>(path: string, body: unknown = {}): Promise<T> {
    const res = await fetch(`${t.config.mp.apiUrl}/__sim${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...control },
      body: JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`simulador ${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as T
  }

  /**
   * A seller signed up in Recria whose Mercado Pago test account is connected (tokens encrypted), offering
   * pickup.
   */
  async function connectedSeller() {
    const seller = await signUp(t.app, { perfil: 'vendedor' })
    const mp = await sim<{
      id: number
      nickname: string
      email: string
      access_token: string
      refresh_token: string
    }>('/test-users')
    await t.pool.query(
      `insert into conexoes_mercadopago (id_usuario, mp_user_id, access_token_cifrado, refresh_token_cifrado, expira_em, nickname, email)
       values ($1, $2, $3, $4, now() + interval '180 days', $5, $6)`,
      [
        seller.usuario.id_usuario,
        mp.id,
        cipher.encrypt(mp.access_token),
        cipher.encrypt(mp.refresh_token),
        mp.nickname,
        mp.email,
      ],
    )
    // Pickup by default, as the listings fixtures give: the checkout needs a delivery mode (decision 029).
    await comRetirada(t.app, seller)
    return { ...seller, mp }
  }

  /** An order in pagamento_pendente, as the checkout leaves it. */
  /** An unpaid order of one padrão item worth its total, as a checkout would write it. */
  async function insertOrder(idComprador: number, idVendedor: number, totalCentavos: number) {
    const { rows } = await t.pool.query<{ id_pedido: number }>(
      `with pedido as (
         insert into pedidos (id_usuario_comprador, id_usuario_vendedor, valor_total_centavos)
         values ($1, $2, $3) returning id_pedido)
       insert into itens_pedido (id_pedido, nome_produto, quantidade, valor_unitario_centavos, forma_pagamento_selecionada)
       select id_pedido, 'Tapete de retalhos', 1, $3, 'padrao' from pedido returning id_pedido`,
      [idComprador, idVendedor, totalCentavos],
    )
    return (rows[0] as { id_pedido: number }).id_pedido
  }

  async function pay(preferenceId: string, payment_method_id = 'master', cardholder_name = 'APRO') {
    return sim<{ payment_id: number; status: string }>(`/checkout/${preferenceId}/pay`, {
      payment_method_id,
      cardholder_name,
    })
  }

  /**
   * A pending Pix payment of a new order, stored by one sync. Its preference has no notification_url,
   * so no webhook ever arrives: only the calls under test move it.
   */
  async function pendingPixPayment(
    seller: { usuario: { id_usuario: number }; mp: { id: number; access_token: string } },
    idComprador: number,
    totalCentavos = 15990,
  ) {
    const idPedido = await insertOrder(idComprador, seller.usuario.id_usuario, totalCentavos)
    const pref = await new Preference(sdkConfig(seller.mp.access_token)).create({
      body: {
        items: [{ id: '1', title: 'Tapete de retalhos', quantity: 1, unit_price: totalCentavos / 100 }],
        external_reference: String(idPedido),
        marketplace_fee: 1.5,
      },
    })
    const paid = await pay(pref.id as string, 'pix', '')
    const synced = await services.pagamentosSync.sincronizar({
      mpPaymentId: paid.payment_id,
      mpUserId: seller.mp.id,
    })
    return { idPedido, mpPaymentId: paid.payment_id, idPagamento: synced.id_pagamento }
  }

  async function close() {
    await mailBoss.stop({ graceful: false, close: false, wait: true })
    await t.close()
  }

  return {
    ...t,
    close,
    port,
    deps,
    services,
    cipher,
    sim,
    connectedSeller,
    insertOrder,
    pay,
    pendingPixPayment,
  }
}

export type PaymentsApp = Awaited<ReturnType<typeof startPaymentsApp>>

/** Polls `check` until it answers something truthy; fails naming `what` (and the last value) after the deadline. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T>,
  timeoutMs = 15_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs
  let last: T | undefined
  for (;;) {
    last = await check()
    if (last) return last as NonNullable<T>
    if (Date.now() > deadline) throw new Error(`tempo esgotado esperando ${what}: ${JSON.stringify(last)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
