// A buyer's favourites: each user keeps their own, never their own listing, at most 500;
// the list shows the catalogue's cards, greyed with the reason when a listing cannot be bought now.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { catalogoFixtures, type VitrineSeller } from '../anuncios/catalogo.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof catalogoFixtures>
let s: VitrineSeller
let ana: { cookie: string; id: number }
let bia: { cookie: string; id: number }
const ids = {} as Record<'luminaria' | 'vaso' | 'bolsa', number>

async function comprador() {
  const u = await signUp(t.app, { perfil: 'comprador' })
  return { cookie: u.cookie, id: u.usuario.id_usuario as number }
}

beforeAll(async () => {
  t = await createTestApp()
  f = catalogoFixtures(t)
  s = await f.vendedor()
  ids.luminaria = await f.anuncio(s, { nome: 'Luminária de garrafa', forma: 'sustentavel' })
  ids.vaso = await f.anuncio(s, { nome: 'Vaso de pneu' })
  ids.bolsa = await f.anuncio(s, { nome: 'Bolsa de lona' })
  ana = await comprador()
  bia = await comprador()
})
afterAll(() => t.close())

const favoritosDe = async (id: number) =>
  (
    await t.pool.query<{ id_anuncio: number }>(
      'select id_anuncio from favoritos where id_usuario = $1 order by id_anuncio',
      [id],
    )
  ).rows.map((r) => r.id_anuncio)
const todos = async () => (await t.pool.query('select * from favoritos order by id_usuario, id_anuncio')).rows

describe('who may keep favourites', () => {
  it('a visitor is asked to sign in on every route, a seller-only account is refused', async () => {
    const before = await todos()
    for (const [method, url] of [
      ['GET', '/favoritos'],
      ['GET', '/favoritos/ids'],
      ['PUT', `/favoritos/${ids.vaso}`],
      ['DELETE', `/favoritos/${ids.vaso}`],
    ] as const) {
      const visitor = await f.call(method, url)
      expect(visitor.statusCode).toBe(401)
      expect(visitor.json().mensagem).toBe('Você precisa estar logado para acessar este recurso.')
      const seller = await f.call(method, url, s.cookie)
      expect(seller.statusCode).toBe(403)
      expect(seller.json().mensagem).toBe('Esta ação é exclusiva para compradores.')
    }
    expect(await todos()).toEqual(before)
  })
})

describe('adding and removing', () => {
  it('adds once (201) and again answers the same favourite (200), removing twice is fine', async () => {
    const first = await f.call('PUT', `/favoritos/${ids.vaso}`, ana.cookie)
    expect(first.statusCode).toBe(201)
    expect(first.json()).toEqual({ id_anuncio: ids.vaso, criado_em: expect.any(String) })
    const again = await f.call('PUT', `/favoritos/${ids.vaso}`, ana.cookie)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(await favoritosDe(ana.id)).toEqual([ids.vaso])

    for (let i = 0; i < 2; i++) {
      const removed = await f.call('DELETE', `/favoritos/${ids.vaso}`, ana.cookie)
      expect(removed.statusCode).toBe(200)
      expect(removed.json()).toEqual({ mensagem: 'Anúncio removido dos favoritos.' })
    }
    expect(await favoritosDe(ana.id)).toEqual([])
  })

  it("user A never sees nor changes user B's favourites", async () => {
    expect((await f.call('PUT', `/favoritos/${ids.bolsa}`, bia.cookie)).statusCode).toBe(201)
    expect((await f.call('PUT', `/favoritos/${ids.luminaria}`, ana.cookie)).statusCode).toBe(201)
    // Ana removing the listing Bia favourited removes nothing of Bia's.
    expect((await f.call('DELETE', `/favoritos/${ids.bolsa}`, ana.cookie)).statusCode).toBe(200)
    expect(await favoritosDe(bia.id)).toEqual([ids.bolsa])

    const lista = await f.call('GET', '/favoritos', ana.cookie)
    expect(lista.json().itens.map((i: { id_anuncio: number }) => i.id_anuncio)).toEqual([ids.luminaria])
    expect((await f.call('GET', '/favoritos/ids', bia.cookie)).json()).toEqual({ ids: [ids.bolsa] })
    expect((await f.call('GET', '/favoritos/ids', ana.cookie)).json()).toEqual({ ids: [ids.luminaria] })
    await f.call('DELETE', `/favoritos/${ids.luminaria}`, ana.cookie)
    await f.call('DELETE', `/favoritos/${ids.bolsa}`, bia.cookie)
  })

  it('refuses an unknown listing (404) and hostile ids (400), changing nothing', async () => {
    const before = await todos()
    for (const method of ['PUT', 'DELETE'] as const) {
      const unknown = await f.call(method, '/favoritos/2147483647', ana.cookie)
      if (method === 'PUT') {
        expect(unknown.statusCode).toBe(404)
        expect(unknown.json().mensagem).toBe('Anúncio não encontrado.')
      }
      for (const hostile of ['abc', '0', '-1', '1e3', '01', '2147483648', '1%20or%201=1', '1.5']) {
        const res = await f.call(method, `/favoritos/${hostile}`, ana.cookie)
        expect(res.statusCode, `${method} ${hostile}`).toBe(400)
        expect(res.json().mensagem).toBe('Identificador inválido.')
      }
    }
    for (const query of ['page=0', 'page=abc', 'limit=0', 'limit=49', 'limit=-1']) {
      const res = await f.call('GET', `/favoritos?${query}`, ana.cookie)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().mensagem).toMatch(/^(Página|Limite) inválid[ao]\.$/)
    }
    expect(await todos()).toEqual(before)
  })

  it("refuses a seller's own listing (422) when the seller also buys", async () => {
    await t.pool.query(`insert into usuario_perfis (id_usuario, perfil) values ($1, 'comprador')`, [s.id])
    const before = await todos()
    const res = await f.call('PUT', `/favoritos/${ids.vaso}`, s.cookie)
    expect(res.statusCode).toBe(422)
    expect(res.json().mensagem).toBe('Você não pode favoritar o seu próprio anúncio.')
    expect(await todos()).toEqual(before)
    const outro = await f.vendedor()
    const deOutro = await f.anuncio(outro, { nome: 'Banco de pallet' })
    expect((await f.call('PUT', `/favoritos/${deOutro}`, s.cookie)).statusCode).toBe(201)
    await t.pool.query(`delete from usuario_perfis where id_usuario = $1 and perfil = 'comprador'`, [s.id])
  })

  it('keeps at most 500 favourites per user (422), changing nothing', async () => {
    const cheia = await comprador()
    await t.pool.query('insert into favoritos (id_usuario, id_anuncio) values ($1, $2)', [cheia.id, ids.vaso])
    // 499 more listings to fill the list up to 500.
    const extra = await t.pool.query<{ id: number }>(
      `insert into anuncios (id_usuario_vendedor, id_produto, descricao_anuncio, forma_de_pagamento)
       select id_usuario_vendedor, id_produto, 'Cópia', 'padrao' from anuncios, generate_series(1, 499)
       where id_anuncio = $1 returning id_anuncio as id`,
      [ids.vaso],
    )
    await t.pool.query('insert into favoritos (id_usuario, id_anuncio) select $1, unnest($2::int[])', [
      cheia.id,
      extra.rows.map((r) => r.id),
    ])
    expect((await favoritosDe(cheia.id)).length).toBe(500)
    const before = await todos()
    const res = await f.call('PUT', `/favoritos/${ids.bolsa}`, cheia.cookie)
    expect(res.statusCode).toBe(422)
    expect(res.json().mensagem).toBe(
      'Você atingiu o limite de 500 favoritos. Remova algum para adicionar outro.',
    )
    // One already kept is still answered.
    expect((await f.call('PUT', `/favoritos/${ids.vaso}`, cheia.cookie)).statusCode).toBe(200)
    expect(await todos()).toEqual(before)
    const ids500 = (await f.call('GET', '/favoritos/ids', cheia.cookie)).json().ids
    expect(ids500).toHaveLength(500)
    await t.pool.query('delete from anuncios where id_anuncio = any($1::int[])', [
      extra.rows.map((r) => r.id),
    ])
  })
})

describe('too many changes', () => {
  it('refuses the 61st add or remove of a minute (429), changing nothing', async () => {
    const c = await comprador()
    for (let i = 0; i < 30; i++) {
      expect((await f.call('PUT', `/favoritos/${ids.vaso}`, c.cookie)).statusCode).toBeLessThan(300)
      expect((await f.call('DELETE', `/favoritos/${ids.vaso}`, c.cookie)).statusCode).toBe(200)
    }
    const before = await todos()
    const res = await f.call('PUT', `/favoritos/${ids.vaso}`, c.cookie)
    expect(res.statusCode).toBe(429)
    expect(res.json().mensagem).toBe('Muitas alterações nos favoritos. Aguarde um minuto e tente novamente.')
    expect(await todos()).toEqual(before)
    // Reading is not counted.
    expect((await f.call('GET', '/favoritos/ids', c.cookie)).statusCode).toBe(200)
  })
})

describe('the list', () => {
  it('pages newest first with the catalogue card, greyed with the reason when not buyable', async () => {
    const c = await comprador()
    const suspenso = await f.vendedor()
    const bloqueado = await f.vendedor()
    const excluido = await f.vendedor()
    const desconectado = await f.vendedor({ conectado: false })
    const casos: [string, number][] = [
      ['ativo', ids.luminaria],
      ['inativo', await f.anuncio(s, { nome: 'Cesto desativado' })],
      ['produto_inativo', await f.anuncio(s, { nome: 'Quadro de produto inativo' })],
      ['vendedor_suspenso', await f.anuncio(suspenso, { nome: 'Tapete de suspenso' })],
      ['vendedor_bloqueado', await f.anuncio(bloqueado, { nome: 'Mesa de bloqueado' })],
      ['vendedor_excluido', await f.anuncio(excluido, { nome: 'Cadeira de excluído' })],
      ['desconectado', await f.anuncio(desconectado, { nome: 'Rede sem Mercado Pago' })],
    ]
    for (const [, id] of casos)
      expect((await f.call('PUT', `/favoritos/${id}`, c.cookie)).statusCode).toBe(201)
    const id = Object.fromEntries(casos)
    await t.pool.query(`update anuncios set status_anuncio = 'inativo' where id_anuncio = $1`, [id.inativo])
    await t.pool.query(
      `update produtos set status_produto = 'inativo'
       where id_produto = (select id_produto from anuncios where id_anuncio = $1)`,
      [id.produto_inativo],
    )
    await t.pool.query(
      `update usuarios set suspenso_em = now(), suspensao_motivo = 'Fraude' where id_usuario = $1`,
      [suspenso.id],
    )
    await t.pool.query(
      `update usuarios set bloqueado_ate = now() + interval '3 days' where id_usuario = $1`,
      [bloqueado.id],
    )
    await t.pool.query('update usuarios set excluido_em = now() where id_usuario = $1', [excluido.id])

    const res = await f.call('GET', '/favoritos?page=1&limit=48', c.cookie)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ total: 7, pagina: 1, total_paginas: 1 })
    // Newest first: the last favourited comes first.
    expect(body.itens.map((i: { id_anuncio: number }) => i.id_anuncio)).toEqual(
      casos.map(([, n]) => n).reverse(),
    )
    const motivos = Object.fromEntries(
      body.itens.map((i: { id_anuncio: number; disponivel: boolean; motivo_indisponivel: string | null }) => [
        casos.find(([, n]) => n === i.id_anuncio)?.[0],
        [i.disponivel, i.motivo_indisponivel],
      ]),
    )
    expect(motivos).toEqual({
      ativo: [true, null],
      inativo: [false, 'inativo'],
      produto_inativo: [false, 'inativo'],
      vendedor_suspenso: [false, 'vendedor_bloqueado'],
      vendedor_bloqueado: [false, 'vendedor_bloqueado'],
      vendedor_excluido: [false, 'vendedor_excluido'],
      desconectado: [false, 'indisponivel'],
    })
    // The card is the catalogue's: the active one reads exactly as the storefront answers it.
    const vitrine = (await f.call('GET', '/anuncios/ativos-comprador?limit=48')).json()
    const noCatalogo = vitrine.itens.find((i: { id_anuncio: number }) => i.id_anuncio === ids.luminaria)
    const ativo = body.itens.find((i: { id_anuncio: number }) => i.id_anuncio === ids.luminaria)
    expect(ativo.anuncio).toEqual(noCatalogo)
    expect(body.itens.find((i: { id_anuncio: number }) => i.id_anuncio === id.inativo).anuncio.status).toBe(
      'inativo',
    )

    const pagina2 = (await f.call('GET', '/favoritos?page=2&limit=3', c.cookie)).json()
    expect(pagina2).toMatchObject({ total: 7, pagina: 2, total_paginas: 3 })
    expect(pagina2.itens.map((i: { id_anuncio: number }) => i.id_anuncio)).toEqual(
      casos
        .map(([, n]) => n)
        .reverse()
        .slice(3, 6),
    )
    const alem = (await f.call('GET', '/favoritos?page=9&limit=3', c.cookie)).json()
    expect(alem).toMatchObject({ itens: [], total: 7, pagina: 9, total_paginas: 3 })

    // A listing deleted by its seller leaves the favourites with it.
    await t.pool.query('delete from anuncios where id_anuncio = $1', [id.inativo])
    expect((await f.call('GET', '/favoritos', c.cookie)).json().total).toBe(6)
  })

  it('answers an empty list and no ids to a buyer without favourites', async () => {
    const c = await comprador()
    expect((await f.call('GET', '/favoritos', c.cookie)).json()).toEqual({
      itens: [],
      total: 0,
      pagina: 1,
      total_paginas: 0,
    })
    expect((await f.call('GET', '/favoritos/ids', c.cookie)).json()).toEqual({ ids: [] })
  })
})
