// A fresh account that paid for an order is a plausible reporter (decision 024); one whose order
// was never paid is not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { denunciaFixtures } from './denuncias.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof denunciaFixtures>
beforeAll(async () => {
  // The orders are planted in SQL (no items, no provider payment): not a flow to reconcile.
  t = await createTestApp({}, { reconcile: false })
  f = denunciaFixtures(t)
})
afterAll(() => t.close())

/** An order of the buyer from another seller, paid (approved) or still awaiting payment. */
async function pedido(idComprador: number, pago: boolean) {
  const vendedor = await f.seller()
  await t.pool.query(
    `insert into pedidos (id_usuario_comprador, id_usuario_vendedor, status_pedido, valor_total_centavos, data_pagamento_aprovado)
     values ($1, $2, $3, 1000, $4)`,
    [idComprador, vendedor.id, pago ? 'entregue' : 'pagamento_pendente', pago ? new Date() : null],
  )
}

const contadas = (idVendedor: number) =>
  t.pool
    .query('select id_usuario_denunciante, contada from denuncias where id_usuario_vendedor = $1', [
      idVendedor,
    ])
    .then((r) => r.rows)

describe('a reporter registered today', () => {
  it('counts with a paid order, not with an unpaid one', async () => {
    const { seller, anuncios } = await f.vendedorComAnuncios(1)
    const [pagou, naoPagou] = await f.novos(2)
    await pedido(pagou?.id as number, true)
    await pedido(naoPagou?.id as number, false)
    await f.denunciarEmSequencia([pagou?.cookie as string, naoPagou?.cookie as string], anuncios)
    expect(await contadas(seller.id)).toEqual([
      { id_usuario_denunciante: pagou?.id, contada: true },
      { id_usuario_denunciante: naoPagou?.id, contada: false },
    ])
  })

  it('with a paid order is one of the five distinct groups that deactivate a listing', async () => {
    const { seller, anuncios } = await f.vendedorComAnuncios(1)
    const idAnuncio = anuncios[0] as number
    const antigos = await f.compradores(4)
    const [pagou] = await f.novos(1)
    await pedido(pagou?.id as number, true)
    await f.denunciarEmSequencia([...antigos.map((b) => b.cookie), pagou?.cookie as string], [idAnuncio])
    expect(await f.row(idAnuncio)).toMatchObject({ status_anuncio: 'inativo' })
    expect(await f.bloqueadoAte(seller.id)).toEqual(expect.any(Date))
  })
})
