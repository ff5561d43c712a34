// GET /produtos/usuario/{id} (SQL filters, search, pages) and /usuario/{id}/materias-primas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { type Account, call, idOf, insertMateria, seller } from './produtos.fixtures.ts'

let t: TestApp
let ana: Account
let bia: Account
let pet: number
let lacre: number
let tecido: number
beforeAll(async () => {
  t = await createTestApp()
  ana = await seller(t)
  bia = await seller(t)
  pet = await insertMateria(t, ana, 'Garrafa PET')
  lacre = await insertMateria(t, ana, 'Lacre de latinha')
  tecido = await insertMateria(t, ana, 'Retalho de tecido')
  await insertMateria(t, ana, 'Não usada')
  // 15 products, one minute apart (the list is newest first): names with accents, prices 10 to 150.
  const specs: [string, string, number[]][] = [
    ['Luminária de garrafa', 'Luz suave feita de PET.', [pet]],
    ['Bolsa de lacres', 'Bolsa trançada com lacres.', [lacre]],
    ['Tapete de retalhos', 'Tapete colorido 100% reciclado.', [tecido]],
    ['Pufe de pneu', 'Assento com cobertura de tecido.', [tecido, pet]],
    ['Ímã de tampinha', 'Pequeno e resistente, feito à mão.', [lacre, pet]],
  ]
  for (let i = 0; i < 15; i++) {
    const [nome, descricao, materias] = specs[i % 5] as [string, string, number[]]
    const { rows } = await t.pool.query(
      `insert into produtos (id_usuario_vendedor, nome, descricao, preco_centavos, status_produto, data_criacao)
       values ($1, $2, $3, $4, $5, now() - make_interval(mins => $6)) returning id_produto`,
      [
        idOf(ana),
        `${nome} ${String(i + 1).padStart(2, '0')}`,
        descricao,
        (i + 1) * 1000,
        i % 3 ? 'ativo' : 'inativo',
        15 - i,
      ],
    )
    for (const m of materias)
      await t.pool.query('insert into produto_materias_primas values ($1, $2)', [rows[0].id_produto, m])
  }
  const other = await insertMateria(t, bia, 'Garrafa da Bia')
  const { rows } = await t.pool.query(
    `insert into produtos (id_usuario_vendedor, nome, descricao, preco_centavos)
     values ($1, 'Luminária da Bia', 'Produto de outra vendedora.', 5000) returning id_produto`,
    [idOf(bia)],
  )
  await t.pool.query('insert into produto_materias_primas values ($1, $2)', [rows[0].id_produto, other])
})
afterAll(() => t.close())

const list = (query = '', who = ana) =>
  call(t, 'GET', `/produtos/usuario/${idOf(who)}${encodeURI(query)}`, who)
const numbers = async (query: string) => {
  const res = await list(query)
  expect(res.statusCode).toBe(200)
  return res.json().itens.map((p: { nome: string }) => Number(p.nome.slice(-2)))
}

describe('GET /api/produtos/usuario/{id}', () => {
  it('answers 12 per page, newest first, with totals and each product raw materials', async () => {
    const res = await list()
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ total: 15, pagina: 1, total_paginas: 2 })
    expect(body.itens.map((p: { nome: string }) => p.nome.slice(-2))).toEqual([
      '15',
      '14',
      '13',
      '12',
      '11',
      '10',
      '09',
      '08',
      '07',
      '06',
      '05',
      '04',
    ])
    expect(body.itens[1]).toMatchObject({
      nome: 'Pufe de pneu 14',
      preco: 140,
      status_produto: 'ativo',
      imagem: null,
      materias_primas: [
        { id_materia_prima: pet, nome_materia_prima: 'Garrafa PET', unidade_medida: 'unidade' },
        { id_materia_prima: tecido, nome_materia_prima: 'Retalho de tecido', unidade_medida: 'unidade' },
      ],
    })
    expect(await numbers('?page=2')).toEqual([3, 2, 1])
    expect((await list('?page=3')).json()).toEqual({ itens: [], total: 15, pagina: 3, total_paginas: 2 })
    expect((await list('?limit=5&page=3')).json()).toMatchObject({ total: 15, pagina: 3, total_paginas: 3 })
  })

  it('loads the raw materials of a whole page of 12 products in one query', async () => {
    const original = t.pool.query.bind(t.pool)
    const texts: string[] = []
    t.pool.query = ((...args: Parameters<typeof original>) => {
      const [q] = args as unknown[]
      texts.push(typeof q === 'string' ? q : String((q as { text?: string }).text))
      return original(...args)
    }) as typeof t.pool.query
    try {
      expect((await list()).json().itens).toHaveLength(12)
    } finally {
      t.pool.query = original
    }
    expect(texts.filter((q) => q.includes('"produto_materias_primas"'))).toHaveLength(1)
  })

  it.each([
    ['?status=inativo', [13, 10, 7, 4, 1]],
    ['?status=ativo&limit=3', [15, 14, 12]],
    ['?preco_min=40&preco_max=60', [6, 5, 4]],
    ['?preco_min=40,50&preco_max=60.00', [6, 5]],
    ['?busca=luminaria', [11, 6, 1]],
    ['?busca=LUMINÁRIA&status=ativo', [11, 6]],
    ['?busca=ima', [15, 10, 5]],
    ['?busca=tecido', [14, 9, 4]],
    ['?busca=100%', [13, 8, 3]],
    ['?busca=10_', []],
    ['?busca=à mão&preco_max=60', [5]],
    ['?status=&busca=&preco_min=&id_materia_prima=', [15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4]],
  ])('filters %s in SQL', async (query, expected) => {
    expect(await numbers(query)).toEqual(expected)
  })

  it('filters by raw material', async () => {
    expect(await numbers(`?id_materia_prima=${tecido}`)).toEqual([14, 13, 9, 8, 4, 3])
    expect((await list(`?id_materia_prima=${lacre}&status=inativo`)).json()).toMatchObject({ total: 2 })
  })

  it('answers an empty page for a seller without products', async () => {
    const res = await list('', await seller(t))
    expect(res.json()).toEqual({ itens: [], total: 0, pagina: 1, total_paginas: 0 })
  })
})

describe('GET /api/produtos/usuario/{id}/materias-primas', () => {
  it("answers the raw materials used by the seller's products, by name, each once", async () => {
    const res = await call(t, 'GET', `/produtos/usuario/${idOf(ana)}/materias-primas`, ana)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([
      { id_materia_prima: pet, nome_materia_prima: 'Garrafa PET' },
      { id_materia_prima: lacre, nome_materia_prima: 'Lacre de latinha' },
      { id_materia_prima: tecido, nome_materia_prima: 'Retalho de tecido' },
    ])
  })
})
