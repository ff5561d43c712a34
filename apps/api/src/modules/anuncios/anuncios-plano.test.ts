// The seller's list stays an index walk with 10,000 listings for one seller (docs/design.md#data-model): the
// page's ids come from anuncios_vendedor_idx in order, the joins run for the page only, the count is bounded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { anuncioFixtures, type Seller } from './anuncios.fixtures.ts'
import { COUNT_CAP } from './anuncios.service.ts'
import type { AnuncioFiltros } from './anuncios-filtros.ts'
import { anunciosQueryRepository as query } from './anuncios-query.repository.ts'

let t: TestApp
let s: Seller
beforeAll(async () => {
  t = await createTestApp()
  const f = anuncioFixtures(t)
  s = await f.seller()
  const others = await Promise.all([f.seller(), f.seller(), f.seller()])
  for (const seller of [s, ...others]) {
    const cat = await f.catalogo(seller.id)
    // 50 products each; the seller under test gets 10,000 listings, three others 30,000 each.
    await t.pool.query(
      `insert into produtos (id_usuario_vendedor, nome, descricao, preco_centavos)
       select $1, 'Produto ' || g, 'Descrição do produto ' || g, 1000 + g * 100 from generate_series(1, 50) g`,
      [seller.id],
    )
    const n = seller === s ? 10_000 : 30_000
    await t.pool.query(
      `insert into anuncios (id_usuario_vendedor, id_produto, descricao_anuncio, forma_de_pagamento,
         creditos_aceitos, valor_conversao_centavos, id_conversao, id_materia_prima, status_anuncio, data_criacao)
       select $1, p.id_produto, 'Anúncio número ' || g, case when g % 3 = 0 then 'sustentavel' else 'padrao' end,
         case when g % 3 = 0 then 50 else 0 end, case when g % 3 = 0 then 8000 end,
         case when g % 3 = 0 then $2::int end, case when g % 3 = 0 then $3::int end,
         case when g % 7 = 0 then 'inativo' else 'ativo' end, now() - g * interval '1 minute'
       from generate_series(1, $4::int) g
       join lateral (select id_produto from produtos where id_usuario_vendedor = $1
                     order by id_produto offset (g % 50) limit 1) p on true`,
      [seller.id, cat.idConversao, cat.idMateria, n],
    )
  }
  await t.dono.query('analyze')
}, 120_000)
afterAll(() => t.close())

async function plan(sqlText: string, params: unknown[]) {
  const { rows } = await t.pool.query(
    `explain (analyze, costs off, timing off, summary off) ${sqlText}`,
    params,
  )
  return rows.map((r) => r['QUERY PLAN'] as string).join('\n')
}

// [name, filters, offset, what the plan of the page's ids must show]
const cases: [string, AnuncioFiltros, number, RegExp][] = [
  ['first page', {}, 0, /Index Scan using anuncios_vendedor_idx on anuncios/],
  ['a late page', {}, 9_000, /anuncios_vendedor_idx/],
  [
    'status and payment form',
    { status: 'ativo', forma_pagamento: 'sustentavel' },
    0,
    /Index Scan using anuncios_vendedor_idx/,
  ],
  [
    'price range',
    { preco_min_centavos: 2_000, preco_max_centavos: 3_000 },
    0,
    /anuncios_(vendedor|produto)_idx/,
  ],
  ['search', { busca: 'numero 99' }, 0, /Bitmap Index Scan on anuncios_(vendedor_idx|descricao_trgm)/],
]

describe('list query plan with 10,000 listings for one seller', () => {
  it.each(cases)(
    '%s: the page reads an index, never all of anuncios',
    async (name, filtros, offset, expected) => {
      const { sql, params } = query.page(t.db, s.id, filtros, 12, offset).toSQL()
      const text = await plan(sql, params)
      if (process.env.SHOW_PLANS) console.log(`${name}\n${text}\n`)
      expect(text).toMatch(expected)
      expect(text).not.toMatch(/Seq Scan on anuncios/)
      expect(await query.page(t.db, s.id, filtros, 12, offset)).toHaveLength(12)
    },
  )

  it.each(cases)('%s: the bounded count reads an index too', async (name, filtros) => {
    const { sql, params } = query.countQuery(t.db, s.id, filtros, COUNT_CAP).toSQL()
    const text = await plan(sql, params)
    if (process.env.SHOW_PLANS) console.log(`count, ${name}\n${text}\n`)
    expect(text).toMatch(/anuncios_(vendedor|produto)_idx/)
    expect(text).not.toMatch(/Seq Scan on anuncios/)
  })

  it('counts at most COUNT_CAP rows', async () => {
    expect(await query.count(t.db, s.id, {}, COUNT_CAP)).toBe(10_000)
    expect(await query.count(t.db, s.id, {}, 100)).toBe(100)
    expect(await query.count(t.db, s.id, { status: 'inativo' }, COUNT_CAP)).toBe(1_428)
  })
})
