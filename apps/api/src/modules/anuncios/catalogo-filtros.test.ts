// GET /anuncios/ativos-comprador: price bounds (inclusive, in reais as a Brazilian writes them), the
// payment form, every ordering and their combination; bad parameters are a 400 in Portuguese.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { catalogoFixtures } from './catalogo.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof catalogoFixtures>
const L: number[] = []
beforeAll(async () => {
  t = await createTestApp()
  f = catalogoFixtures(t)
  const s = await f.vendedor()
  const outro = await f.vendedor()
  // L[0] oldest … L[4] newest.
  L.push(await f.anuncio(s, { nome: 'Cesto de feira', preco_centavos: 1_000, minutos: 50 }))
  L.push(
    await f.anuncio(outro, {
      nome: 'Cesto pequeno',
      preco_centavos: 1_050,
      forma: 'sustentavel',
      minutos: 40,
    }),
  )
  L.push(await f.anuncio(s, { nome: 'Cesto médio', preco_centavos: 2_000, minutos: 30 }))
  L.push(
    await f.anuncio(outro, {
      nome: 'Cesto grande',
      preco_centavos: 5_000,
      forma: 'sustentavel',
      minutos: 20,
    }),
  )
  L.push(await f.anuncio(s, { nome: 'Cesto gigante', preco_centavos: 9_999, minutos: 10 }))
})
afterAll(() => t.close())

const ids = async (query: string) => {
  const res = await f.vitrine(query)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.ids
}
const at = (...i: number[]) => i.map((n) => L[n])

describe('filters', () => {
  it('shows the newest first without a search or an ordering', async () => {
    expect(await ids('')).toEqual(at(4, 3, 2, 1, 0))
  })

  it('keeps both price bounds inclusive, written with a comma or a dot', async () => {
    expect(await ids('preco_min=10,5')).toEqual(at(4, 3, 2, 1))
    expect(await ids('preco_min=10.50')).toEqual(at(4, 3, 2, 1))
    expect(await ids('preco_max=20')).toEqual(at(2, 1, 0))
    expect(await ids('preco_min=10,50&preco_max=20,00')).toEqual(at(2, 1))
    expect(await ids('preco_min=20&preco_max=20')).toEqual(at(2))
    expect(await ids('preco_min=99,99')).toEqual(at(4))
    expect(await ids('preco_min=100')).toEqual([])
  })

  it('filters by payment form; todos and an empty value mean every form', async () => {
    expect(await ids('forma_pagamento=sustentavel')).toEqual(at(3, 1))
    expect(await ids('forma_pagamento=padrao')).toEqual(at(4, 2, 0))
    expect(await ids('forma_pagamento=todos')).toEqual(at(4, 3, 2, 1, 0))
    expect(await ids('forma_pagamento=&preco_min=&preco_max=&ordenar=&busca=&page=&limit=')).toEqual(
      at(4, 3, 2, 1, 0),
    )
  })

  it('orders by price both ways, by rating (the newest first among equals) and by date', async () => {
    expect(await ids('ordenar=menor_preco')).toEqual(at(0, 1, 2, 3, 4))
    expect(await ids('ordenar=maior_preco')).toEqual(at(4, 3, 2, 1, 0))
    expect(await ids('ordenar=avaliacao')).toEqual(at(4, 3, 2, 1, 0))
    expect(await ids('ordenar=recentes')).toEqual(at(4, 3, 2, 1, 0))
  })

  it('combines the search, both bounds, the payment form and an ordering', async () => {
    expect(await ids('busca=cesto&preco_min=10&preco_max=50&forma_pagamento=sustentavel')).toEqual(at(3, 1))
    expect(
      await ids('busca=cesto&preco_min=10&preco_max=50&forma_pagamento=padrao&ordenar=menor_preco'),
    ).toEqual(at(0, 2))
    expect(await ids('busca=cesto grande&forma_pagamento=sustentavel&ordenar=maior_preco')).toEqual(at(3))
    expect(await ids('busca=cesto&preco_max=20&forma_pagamento=sustentavel&ordenar=avaliacao')).toEqual(at(1))
    expect(await ids('busca=vaso&preco_max=20')).toEqual([])
  })
})

describe('bad parameters', () => {
  const cases: [string, string][] = [
    ['preco_min=abc', 'Preço mínimo inválido.'],
    ['preco_min=-1', 'Preço mínimo inválido.'],
    ['preco_max=1e3', 'Preço máximo inválido.'],
    ['preco_max=99999999', 'Preço máximo inválido.'],
    ['preco_min=50&preco_max=10', 'O preço mínimo não pode ser maior que o preço máximo.'],
    ['preco_min=10,01&preco_max=10', 'O preço mínimo não pode ser maior que o preço máximo.'],
    ['forma_pagamento=pix', 'Forma de pagamento inválida. Use todos, sustentavel ou padrao.'],
    [
      'ordenar=barato',
      'Ordenação inválida. Use relevancia, recentes, menor_preco, maior_preco ou avaliacao.',
    ],
    ['page=0', 'Página inválida.'],
    ['page=1.5', 'Página inválida.'],
    ['page=abc', 'Página inválida.'],
    ['limit=0', 'Limite inválido.'],
    ['limit=49', 'O limite máximo é de 48 itens por página.'],
    [`busca=${'a'.repeat(101)}`, 'A busca deve ter no máximo 100 caracteres.'],
  ]
  it.each(cases)('%s → 400 with its message, nothing else answered', async (query, mensagem) => {
    const { status, body } = await f.vitrine(query)
    expect([status, body.mensagem]).toEqual([400, mensagem])
    expect(body.itens).toBeUndefined()
  })
})
