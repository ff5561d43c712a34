// A listing edit or creation and a price or unit edit at the same time both succeed, one after the
// other: the listing takes the product's, conversion's and raw material's locks before its own, in
// the order the price and unit edits do, and is checked against what the other edit committed.
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

describe('concurrent listing edits and price or unit edits', () => {
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
        categoria: 'casa_decoracao',
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

  const unidade = (idMateria: number) =>
    f.call('PUT', `/materias-primas/${idMateria}`, s.cookie, {
      nome_materia_prima: 'Garrafa PET',
      descricao: 'Material reciclável limpo',
      unidade_medida: 'unidade',
      status_materia_prima: 'ativa',
    })

  /** A sustainable listing of 21 credits at R$ 100,00 × 2,5 in kg. */
  async function listing() {
    const cat = await f.catalogo(s.id, { preco: 10_000, valor: '2.50' })
    const anuncio = await f.anuncio(s, {
      forma_de_pagamento: 'sustentavel',
      id_produto: cat.idProduto,
      id_conversao: cat.idConversao,
      creditos_aceitos: 21,
    })
    return { ...cat, idAnuncio: anuncio.id_anuncio as number }
  }

  /** Another session holds the row until `release`. */
  async function hold(table: 'anuncios' | 'materias_primas', key: string, id: number) {
    const bloqueio = await t.pool.connect()
    await bloqueio.query('begin')
    await bloqueio.query(`select 1 from ${table} where ${key} = $1 for update`, [id])
    return async function release() {
      await bloqueio.query('commit')
      bloqueio.release()
    }
  }

  it('a listing created while its raw material becomes counted in units is checked in units', async () => {
    const l = await listing()
    const release = await hold('anuncios', 'id_anuncio', l.idAnuncio)
    // The unit edit has changed the raw material and waits for the held listing.
    const edicao = unidade(l.idMateria)
    await sessionsWaiting(1)
    const criacao = f.call('POST', '/anuncios', s.cookie, {
      descricao: 'Anúncio de teste',
      forma_de_pagamento: 'sustentavel',
      id_produto: l.idProduto,
      id_conversao: l.idConversao,
      creditos_aceitos: 21,
    })
    // The creation waits for the unit edit's raw material (or, were it not to wait, ends on its own).
    await Promise.race([sessionsWaiting(2), criacao])
    await release()

    const [a, b] = await Promise.all([edicao, criacao])
    expect(a.statusCode, a.body).toBe(200)
    expect([b.statusCode, b.json().mensagem]).toEqual([
      400,
      'Para matérias-primas medidas em unidade, os créditos devem ser múltiplos de 5.',
    ])
    const { rows } = await t.pool.query(
      'select creditos_aceitos, valor_conversao_centavos from anuncios where id_conversao = $1',
      [l.idConversao],
    )
    expect(rows).toEqual([{ creditos_aceitos: 20, valor_conversao_centavos: 9_200 }])
  })

  it('a listing edited while its raw material becomes counted in units: both succeed', async () => {
    const l = await listing()
    // The unit edit waits for the held raw material; the listing edit queues behind it there, before
    // taking the listing the unit edit will rewrite.
    const release = await hold('materias_primas', 'id_materia_prima', l.idMateria)
    const edicao = unidade(l.idMateria)
    await sessionsWaiting(1)
    const anuncio = f.call('PUT', `/anuncios/${l.idAnuncio}`, s.cookie, {
      descricao_anuncio: 'Anúncio editado',
      forma_de_pagamento: 'sustentavel',
      status_anuncio: 'ativo',
      id_conversao: l.idConversao,
      id_materia_prima: l.idMateria,
      creditos_aceitos: 25,
    })
    await sessionsWaiting(2)
    await release()

    const [a, b] = await Promise.all([edicao, anuncio])
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200])
    // The unit edit moved 21 to 20 credits; the listing edit then applied 25: R$ 100,00 − 25 / 2,5.
    const { rows } = await t.pool.query(
      'select descricao_anuncio, creditos_aceitos, valor_conversao_centavos from anuncios where id_anuncio = $1',
      [l.idAnuncio],
    )
    expect(rows[0]).toEqual({
      descricao_anuncio: 'Anúncio editado',
      creditos_aceitos: 25,
      valor_conversao_centavos: 9_000,
    })
  })
})
