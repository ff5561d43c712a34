// GET /anuncios/ativos-comprador pages: 12 by default, at most 48; the total counts at most what the
// pagination can show from the current page (four pages ahead, docs/design.md#data-model) and says when it is
// only a lower bound; pages never overlap and together hold every listing once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { catalogoFixtures } from './catalogo.fixtures.ts'

const TOTAL = 130
let t: TestApp
let f: ReturnType<typeof catalogoFixtures>
const newestFirst: number[] = []
beforeAll(async () => {
  t = await createTestApp()
  f = catalogoFixtures(t)
  const s = await f.vendedor()
  for (let i = 0; i < TOTAL; i++) {
    // Every ten share one price: the id settles their order, the same way on every page.
    newestFirst.unshift(
      await f.anuncio(s, {
        nome: `Caderno reciclado ${i}`,
        preco_centavos: 1_000 + 100 * Math.floor(i / 10),
      }),
    )
  }
})
afterAll(() => t.close())

const page = async (query: string) => {
  const res = await f.vitrine(query)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return { ...res.body, ids: res.ids }
}

describe('pagination', () => {
  it('counts at most four pages ahead on page 1 and says the total is a lower bound', async () => {
    expect(await page('')).toMatchObject({ total: 61, pagina: 1, total_paginas: 6, total_minimo: true })
    expect((await page('')).ids).toEqual(newestFirst.slice(0, 12))
  })

  it('counts exactly once the end is within reach', async () => {
    expect(await page('page=7')).toMatchObject({
      total: TOTAL,
      pagina: 7,
      total_paginas: 11,
      total_minimo: false,
    })
    expect(await page('limit=48')).toMatchObject({ total: TOTAL, total_paginas: 3, total_minimo: false })
    const last = await page('page=11')
    expect(last.ids).toEqual(newestFirst.slice(120))
    expect(await page('page=12')).toMatchObject({
      ids: [],
      itens: [],
      total: TOTAL,
      total_paginas: 11,
      total_minimo: false,
    })
    expect(await page('page=100000')).toMatchObject({ itens: [], total: TOTAL, total_minimo: false })
  })

  it('answers every listing once across the pages, for each ordering', async () => {
    for (const ordenar of ['recentes', 'menor_preco', 'maior_preco', 'avaliacao', 'relevancia']) {
      const seen: number[] = []
      for (let p = 1; p <= 6; p++) seen.push(...(await page(`ordenar=${ordenar}&limit=25&page=${p}`)).ids)
      expect(seen).toHaveLength(TOTAL)
      expect(new Set(seen).size).toBe(TOTAL)
    }
  })

  it('breaks price ties by id, ascending for the lowest price and descending for the highest', async () => {
    const cheapest = (await page('ordenar=menor_preco&limit=10')).ids
    expect(cheapest).toEqual(newestFirst.slice(-10).sort((a, b) => a - b))
    const dearest = (await page('ordenar=maior_preco&limit=10')).ids
    expect(dearest).toEqual(newestFirst.slice(0, 10).sort((a, b) => b - a))
  })

  it('pages a search and counts its matches the same way', async () => {
    expect(await page('busca=caderno&limit=10')).toMatchObject({
      total: 51,
      total_paginas: 6,
      total_minimo: true,
    })
    expect(await page('busca=caderno&limit=48&page=2')).toMatchObject({ total: TOTAL, total_minimo: false })
    expect(await page('busca=caderno 129')).toMatchObject({ total: 1, total_minimo: false })
  })
})
