// The figures the database keeps as reviews change (migration 0021, decision 019) always equal those
// computed from the reviews themselves, and the catalogue's nota follows each product's average:
// after single and bulk inserts, score edits, comment-only edits and deletions; a listing created
// later for a reviewed product starts from its average.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { avaliacoesFixtures, type Oferta, type Pessoa } from '../modules/avaliacoes/avaliacoes.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof avaliacoesFixtures>
let ofertas: Oferta[]
let compradores: Pessoa[]
beforeAll(async () => {
  t = await createTestApp()
  f = avaliacoesFixtures(t)
  const a = await f.oferta('Cesto de jornal')
  const b = await f.oferta('Banco de pallet', a.vendedor)
  const c = await f.oferta('Bolsa de lona')
  ofertas = [a, b, c]
  compradores = [await f.comprador(), await f.comprador(), await f.comprador()]
})
afterAll(() => t.close())

const q = async (text: string, values: unknown[] = []) => (await t.pool.query(text, values)).rows

/** Writes a review straight into the table (its order: the buyer's delivered one of the product). */
async function inserir(rows: [Pessoa, Oferta, number][]) {
  const values: unknown[] = []
  const tuples: string[] = []
  for (const [quem, o, nota] of rows) {
    const idPedido = await f.pedido(quem, [o])
    const n = values.length
    tuples.push(`($${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 5}, 'Comentário de teste')`)
    values.push(o.idProduto, idPedido, quem.id, o.vendedor.id, nota)
  }
  await t.pool.query(
    `insert into avaliacoes (id_produto, id_pedido, id_usuario_comprador, id_usuario_vendedor, nota, comentario)
     values ${tuples.join(', ')}`,
    values,
  )
}

async function confere() {
  const produtos = ofertas.map((o) => o.idProduto)
  const vendedores = [...new Set(ofertas.map((o) => o.vendedor.id))]
  expect(
    await q(
      `select id_produto, total, soma, nota_media::text from avaliacoes_produto
        where id_produto = any($1) and total <> 0 order by 1`,
      [produtos],
    ),
  ).toEqual(
    await q(
      `select id_produto, count(*)::int as total, sum(nota)::int as soma, round(avg(nota), 2)::text as nota_media
         from avaliacoes where id_produto = any($1) group by 1 order by 1`,
      [produtos],
    ),
  )
  expect(
    await q(
      `select id_usuario_vendedor, total, soma, nota_1, nota_2, nota_3, nota_4, nota_5, nota_media::text
         from avaliacoes_vendedor where id_usuario_vendedor = any($1) and total <> 0 order by 1`,
      [vendedores],
    ),
  ).toEqual(
    await q(
      `select id_usuario_vendedor, count(*)::int as total, sum(nota)::int as soma,
              ${[1, 2, 3, 4, 5].map((n) => `(count(*) filter (where nota = ${n}))::int as nota_${n}`).join(', ')},
              round(avg(nota), 2)::text as nota_media
         from avaliacoes where id_usuario_vendedor = any($1) group by 1 order by 1`,
      [vendedores],
    ),
  )
  // Every listing of these products carries its product's average (0 without reviews).
  expect(
    await q(
      `select b.id_anuncio, b.nota::text from anuncios_busca b join anuncios a using (id_anuncio)
        where a.id_produto = any($1) order by 1`,
      [produtos],
    ),
  ).toEqual(
    await q(
      `select a.id_anuncio, coalesce(round(avg(v.nota), 2), 0)::numeric(3, 2)::text as nota
         from anuncios a left join avaliacoes v on v.id_produto = a.id_produto
        where a.id_produto = any($1) group by 1 order by 1`,
      [produtos],
    ),
  )
}

describe('the kept review figures', () => {
  it('follow a first review: the product, the seller and the catalogue', async () => {
    const [a] = ofertas as [Oferta]
    await inserir([[compradores[0] as Pessoa, a, 4]])
    expect(await f.figuras(a)).toEqual({
      produto: { total: 1, soma: 4, nota_media: '4.00' },
      vendedor: {
        total: 1,
        soma: 4,
        nota_1: 0,
        nota_2: 0,
        nota_3: 0,
        nota_4: 1,
        nota_5: 0,
        nota_media: '4.00',
      },
      nota: '4.00',
    })
    await confere()
  })

  it('follow a bulk insert over several products and sellers', async () => {
    const [a, b, c] = ofertas as [Oferta, Oferta, Oferta]
    const [p0, p1, p2] = compradores as [Pessoa, Pessoa, Pessoa]
    await inserir([
      [p1, a, 5],
      [p2, a, 2],
      [p0, b, 3],
      [p1, b, 1],
      [p0, c, 5],
    ])
    expect((await f.figuras(a)).produto).toEqual({ total: 3, soma: 11, nota_media: '3.67' })
    await confere()
  })

  it('follow score edits, and ignore comment-only edits', async () => {
    await t.pool.query(
      `update avaliacoes set nota = 6 - nota, data_atualizacao = now() where id_produto = $1`,
      [ofertas[0]?.idProduto],
    )
    await confere()
    const antes = await f.figuras(ofertas[1] as Oferta)
    await t.pool.query(
      `update avaliacoes set comentario = 'Outro comentário, editado.' where id_produto = $1`,
      [ofertas[1]?.idProduto],
    )
    expect(await f.figuras(ofertas[1] as Oferta)).toEqual(antes)
    await confere()
  })

  it('follow deletions, back to 0 when none is left', async () => {
    const c = ofertas[2] as Oferta
    await t.pool.query('delete from avaliacoes where id_produto = $1', [c.idProduto])
    expect((await f.figuras(c)).produto).toEqual({ total: 0, soma: 0, nota_media: '0.00' })
    expect((await f.figuras(c)).nota).toBe('0.00')
    await confere()
  })

  it("give a listing created later its product's average", async () => {
    const a = ofertas[0] as Oferta
    const { id } = await f.one<{ id: number }>(
      `insert into anuncios (id_usuario_vendedor, id_produto, descricao_anuncio, forma_de_pagamento)
       values ($1, $2, 'Outro anúncio do mesmo produto', 'padrao') returning id_anuncio as id`,
      [a.vendedor.id, a.idProduto],
    )
    const [busca] = await q('select nota::text from anuncios_busca where id_anuncio = $1', [id])
    expect(busca).toEqual({ nota: (await f.figuras(a)).produto.nota_media })
    await confere()
  })
})
