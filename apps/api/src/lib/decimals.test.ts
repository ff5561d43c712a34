// Money and multipliers take at most two decimals, with a comma or a dot, and are stored exactly as
// sent: nothing is rounded, scaled or guessed, and what cannot be read is a 400 that writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { anuncioFixtures } from '../modules/anuncios/anuncios.fixtures.ts'
import { createMateriaPrima } from '../modules/materias-primas/materias-primas.fixtures.ts'
import { type Account, criar, fields, imagem, seller } from '../modules/produtos/produtos.fixtures.ts'

let t: TestApp
let ana: Account
let materia: number
beforeAll(async () => {
  t = await createTestApp()
  ana = await seller(t)
  materia = (await createMateriaPrima(t, ana)).id_materia_prima
})
afterAll(() => t.close())

const count = async (table: string) =>
  (await t.pool.query(`select count(*)::int as n from ${table}`)).rows[0].n as number
const conversao = (valor_multiplicavel: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/conversoes',
    headers: { cookie: ana.cookie },
    payload: { id_materia_prima: materia, valor_multiplicavel },
  })

describe('the conversion multiplier', () => {
  it.each([
    [1e-7, 'O valor multiplicável deve ter no máximo 2 casas decimais.'],
    [1.0000001, 'O valor multiplicável deve ter no máximo 2 casas decimais.'],
    ['1,005', 'O valor multiplicável deve ter no máximo 2 casas decimais.'],
    ['2.500', 'O valor multiplicável deve ter no máximo 2 casas decimais.'],
    ['1e-7', 'Informe um valor multiplicável maior que zero.'],
    ['1,234.5', 'Informe um valor multiplicável maior que zero.'],
  ])('refuses %j with 400, writing nothing', async (valor, mensagem) => {
    const before = await count('conversoes')
    const res = await conversao(valor)
    expect([res.statusCode, res.json().mensagem]).toEqual([400, mensagem])
    expect(await count('conversoes')).toBe(before)
  })

  it("reads '2,5' as 2.5 and stores it exactly", async () => {
    const res = await conversao('2,5')
    expect(res.statusCode).toBe(201)
    const { rows } = await t.pool.query(
      'select valor_multiplicavel from conversoes where id_conversao = $1',
      [res.json().id_conversao],
    )
    expect(rows[0].valor_multiplicavel).toBe('2.50')
  })
})

describe('the product price', () => {
  it.each([
    ['50.004', 'O preço deve ter no máximo 2 casas decimais.'],
    ['12,345', 'O preço deve ter no máximo 2 casas decimais.'],
    ['1.0000001', 'O preço deve ter no máximo 2 casas decimais.'],
    ['1e2', 'O Preço deve ser maior que R$ 0,99.'],
    ['1,234.56', 'O Preço deve ser maior que R$ 0,99.'],
  ])('refuses %j with 400, writing nothing', async (preco, mensagem) => {
    const before = await count('produtos')
    const res = await criar(t, ana, fields([materia], { preco }), await imagem('png', 32, 32))
    expect([res.statusCode, res.json().erros.preco]).toEqual([400, mensagem])
    expect(await count('produtos')).toBe(before)
  })

  it.each([
    ['50,04', 5004],
    ['50.04', 5004],
    ['1.050,00', 105000],
    ['R$ 2,5', 250],
    ['1.000.000', 100_000_000],
  ])('stores %j as %d centavos', async (preco, centavos) => {
    const res = await criar(t, ana, fields([materia], { preco }), await imagem('png', 32, 32))
    expect(res.statusCode).toBe(201)
    const { rows } = await t.pool.query('select preco_centavos from produtos where id_produto = $1', [
      res.json().id_produto,
    ])
    expect(rows[0].preco_centavos).toBe(centavos)
  })
})

describe('the list filters', () => {
  it.each([
    ['produtos', 'preco_min=10,005', 'Preço mínimo inválido.'],
    ['produtos', 'preco_max=1e-7', 'Preço máximo inválido.'],
    ['produtos', 'preco_max=50.004', 'Preço máximo inválido.'],
    ['conversoes', 'multiplicador_min=1e-7', 'Multiplicador mínimo inválido.'],
    ['conversoes', 'multiplicador_max=2.555', 'Multiplicador máximo inválido.'],
  ])('of %s refuse %s instead of rounding or guessing it', async (area, query, mensagem) => {
    const url = `/api/${area}/usuario/${ana.usuario.id_usuario}?${query}`
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: ana.cookie } })
    expect([res.statusCode, res.json().mensagem]).toEqual([400, mensagem])
  })

  it("read '7,25' as 7.25", async () => {
    const outra = (await createMateriaPrima(t, ana, { nome_materia_prima: 'Tampinhas plásticas' }))
      .id_materia_prima
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/conversoes',
      headers: { cookie: ana.cookie },
      payload: { id_materia_prima: outra, valor_multiplicavel: 7.25 },
    })
    expect(created.statusCode).toBe(201)
    const url = `/api/conversoes/usuario/${ana.usuario.id_usuario}?multiplicador_min=7,25&multiplicador_max=7,25`
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: ana.cookie } })
    expect(res.statusCode).toBe(200)
    expect(res.json().itens.map((c: { valor_multiplicavel: number }) => c.valor_multiplicavel)).toEqual([
      7.25,
    ])
  })
})

describe('the credits of a sustainable listing', () => {
  // R$ 100,00 at 2.5 credits per real: 20 to 87 credits. '3e1' and '0x1e' are 30 to Number(), not to a seller.
  it.each(['3e1', '0x1e', '30.000', '30,5'])('refuse %j with 400, writing nothing', async (creditos) => {
    const f = anuncioFixtures(t)
    const vendedor = await f.seller()
    const { idProduto, idConversao } = await f.catalogo(vendedor.id)
    const before = await count('anuncios')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/anuncios',
      headers: { cookie: vendedor.cookie },
      payload: {
        id_produto: idProduto,
        descricao: 'Luminária sustentável',
        forma_de_pagamento: 'sustentavel',
        id_conversao: idConversao,
        creditos_aceitos: creditos,
      },
    })
    expect([res.statusCode, res.json().mensagem]).toEqual([
      400,
      'Informe a quantidade de créditos (mínimo 1).',
    ])
    expect(await count('anuncios')).toBe(before)
  })
})
