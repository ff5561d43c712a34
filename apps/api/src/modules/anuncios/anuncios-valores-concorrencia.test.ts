// A listing edit and a price edit of its product at the same time both succeed, one after the other:
// the listing edit takes the product's lock before the listing's, in the order the price edit does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { form } from '../../../test/forms.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { anuncioFixtures, type Seller } from './anuncios.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof anuncioFixtures>
let s: Seller
beforeAll(async () => {
  t = await createTestApp()
  f = anuncioFixtures(t)
  s = await f.seller()
})
afterAll(() => t.close())

/** Resolves once `n` sessions of this database wait for a lock. */
async function sessionsWaiting(n: number) {
  for (;;) {
    const { rows } = await t.pool.query(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    )
    if (rows[0].n >= n) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('concurrent listing and price edits', () => {
  it('both succeed, and the listing follows the new price', async () => {
    const cat = await f.catalogo(s.id, { preco: 10_000, valor: '2.50' })
    const anuncio = await f.anuncio(s, {
      forma_de_pagamento: 'sustentavel',
      id_produto: cat.idProduto,
      id_conversao: cat.idConversao,
      creditos_aceitos: 50,
    })
    // Holding the raw material stops the price edit right after it has locked the product.
    const bloqueio = await t.pool.connect()
    await bloqueio.query('begin')
    await bloqueio.query('select 1 from materias_primas where id_materia_prima = $1 for update', [
      cat.idMateria,
    ])
    const preco = f.call(
      'PUT',
      `/produtos/${cat.idProduto}`,
      s.cookie,
      form({
        nome: 'Luminária de garrafa',
        descricao: 'Feita à mão com material reciclado',
        preco: '50,00',
        materias_primas: JSON.stringify([cat.idMateria]),
      }),
    )
    await sessionsWaiting(1)
    const edicao = f.call('PUT', `/anuncios/${anuncio.id_anuncio}`, s.cookie, {
      descricao_anuncio: 'Anúncio editado',
      forma_de_pagamento: 'sustentavel',
      status_anuncio: 'ativo',
      id_conversao: cat.idConversao,
      id_materia_prima: cat.idMateria,
      creditos_aceitos: 30,
    })
    await sessionsWaiting(2)
    await bloqueio.query('commit')
    bloqueio.release()

    const [a, b] = await Promise.all([preco, edicao])
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200])
    // The price edit ran first; the listing edit then applied its 30 credits at R$ 50,00.
    const { rows } = await t.pool.query(
      'select descricao_anuncio, creditos_aceitos, valor_conversao_centavos from anuncios where id_anuncio = $1',
      [anuncio.id_anuncio],
    )
    expect(rows[0]).toEqual({
      descricao_anuncio: 'Anúncio editado',
      creditos_aceitos: 30,
      valor_conversao_centavos: 3_800,
    })
  })
})
