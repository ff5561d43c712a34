// 'Avaliar' on the buyer's order: each item of a delivered order whose product the
// buyer has not reviewed yet carries the product to review; nothing for the seller, for another
// status, nor once reviewed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { avaliacoesFixtures } from '../avaliacoes/avaliacoes.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof avaliacoesFixtures>
beforeAll(async () => {
  t = await createTestApp({}, { reconcile: false })
  f = avaliacoesFixtures(t)
})
afterAll(() => t.close())

type Item = { nome_produto: string; id_produto_a_avaliar?: number }
const itens = async (idPedido: number, cookie: string) => {
  const res = await f.call('GET', `/pedidos/${idPedido}`, cookie)
  expect(res.statusCode).toBe(200)
  return (res.json().itens as Item[]).map((i) => [i.nome_produto, i.id_produto_a_avaliar ?? null])
}

describe("the buyer's order says which items to review", () => {
  it('marks each delivered, unreviewed item with its product, and drops it once reviewed', async () => {
    const luminaria = await f.oferta('Luminária de garrafa')
    const cesto = await f.oferta('Cesto de jornal', luminaria.vendedor)
    const ana = await f.comprador('Ana Souza')
    const idPedido = await f.pedido(ana, [luminaria, cesto], 'entregue')

    expect(await itens(idPedido, ana.cookie)).toEqual([
      ['Luminária de garrafa', luminaria.idProduto],
      ['Cesto de jornal', cesto.idProduto],
    ])
    // The seller's view never carries it.
    expect(await itens(idPedido, luminaria.vendedor.cookie)).toEqual([
      ['Luminária de garrafa', null],
      ['Cesto de jornal', null],
    ])

    await f.avaliada(ana, luminaria.idProduto)
    expect(await itens(idPedido, ana.cookie)).toEqual([
      ['Luminária de garrafa', null],
      ['Cesto de jornal', cesto.idProduto],
    ])
  })

  it('marks nothing before the delivery, after a cancellation or a refund', async () => {
    const oferta = await f.oferta('Vaso de pneu')
    const bruno = await f.comprador('Bruno Alves')
    for (const status of [
      'pagamento_aprovado',
      'em_preparacao',
      'pronto_para_entrega',
      'cancelado',
      'reembolsado',
    ]) {
      const idPedido = await f.pedido(bruno, [oferta], status)
      expect(await itens(idPedido, bruno.cookie)).toEqual([['Vaso de pneu', null]])
    }
  })

  it('never tells another buyer: the order is refused and nothing changes', async () => {
    const oferta = await f.oferta('Bolsa de lona')
    const ana = await f.comprador()
    const outro = await f.comprador()
    const idPedido = await f.pedido(ana, [oferta], 'entregue')
    const antes = await f.one<{ n: number }>('select count(*)::int as n from avaliacoes')
    const res = await f.call('GET', `/pedidos/${idPedido}`, outro.cookie)
    expect(res.statusCode).toBe(403)
    expect(res.body).not.toContain('id_produto_a_avaliar')
    expect(await f.one<{ n: number }>('select count(*)::int as n from avaliacoes')).toEqual(antes)
    expect((await f.call('GET', `/pedidos/${idPedido}`)).statusCode).toBe(401)
  })
})
