// A buyer's cart kept in the process's memory (decision 039): answered again from memory, only to its
// buyer and only after the route's guard; a write through this process shows at once, a change from
// anywhere else (another process, a listing's price, a checkout) within a second.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emUmSegundo, ouvintes, semAviso } from '../../../test/avisos.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { buildApp } from '../../app.ts'
import { testConfig } from '../../config.ts'
import type { Seller } from '../anuncios/anuncios.fixtures.ts'
import { carrinhoFixtures } from './carrinho.fixtures.ts'

const LIGADO = { CACHE_CARRINHOS_ENTRADAS: '100' }
let t: TestApp
let f: ReturnType<typeof carrinhoFixtures>
let vendedor: Seller
let anuncio: number
let outroAnuncio: number
let dona: { id: number; cookie: string }

const sql = (text: string, values: unknown[] = []) => t.pool.query(text, values)

type Carrinho = {
  itens: {
    quantidade: number
    disponivel: boolean
    anuncio: { id_anuncio: number; produto: { preco: number } }
  }[]
}
const carrinho = async (b = dona, app = t.app) =>
  (
    await app.inject({ method: 'GET', url: `/api/carrinho/usuario/${b.id}`, headers: { cookie: b.cookie } })
  ).json() as Carrinho
const quantidades = async (b = dona, app = t.app) =>
  (await carrinho(b, app)).itens.map((i) => [i.anuncio.id_anuncio, i.quantidade])
const add = (b: typeof dona, id_anuncio: number, quantidade = 1) =>
  f.adicionar(b.cookie, {
    id_usuario_comprador: b.id,
    id_anuncio,
    quantidade,
    forma_pagamento_selecionada: 'padrao',
  })

beforeAll(async () => {
  t = await createTestApp(LIGADO)
  f = carrinhoFixtures(t)
  vendedor = await f.seller()
  anuncio = await f.anuncio(vendedor, { preco_centavos: 5000 })
  outroAnuncio = await f.anuncio(vendedor, { nome: 'Vaso de pneu', preco_centavos: 7000 })
  dona = await f.comprador()
  expect((await add(dona, anuncio, 2)).statusCode).toBe(201)
  await emUmSegundo(async () => (await ouvintes(t.pool, 'carrinho')) === 1)
  // The LISTEN statement has run; the process marks itself listening as it returns.
  await new Promise((r) => setTimeout(r, 100))
})
afterAll(() => t?.close())

describe("a buyer's cart in memory", () => {
  it('is answered from memory until a notice, then read again', async () => {
    expect(await quantidades()).toEqual([[anuncio, 2]])
    // Changed with no trigger: the kept cart stays as it was.
    await semAviso(t.dono, 'update itens_carrinho set quantidade = 5 where id_anuncio = $1', [anuncio])
    expect(await quantidades()).toEqual([[anuncio, 2]])
    await sql(`select pg_notify('carrinho', 'teste')`)
    await emUmSegundo(async () => JSON.stringify(await quantidades()) === JSON.stringify([[anuncio, 5]]))
  })

  it("the buyer's own writes through this process show at once, with no wait", async () => {
    expect(await quantidades()).toEqual([[anuncio, 5]])
    const adicionado = await add(dona, outroAnuncio)
    expect(adicionado.statusCode).toBe(201)
    expect(await quantidades()).toEqual([
      [anuncio, 5],
      [outroAnuncio, 1],
    ])
    const { id_item_carrinho } = (
      adicionado.json() as { itens: { id_item_carrinho: number; anuncio: { id_anuncio: number } }[] }
    ).itens.find((i) => i.anuncio.id_anuncio === outroAnuncio) ?? { id_item_carrinho: 0 }
    const res = await f.call('DELETE', `/carrinho/item/${id_item_carrinho}`, dona.cookie, {
      id_usuario_comprador: dona.id,
    })
    expect(res.statusCode).toBe(200)
    expect(await quantidades()).toEqual([[anuncio, 5]])
  })

  it("a listing's price, its pause and a seller's block each show within 1 s", async () => {
    const preco = async () => (await carrinho()).itens[0]?.anuncio.produto.preco
    expect(await preco()).toBe(50)
    await sql(
      'update produtos set preco_centavos = 6000 where id_produto = (select id_produto from anuncios where id_anuncio = $1)',
      [anuncio],
    )
    await emUmSegundo(async () => (await preco()) === 60)

    const disponivel = async () => (await carrinho()).itens[0]?.disponivel
    expect(await disponivel()).toBe(true)
    await sql(`update anuncios set status_anuncio = 'inativo' where id_anuncio = $1`, [anuncio])
    await emUmSegundo(async () => (await disponivel()) === false)
    await sql(`update anuncios set status_anuncio = 'ativo' where id_anuncio = $1`, [anuncio])
    await emUmSegundo(async () => (await disponivel()) === true)
    await sql(`update usuarios set bloqueado_ate = now() + interval '1 day' where id_usuario = $1`, [
      vendedor.id,
    ])
    await emUmSegundo(async () => (await disponivel()) === false)
    await sql('update usuarios set bloqueado_ate = null where id_usuario = $1', [vendedor.id])
    await emUmSegundo(async () => (await disponivel()) === true)
  })

  it('a write through another process on the same database shows here within 1 s', async () => {
    const outra = await buildApp({ config: testConfig(LIGADO), db: t.db, webDistDir: '/nonexistent' })
    try {
      await outra.ready()
      await emUmSegundo(async () => (await ouvintes(t.pool, 'carrinho')) === 2)
      await new Promise((r) => setTimeout(r, 100))
      expect(await quantidades(dona, outra)).toEqual([[anuncio, 5]])
      expect(await quantidades()).toEqual([[anuncio, 5]])
      const res = await outra.inject({
        method: 'POST',
        url: '/api/carrinho/item',
        headers: { cookie: dona.cookie },
        payload: {
          id_usuario_comprador: dona.id,
          id_anuncio: outroAnuncio,
          quantidade: 3,
          forma_pagamento_selecionada: 'padrao',
        },
      })
      expect(res.statusCode).toBe(201)
      // At once where it was written, within a second everywhere else.
      expect(await quantidades(dona, outra)).toEqual([
        [anuncio, 5],
        [outroAnuncio, 3],
      ])
      await emUmSegundo(async () => (await quantidades()).length === 2)
    } finally {
      await outra.close()
    }
  })

  it('is never answered to anyone but its buyer, whatever the spelling of the id; nothing changes', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: `/api/carrinho/usuario/${dona.id}`,
      headers: { cookie: dona.cookie },
    })
    expect(kept.statusCode).toBe(200)
    const antes = await f.tudo()
    const outro = await f.comprador()
    const outroVendedor = await f.seller()
    const tentativas = [
      [undefined, String(dona.id), 401, 'Você precisa estar logado para acessar este recurso.'],
      [outro.cookie, String(dona.id), 403, 'Você não tem permissão para acessar dados de outro usuário.'],
      [
        outroVendedor.cookie,
        String(dona.id),
        403,
        'Você não tem permissão para acessar dados de outro usuário.',
      ],
      [outro.cookie, `${dona.id}e0`, 400, undefined],
      [outro.cookie, `0${dona.id}`, 400, undefined],
      [outro.cookie, `${dona.id}.0`, 400, undefined],
    ] as const
    for (const [cookie, id, status, mensagem] of tentativas) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/carrinho/usuario/${id}`,
        headers: cookie ? { cookie } : {},
      })
      expect(res.statusCode, `${id} ${status}`).toBe(status)
      expect(res.body).not.toContain(String(anuncio))
      expect(res.json().mensagem).toBeTruthy()
      if (mensagem) expect(res.json().mensagem).toBe(mensagem)
    }
    // The other buyer's own cart is theirs (none yet), never the kept one.
    const proprio = await t.app.inject({
      method: 'GET',
      url: `/api/carrinho/usuario/${outro.id}`,
      headers: { cookie: outro.cookie },
    })
    expect(proprio.statusCode).toBe(404)
    expect(proprio.json().mensagem).toBe('Carrinho não encontrado.')
    expect(await f.tudo()).toEqual(antes)
  })

  it('is private to browsers and shared caches, with its ETag and 304', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/carrinho/usuario/${dona.id}`,
      headers: { cookie: dona.cookie },
    })
    expect(res.headers['cache-control']).toBe('private, no-cache')
    expect(res.headers.vary).toMatch(/Cookie/)
    const etag = res.headers.etag as string
    expect(etag).toMatch(/^"[\w-]+"$/)
    const igual = await t.app.inject({
      method: 'GET',
      url: `/api/carrinho/usuario/${dona.id}`,
      headers: { cookie: dona.cookie, 'if-none-match': etag },
    })
    expect(igual.statusCode).toBe(304)
    expect(igual.body).toBe('')
    await add(dona, anuncio)
    const depois = await t.app.inject({
      method: 'GET',
      url: `/api/carrinho/usuario/${dona.id}`,
      headers: { cookie: dona.cookie, 'if-none-match': etag },
    })
    expect(depois.statusCode).toBe(200)
    expect(depois.headers.etag).not.toBe(etag)
  })
})
