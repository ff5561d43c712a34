// The storefront's answers kept in memory (decision 037): served again from memory, dropped within a
// second of any change the database makes (through this process or another one), never kept while
// the notices cannot be heard, with ETag/304, and a signed-in answer never marked for shared caches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emUmSegundo, ouvintes, semAviso } from '../../test/avisos.ts'
import { signUp } from '../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { buildApp } from '../app.ts'
import { testConfig } from '../config.ts'
import { catalogoFixtures, type VitrineSeller } from '../modules/anuncios/catalogo.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof catalogoFixtures>
let s: VitrineSeller
let id: number
const LIGADO = { CACHE_VITRINE_ENTRADAS: '100' }

const PAGINA = '/api/anuncios/ativos-comprador?limit=12'
const get = (app: TestApp['app'], url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers })
const sql = (text: string, values: unknown[] = []) => t.pool.query(text, values)

const precoNaPagina = async (app = t.app) =>
  (await get(app, PAGINA)).json().itens.find((i: { id_anuncio: number }) => i.id_anuncio === id)?.produto
    .preco as number | undefined

beforeAll(async () => {
  t = await createTestApp(LIGADO)
  f = catalogoFixtures(t)
  s = await f.vendedor()
  id = await f.anuncio(s, { nome: 'Luminária de lata', preco_centavos: 5000 })
  await emUmSegundo(async () => (await ouvintes(t.pool, 'catalogo')) === 1)
  // The LISTEN statement has run; the process marks itself listening as it returns.
  await new Promise((r) => setTimeout(r, 100))
})
afterAll(() => t?.close())

describe('storefront answers in memory', () => {
  it('answers from memory until a notice, then reads again', async () => {
    expect(await precoNaPagina()).toBe(50)
    const produto = (await get(t.app, `/api/anuncios/${id}`)).json().produto.id_produto
    // Changed with no trigger: the kept page and listing stay as they were.
    await semAviso(t.dono, 'update produtos set preco_centavos = 6000 where id_produto = $1', [produto])
    expect(await precoNaPagina()).toBe(50)
    expect((await get(t.app, `/api/anuncios/${id}`)).json().produto.preco).toBe(50)
    // Any notice on the channel drops everything.
    await sql(`select pg_notify('catalogo', 'teste')`)
    await emUmSegundo(async () => (await get(t.app, `/api/anuncios/${id}`)).json().produto.preco === 60)
    // Put the search document back in step with the product (a no-op update fires the triggers).
    await sql('update produtos set preco_centavos = preco_centavos where id_produto = $1', [produto])
    await emUmSegundo(async () => (await precoNaPagina()) === 60)
  })

  it('a price, a status, a seller block, a rating and a new listing each show within 1 s', async () => {
    expect(await precoNaPagina()).toBe(60)
    const produto = (await get(t.app, `/api/anuncios/${id}`)).json().produto.id_produto
    await sql('update produtos set preco_centavos = 7000 where id_produto = $1', [produto])
    await emUmSegundo(async () => (await precoNaPagina()) === 70)

    await sql(`update anuncios set status_anuncio = 'inativo' where id_anuncio = $1`, [id])
    await emUmSegundo(async () => (await precoNaPagina()) === undefined)
    await sql(`update anuncios set status_anuncio = 'ativo' where id_anuncio = $1`, [id])
    await emUmSegundo(async () => (await precoNaPagina()) === 70)

    expect((await get(t.app, `/api/vendedores/${s.id}/loja`)).statusCode).toBe(200)
    await sql(`update usuarios set bloqueado_ate = now() + interval '1 day' where id_usuario = $1`, [s.id])
    await emUmSegundo(async () => (await precoNaPagina()) === undefined)
    await emUmSegundo(async () => (await get(t.app, `/api/vendedores/${s.id}/loja`)).statusCode === 404)
    await sql('update usuarios set bloqueado_ate = null where id_usuario = $1', [s.id])
    await emUmSegundo(async () => (await precoNaPagina()) === 70)
    await emUmSegundo(async () => (await get(t.app, `/api/vendedores/${s.id}/loja`)).statusCode === 200)

    // What the reviews' trigger keeps (decision 019): the product's and the seller's totals.
    expect((await get(t.app, `/api/anuncios/${id}`)).json().rating).toBe(0)
    await sql('insert into avaliacoes_produto (id_produto, total, soma) values ($1, 2, 9)', [produto])
    await sql(
      'insert into avaliacoes_vendedor (id_usuario_vendedor, total, soma, nota_1, nota_2, nota_3, nota_4, nota_5) values ($1, 2, 9, 0, 0, 0, 1, 1)',
      [s.id],
    )
    await emUmSegundo(async () => (await get(t.app, `/api/anuncios/${id}`)).json().rating === 4.5)
    await emUmSegundo(
      async () => (await get(t.app, `/api/vendedores/${s.id}/loja`)).json().avaliacao.total === 2,
    )

    await sql('update usuarios set nome = $2 where id_usuario = $1', [s.id, 'Ateliê Renomeado'])
    await emUmSegundo(
      async () => (await get(t.app, `/api/vendedores/${s.id}/loja`)).json().nome === 'Ateliê Renomeado',
    )

    const novo = await f.anuncio(s, { nome: 'Banco de pallet', minutos: 0 })
    await emUmSegundo(async () => (await get(t.app, PAGINA)).json().itens[0]?.id_anuncio === novo)
  })

  it('ETag and 304 for the same answer, 200 with a new ETag after a change', async () => {
    const primeira = await get(t.app, PAGINA)
    const etag = primeira.headers.etag as string
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(primeira.headers['cache-control']).toBe('public, max-age=0, s-maxage=1, must-revalidate')
    expect(primeira.headers.vary).toMatch(/Cookie/)
    expect(primeira.headers['content-type']).toBe('application/json; charset=utf-8')

    const igual = await get(t.app, PAGINA, { 'if-none-match': etag })
    expect(igual.statusCode).toBe(304)
    expect(igual.body).toBe('')
    expect(igual.headers.etag).toBe(etag)
    // The same answer however the query is spelled.
    expect((await get(t.app, `${PAGINA}&page=1`, { 'if-none-match': etag })).statusCode).toBe(304)

    const produto = (await get(t.app, `/api/anuncios/${id}`)).json().produto.id_produto
    await sql('update produtos set preco_centavos = 8000 where id_produto = $1', [produto])
    await emUmSegundo(async () => (await get(t.app, PAGINA, { 'if-none-match': etag })).statusCode === 200)
    const depois = await get(t.app, PAGINA, { 'if-none-match': etag })
    expect(depois.headers.etag).not.toBe(etag)
    expect(depois.json().itens.find((i: { id_anuncio: number }) => i.id_anuncio === id).produto.preco).toBe(
      80,
    )

    const anuncio = await get(t.app, `/api/anuncios/${id}`)
    expect(
      (await get(t.app, `/api/anuncios/${id}`, { 'if-none-match': anuncio.headers.etag as string }))
        .statusCode,
    ).toBe(304)
    const loja = await get(t.app, `/api/vendedores/${s.id}/loja`)
    expect(
      (await get(t.app, `/api/vendedores/${s.id}/loja`, { 'if-none-match': loja.headers.etag as string }))
        .statusCode,
    ).toBe(304)
    // Errors are neither kept nor validated.
    const ausente = await get(t.app, '/api/anuncios/999999')
    expect(ausente.statusCode).toBe(404)
    expect(ausente.headers.etag).toBeUndefined()
  })

  it("a signed-in caller's answer is the same body, private, and another user's never reaches anyone", async () => {
    const a = await signUp(t.app, { perfil: 'comprador' })
    const b = await signUp(t.app, { perfil: 'comprador' })
    // Different favourites: the catalogue's answer carries none of them (the web reads /favoritos/ids).
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/favoritos/${id}`, headers: { cookie: a.cookie } }))
        .statusCode,
    ).toBeLessThan(300)
    const visitante = await get(t.app, PAGINA)
    const deA = await get(t.app, PAGINA, { cookie: a.cookie })
    const deB = await get(t.app, PAGINA, { cookie: b.cookie })
    const doVendedor = await get(t.app, PAGINA, { cookie: s.cookie })
    for (const r of [deA, deB, doVendedor]) {
      expect(r.statusCode).toBe(200)
      expect(r.body).toBe(visitante.body)
      expect(r.headers['cache-control']).toBe('private, no-cache')
      expect(r.headers.vary).toMatch(/Cookie/)
      expect(r.headers['set-cookie']).toBeUndefined()
    }
    expect(visitante.body).not.toMatch(/favorit/)
    expect(visitante.headers['cache-control']).toMatch(/^public/)
    // The favourites themselves are per user and never pass through this cache.
    const idsA = await get(t.app, '/api/favoritos/ids', { cookie: a.cookie })
    const idsB = await get(t.app, '/api/favoritos/ids', { cookie: b.cookie })
    expect(JSON.stringify(idsA.json())).toContain(String(id))
    expect(JSON.stringify(idsB.json())).not.toContain(String(id))
    expect(idsA.headers['cache-control'] ?? '').not.toMatch(/public/)
    expect((await get(t.app, '/api/favoritos/ids')).statusCode).toBe(401)
  })

  it('a lost LISTEN connection: nothing stale served meanwhile, kept again once it listens', async () => {
    expect(await precoNaPagina()).toBe(80)
    const produto = (await get(t.app, `/api/anuncios/${id}`)).json().produto.id_produto
    await sql(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen "catalogo"%'`,
    )
    // A change made with no notice at all (as one missed while disconnected).
    await semAviso(t.dono, 'update produtos set preco_centavos = 9000 where id_produto = $1', [produto])
    await emUmSegundo(async () => (await get(t.app, `/api/anuncios/${id}`)).json().produto.preco === 90)
    await sql('update produtos set preco_centavos = preco_centavos where id_produto = $1', [produto])
    // Listening again after the reconnection's pause (a second), not part of the 1 s promise.
    await emUmSegundo(async () => (await ouvintes(t.pool, 'catalogo')) === 1, 5000)
    await emUmSegundo(async () => (await precoNaPagina()) === 90)
  })

  it('a change through one process shows in another process on the same database within 1 s', async () => {
    const outra = await buildApp({ config: testConfig(LIGADO), db: t.db, webDistDir: '/nonexistent' })
    try {
      await outra.ready()
      await emUmSegundo(async () => (await ouvintes(t.pool, 'catalogo')) === 2)
      await new Promise((r) => setTimeout(r, 100))
      const antes = (await get(outra, `/api/anuncios/${id}`)).json()
      expect(antes.produto.preco).toBe(90)
      // The seller pauses the listing and changes its text through the first process's API.
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/anuncios/${id}`,
        headers: { cookie: s.cookie },
        payload: { forma_de_pagamento: 'padrao', status: 'inativo', descricao: 'Texto novo do anúncio' },
      })
      expect(res.statusCode).toBe(200)
      await emUmSegundo(async () => (await precoNaPagina(outra)) === undefined)
      await emUmSegundo(
        async () =>
          (await get(outra, `/api/anuncios/${id}`)).json().descricao_anuncio === 'Texto novo do anúncio',
      )
    } finally {
      await outra.close()
    }
  })
})
