import { afterAll, beforeAll, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import type { Deps } from '../../deps.ts'
import { createAnunciosService } from './anuncios.service.ts'
import { anuncioFixtures, type Seller } from './anuncios-fixtures.ts'
import { type AnuncioFiltros, anunciosQueryRepository as query } from './anuncios-query.repository.ts'

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
  await t.pool.query('analyze')
}, 120_000)
afterAll(() => t.close())

const cases: [string, AnuncioFiltros, number][] = [
  ['first page', {}, 0],
  ['a late page', {}, 9_000],
  ['status and payment form', { status: 'ativo', forma_pagamento: 'sustentavel' }, 0],
  ['price range', { preco_min_centavos: 2_000, preco_max_centavos: 3_000 }, 0],
  ['search', { busca: 'numero 99' }, 0],
  ['search common', { busca: 'anuncio' }, 0],
  ['search short', { busca: 'zz' }, 0],
]
async function explain(label: string, q: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql, params } = q.toSQL()
  const times: number[] = []
  let text = ''
  for (let i = 0; i < 7; i++) {
    const { rows } = await t.pool.query(`explain (analyze, buffers) ${sql}`, params)
    text = rows.map((r) => r['QUERY PLAN']).join('\n')
    times.push(Number(/Execution Time: ([\d.]+)/.exec(text)?.[1]))
  }
  times.sort((a, b) => a - b)
  console.log(`${label}: median ${times[3]} ms, min ${times[0]} ms`)
  if (process.env.SHOW_PLANS) console.log(text)
}
it('explains', async () => {
  for (const [name, f, offset] of cases) {
    await explain(`${name} page`, query.page(t.db, s.id, f, 12, offset))
    await explain(`${name} count`, query.countQuery(t.db, s.id, f, 10_000))
  }
}, 120_000)

async function raw(label: string, sql: string, params: unknown[] = []) {
  const times: number[] = []
  let text = ''
  for (let i = 0; i < 7; i++) {
    const { rows } = await t.pool.query(`explain (analyze, buffers) ${sql}`, params)
    text = rows.map((r) => r['QUERY PLAN']).join('\n')
    times.push(Number(/Execution Time: ([\d.]+)/.exec(text)?.[1]))
  }
  times.sort((a, b) => a - b)
  console.log(`${label}: median ${times[3]} ms, min ${times[0]} ms\n${text}\n`)
}
it('variants', async () => {
  const v = s.id
  await raw(
    'G nulls last tiebreak',
    `select id_anuncio from anuncios where id_usuario_vendedor = $1 order by data_criacao desc nulls last, id_anuncio desc limit 12`,
    [v],
  )
  await raw(
    'G late',
    `select id_anuncio from anuncios where id_usuario_vendedor = $1 order by data_criacao desc nulls last, id_anuncio desc limit 12 offset 9000`,
    [v],
  )
  await raw(
    'G status',
    `select id_anuncio from anuncios where id_usuario_vendedor = $1 and status_anuncio = 'ativo' and forma_de_pagamento = 'sustentavel' order by data_criacao desc nulls last, id_anuncio desc limit 12`,
    [v],
  )
  await raw('H array parens', `select array((select 1))`)
}, 120_000)
