// GET /anuncios/usuario/{id}: the seller's listings, newest first, filtered and paginated in SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { anuncioFixtures, type Seller } from './anuncios.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof anuncioFixtures>
let s: Seller
const ids: Record<string, number> = {}
beforeAll(async () => {
  t = await createTestApp()
  f = anuncioFixtures(t)
  s = await f.seller()
  const cat = await f.catalogo(s.id)
  const sacola = await f.produto(s.id, [cat.idMateria], {
    nome: 'Sacola de Lona Reciclável',
    preco_centavos: 4_990,
  })
  const vaso = await f.produto(s.id, [cat.idMateria], { nome: 'Vaso de pneu', preco_centavos: 25_000 })
  const sust = {
    forma_de_pagamento: 'sustentavel',
    id_conversao: cat.idConversao,
    id_materia_prima: cat.idMateria,
  }
  // Created in this order, one after the other: the list answers them newest first.
  ids.luminaria = (
    await f.anuncio(s, { ...sust, id_produto: cat.idProduto, creditos_aceitos: 50 })
  ).id_anuncio
  ids.sacola = (
    await f.anuncio(s, { forma_de_pagamento: 'padrao', id_produto: sacola, descricao: 'Ideal para feira' })
  ).id_anuncio
  ids.vaso = (
    await f.anuncio(s, { forma_de_pagamento: 'padrao', id_produto: vaso, descricao: 'Decoração 100%_útil' })
  ).id_anuncio
  await t.pool.query("update anuncios set status_anuncio = 'inativo' where id_anuncio = $1", [ids.vaso])
  // Another seller's listing never shows up in this seller's list.
  const other = await f.seller()
  await f.anuncio(other, { forma_de_pagamento: 'padrao', id_produto: (await f.catalogo(other.id)).idProduto })
})
afterAll(() => t.close())

const list = async (query = '', cookie = s.cookie, id = s.id) =>
  f.call('GET', `/anuncios/usuario/${id}${query}`, cookie)
const idsOf = async (query: string) => {
  const res = await list(query)
  expect(res.statusCode).toBe(200)
  return (res.json().itens as { id_anuncio: number }[]).map((a) => a.id_anuncio)
}

describe('GET /anuncios/usuario/{id}', () => {
  it('answers the seller’s listings newest first with the page fields', async () => {
    const body = (await list()).json()
    expect(body).toMatchObject({ total: 3, pagina: 1, total_paginas: 1 })
    expect(body.itens.map((a: { id_anuncio: number }) => a.id_anuncio)).toEqual([
      ids.vaso,
      ids.sacola,
      ids.luminaria,
    ])
    expect(body.itens[2]).toMatchObject({ valor_conversao: 80, conversao: { valor_multiplicavel: 2.5 } })
    expect(body.itens[2].produto.materias_primas).toHaveLength(1)
  })

  it('paginates in SQL', async () => {
    const first = (await list('?limit=2')).json()
    expect(first).toMatchObject({ total: 3, pagina: 1, total_paginas: 2 })
    expect(first.itens.map((a: { id_anuncio: number }) => a.id_anuncio)).toEqual([ids.vaso, ids.sacola])
    expect(await idsOf('?limit=2&page=2')).toEqual([ids.luminaria])
    expect((await list('?limit=2&page=3')).json()).toMatchObject({ itens: [], total: 3, pagina: 3 })
  })

  it('filters by status, payment form and product price (reais, inclusive)', async () => {
    expect(await idsOf('?status=inativo')).toEqual([ids.vaso])
    expect(await idsOf('?status=ativo&forma_pagamento=sustentavel')).toEqual([ids.luminaria])
    expect(await idsOf('?forma_pagamento=padrao')).toEqual([ids.vaso, ids.sacola])
    expect(await idsOf('?preco_min=49.90&preco_max=100')).toEqual([ids.sacola, ids.luminaria])
    expect(await idsOf('?preco_min=49,90&preco_max=99,99')).toEqual([ids.sacola])
    expect(await idsOf('?preco_min=100.01')).toEqual([ids.vaso])
    expect(await idsOf('?preco_max=49.89')).toEqual([])
    expect(await idsOf('?status=todos&forma_pagamento=&busca=')).toHaveLength(3)
  })

  it('searches product names and listing descriptions ignoring case and accents', async () => {
    expect(await idsOf(`?busca=${encodeURIComponent('RECICLAVEL')}`)).toEqual([ids.sacola])
    expect(await idsOf(`?busca=${encodeURIComponent('decoracao')}`)).toEqual([ids.vaso])
    expect(await idsOf(`?busca=${encodeURIComponent('LUMINÁRIA')}`)).toEqual([ids.luminaria])
    expect(await idsOf(`?busca=${encodeURIComponent('DECORAÇÃO')}`)).toEqual([ids.vaso])
    expect(await idsOf(`?busca=${encodeURIComponent('FEIRA')}&status=ativo`)).toEqual([ids.sacola])
    expect((await list(`?busca=${encodeURIComponent('feira')}`)).json().total).toBe(1)
  })

  it('treats % and _ in the search as plain characters', async () => {
    expect(await idsOf(`?busca=${encodeURIComponent('100%_')}`)).toEqual([ids.vaso])
    expect(await idsOf(`?busca=${encodeURIComponent('%')}`)).toEqual([ids.vaso])
    expect(await idsOf(`?busca=${encodeURIComponent('_')}`)).toEqual([ids.vaso])
  })

  it('answers 400 with a message for bad parameters', async () => {
    for (const [query, mensagem] of [
      ['?limit=101', 'O limite máximo é de 100 itens por página.'],
      ['?page=0', 'Página inválida.'],
      ['?status=pausado', 'Status inválido. Use ativo ou inativo.'],
      ['?forma_pagamento=pix', 'Forma de pagamento inválida. Use padrao ou sustentavel.'],
      ['?preco_min=abc', 'Preço mínimo inválido.'],
      ['?preco_max=-1', 'Preço máximo inválido.'],
      ['?preco_max=30000000', 'Preço máximo inválido.'],
      [`?busca=${'x'.repeat(101)}`, 'A busca deve ter no máximo 100 caracteres.'],
    ]) {
      const res = await list(query)
      expect([res.statusCode, res.json().mensagem]).toEqual([400, mensagem])
    }
  })

  it('answers 403 for another user’s id or a buyer, 401 for a visitor', async () => {
    const other = await f.seller()
    const buyer = await signUp(t.app)
    const foreign = await list('', other.cookie)
    expect([foreign.statusCode, foreign.json().mensagem]).toEqual([
      403,
      'Você não tem permissão para acessar dados de outro usuário.',
    ])
    const asBuyer = await list('', buyer.cookie, buyer.usuario.id_usuario)
    expect([asBuyer.statusCode, asBuyer.json().mensagem]).toEqual([
      403,
      'Esta ação é exclusiva para vendedores.',
    ])
    expect((await list('', '')).statusCode).toBe(401)
  })
})
