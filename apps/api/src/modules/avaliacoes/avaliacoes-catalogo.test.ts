// Real stars: after reviews, the catalogue cards, the listing page (with
// the seller's own figures) and the ordering by rating read the kept averages and counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { avaliacoesFixtures, type Oferta } from './avaliacoes.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof avaliacoesFixtures>
let boa: Oferta
let media: Oferta
let nova: Oferta
beforeAll(async () => {
  t = await createTestApp()
  f = avaliacoesFixtures(t)
  boa = await f.oferta('Luminária de garrafa')
  media = await f.oferta('Cesto de jornal', boa.vendedor)
  nova = await f.oferta('Bolsa de lona')
  const [ana, bruno] = [await f.comprador(), await f.comprador()]
  await f.pedido(ana, [boa, media])
  await f.pedido(bruno, [boa])
  await f.avaliada(ana, boa.idProduto, 5)
  await f.avaliada(bruno, boa.idProduto, 4)
  await f.avaliada(ana, media.idProduto, 3)
})
afterAll(() => t.close())

interface Card {
  id_anuncio: number
  produto: { rating: number; totalAvaliacoes: number }
}

describe('the stars', () => {
  it("show on the catalogue cards: the product's average and count, none for the unreviewed", async () => {
    const { body } = await f.vitrine('limit=48')
    const card = (o: Oferta) => (body.itens as Card[]).find((c) => c.id_anuncio === o.idAnuncio)?.produto
    expect(card(boa)).toMatchObject({ rating: 4.5, totalAvaliacoes: 2 })
    expect(card(media)).toMatchObject({ rating: 3, totalAvaliacoes: 1 })
    expect(card(nova)).toMatchObject({ rating: 0, totalAvaliacoes: 0 })
  })

  it('order the catalogue by rating, best first, the unreviewed last', async () => {
    const { ids } = await f.vitrine('ordenar=avaliacao&limit=48')
    expect(ids.filter((id) => [boa, media, nova].some((o) => o.idAnuncio === id))).toEqual([
      boa.idAnuncio,
      media.idAnuncio,
      nova.idAnuncio,
    ])
  })

  it("show on the listing page, with the seller's average and count over all their products", async () => {
    const res = await f.call('GET', `/anuncios/${media.idAnuncio}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      rating: 3,
      totalAvaliacoes: 1,
      vendedor: { id_usuario: boa.vendedor.id, nota_media: 4, total_avaliacoes: 3 },
    })
  })

  it('follow an edit at once: a new order of the cards', async () => {
    const [idAvaliacao] = (
      await t.pool.query<{ id: number }>('select id_avaliacao as id from avaliacoes where id_produto = $1', [
        media.idProduto,
      ])
    ).rows.map((r) => r.id)
    await t.pool.query('update avaliacoes set nota = 5 where id_avaliacao = $1', [idAvaliacao])
    const { ids, body } = await f.vitrine('ordenar=avaliacao&limit=48')
    expect(ids.filter((id) => [boa, media].some((o) => o.idAnuncio === id))).toEqual([
      media.idAnuncio,
      boa.idAnuncio,
    ])
    expect((body.itens as Card[]).find((c) => c.id_anuncio === media.idAnuncio)?.produto.rating).toBe(5)
  })
})
