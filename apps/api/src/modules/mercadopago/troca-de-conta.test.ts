// Connecting again with another Mercado Pago account is refused, as disconnecting is, while the seller
// has a payment that may still be refunded: refunds go back through the connected account (decision
// 020). The same account renews its tokens. Payments made through the simulator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { connectSeller, uniqueAccount } from '../../../test/mercadopago.ts'
import { type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { pagamentosFixtures, type Vendedor } from '../pagamentos/pagamentos.fixtures.ts'

let t: PaymentsApp
let f: ReturnType<typeof pagamentosFixtures>
let comprador: number

beforeAll(async () => {
  t = await startPaymentsApp({ JOBS_WORKERS: 'false' })
  f = pagamentosFixtures(t)
  comprador = (await signUp(t.app)).usuario.id_usuario
}, 60_000)
afterAll(() => t?.close())

const SUCESSO = '/mercadopago-conectado?sucesso=true'
const BLOQUEADA = '/erro-autorizacao?erro=troca_bloqueada'

const connectionOf = async (seller: Vendedor) =>
  (
    await t.pool.query('select * from conexoes_mercadopago where id_usuario = $1', [
      seller.usuario.id_usuario,
    ])
  ).rows[0]

const connectionsOfEmail = async (email: string) =>
  (await t.pool.query('select id_usuario from conexoes_mercadopago where email = $1', [email])).rows

const cartao = (seller: Vendedor) => f.pagar(seller, comprador, 5000, { metodo: 'master', titular: 'APRO' })

describe('connecting again with Mercado Pago', () => {
  it('refuses another account while a payment may be refunded, keeping the connected one', async () => {
    const seller = await t.connectedSeller()
    await cartao(seller)
    const kept = await connectionOf(seller)

    const outra = uniqueAccount('outra')
    expect(await connectSeller(t, seller.cookie, outra)).toBe(BLOQUEADA)
    expect(await connectionOf(seller)).toEqual(kept)
    expect(t.cipher.decrypt(kept.access_token_cifrado)).toBe(seller.mp.access_token)
    expect(await connectionsOfEmail(outra.email)).toEqual([])

    // Disconnecting is refused for the same reason.
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/mercadopago/disconnect',
      headers: { cookie: seller.cookie },
    })
    expect(res.statusCode).toBe(422)
    expect(await connectionOf(seller)).toEqual(kept)
  })

  it('lets the same account reconnect (new tokens by consent) while a payment may be refunded', async () => {
    const seller = await t.connectedSeller()
    await cartao(seller)
    const before = await connectionOf(seller)

    const mesma = { nickname: seller.mp.nickname, email: seller.mp.email }
    expect(await connectSeller(t, seller.cookie, mesma)).toBe(SUCESSO)
    const after = await connectionOf(seller)
    expect(after.mp_user_id).toBe(before.mp_user_id)
    expect(after.email).toBe(seller.mp.email)
    expect(after.access_token_cifrado).not.toBe(before.access_token_cifrado)
  })

  it('switches accounts when nothing may be refunded any more', async () => {
    const seller = await t.connectedSeller()
    const pago = await cartao(seller)
    await f.reembolsar(pago)
    const before = await connectionOf(seller)

    const outra = uniqueAccount('nova')
    expect(await connectSeller(t, seller.cookie, outra)).toBe(SUCESSO)
    const after = await connectionOf(seller)
    expect(after.email).toBe(outra.email)
    expect(after.mp_user_id).not.toBe(before.mp_user_id)
  })
})
