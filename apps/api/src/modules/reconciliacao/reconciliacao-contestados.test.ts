// The reconciliation knows contested payments: in mediation or charged back at Mercado Pago and in
// Recria is consistent (fees and net included); Recria behind the provider is a discrepancy as usual.
import { Preference } from 'mercadopago'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { sdkConfig } from '../mercadopago/sdk.ts'
import { provedorSimulador } from './provedor-simulador.ts'
import { reconciliar } from './reconciliar.ts'

let t: PaymentsApp
let seller: Awaited<ReturnType<PaymentsApp['connectedSeller']>>
let idComprador: number

beforeAll(async () => {
  t = await startPaymentsApp({ JOBS_WORKERS: 'false' })
  seller = await t.connectedSeller()
  idComprador = (await signUp(t.app)).usuario.id_usuario
}, 60_000)
afterAll(() => t?.close())

/** An approved card payment of a new order, stored by one sync (no notification_url: no webhook). */
async function pago(totalCentavos: number) {
  const idPedido = await t.insertOrder(idComprador, seller.usuario.id_usuario, totalCentavos)
  const pref = await new Preference(sdkConfig(seller.mp.access_token)).create({
    body: {
      items: [{ id: '1', title: 'Luminária de garrafa', quantity: 1, unit_price: totalCentavos / 100 }],
      external_reference: String(idPedido),
      marketplace_fee: totalCentavos / 1000,
    },
  })
  const { payment_id } = await t.pay(pref.id as string)
  await sincronizar(payment_id)
  return payment_id
}

const sincronizar = (mpPaymentId: number) =>
  t.services.pagamentosSync.sincronizar({ mpPaymentId, idUsuarioVendedor: seller.usuario.id_usuario })

const verificar = (db: Pick<pg.Pool, 'query'> = t.pool) => reconciliar(db, provedorSimulador(db))

describe('contested payments', () => {
  it('in mediation and charged back on both sides: no discrepancy', async () => {
    const mediado = await pago(9000)
    const estornado = await pago(4500)
    await t.sim(`/payments/${mediado}/mediation`)
    await t.sim(`/payments/${estornado}/mediation`)
    await t.sim(`/payments/${estornado}/chargeback`)
    await sincronizar(mediado)
    await sincronizar(estornado)
    const { rows } = await t.pool.query(
      `select mercado_pago_payment_id::float8 as mp, status from pagamentos
       where mercado_pago_payment_id = any($1::bigint[]) order by id_pagamento`,
      [[mediado, estornado]],
    )
    expect(rows).toEqual([
      { mp: mediado, status: 'in_mediation' },
      { mp: estornado, status: 'charged_back' },
    ])
    expect(await verificar()).toEqual([])
  })

  it('Recria still in mediation while the provider charged back: a status discrepancy', async () => {
    const mp = await pago(7000)
    await t.sim(`/payments/${mp}/mediation`)
    await sincronizar(mp)
    expect(await verificar()).toEqual([])
    await t.sim(`/payments/${mp}/chargeback`)
    expect(await verificar()).toEqual([
      {
        regra: 'pagamento_divergente',
        descricao: `Pagamento ${mp}: status in_mediation em pagamentos, charged_back no Mercado Pago.`,
      },
    ])
    await sincronizar(mp)
    expect(await verificar()).toEqual([])
  })

  it('a contested payment whose net is not its total less its fees', async () => {
    const mp = await pago(6000)
    await t.sim(`/payments/${mp}/chargeback`)
    await sincronizar(mp)
    const client = await t.pool.connect()
    try {
      await client.query('begin')
      await client.query(
        'update pagamentos set valor_liquido_centavos = valor_liquido_centavos + 1 where mercado_pago_payment_id = $1',
        [mp],
      )
      const achadas = await verificar(client)
      expect(achadas.map((d) => d.regra)).toEqual(['valor_liquido'])
      expect(achadas[0]?.descricao).toMatch(new RegExp(`^Pagamento ${mp}: líquido de R\\$`))
    } finally {
      await client.query('rollback')
      client.release()
    }
  })
})
