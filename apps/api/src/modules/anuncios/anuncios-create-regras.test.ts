// POST /anuncios: every reference is the seller’s own and active, and the credits fit the rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { anuncioFixtures, type Seller } from './anuncios.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof anuncioFixtures>
let s: Seller
let cat: Awaited<ReturnType<ReturnType<typeof anuncioFixtures>['catalogo']>>
beforeAll(async () => {
  t = await createTestApp()
  f = anuncioFixtures(t)
  s = await f.seller()
  cat = await f.catalogo(s.id)
})
afterAll(() => t.close())

const sustentavel = (over: Record<string, unknown> = {}) => ({
  descricao: 'Luminária feita com garrafas PET',
  forma_de_pagamento: 'sustentavel',
  id_produto: cat.idProduto,
  id_conversao: cat.idConversao,
  id_materia_prima: cat.idMateria,
  creditos_aceitos: 50,
  ...over,
})
const post = (body: unknown, cookie = s.cookie) => f.call('POST', '/anuncios', cookie, body)

describe('POST /anuncios', () => {
  it('refuses a raw material other than the conversion’s', async () => {
    const outra = await f.materia(s.id, 'grama', 'Tampinhas')
    const res = await post(sustentavel({ id_materia_prima: outra }))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      mensagem: 'A matéria-prima informada não é a da conversão selecionada.',
      erros: { id_materia_prima: 'A matéria-prima informada não é a da conversão selecionada.' },
    })
  })

  it('refuses a conversion whose raw material is not one of the product’s', async () => {
    const lata = await f.materia(s.id, 'quilograma', 'Lata de alumínio')
    const idConversao = await f.conversao(s.id, lata, '3.00')
    const res = await post(sustentavel({ id_conversao: idConversao, id_materia_prima: lata }))
    expect(res.json()).toMatchObject({
      mensagem: 'A matéria-prima da conversão selecionada não faz parte do produto do anúncio.',
    })
    expect(res.statusCode).toBe(400)
  })

  it('refuses an inactive conversion or product, and another seller’s conversion or product', async () => {
    const papel = await f.materia(s.id, 'grama', 'Papelão')
    const produto = await f.produto(s.id, [papel, cat.idMateria], { status: 'inativo' })
    const inativa = await f.conversao(s.id, papel, '1.00', 'inativa')
    const comPapel = await f.produto(s.id, [papel])
    const other = await f.seller()
    const alheio = await f.catalogo(other.id)
    const cases: [Record<string, unknown>, string][] = [
      [
        { id_produto: comPapel, id_conversao: inativa, id_materia_prima: papel },
        'A conversão selecionada está inativa. Ative-a ou escolha outra conversão.',
      ],
      [{ id_produto: produto }, 'O produto selecionado está inativo. Ative-o ou escolha outro produto.'],
      [{ id_conversao: alheio.idConversao, id_materia_prima: alheio.idMateria }, 'Conversão não encontrada.'],
      [{ id_produto: alheio.idProduto }, 'Produto não encontrado.'],
      [{ id_produto: 2_000_000_000 }, 'Produto não encontrado.'],
      [{ id_produto: 3_000_000_000 }, 'Selecione um produto.'],
      [{ id_conversao: 3_000_000_000 }, 'Selecione uma conversão.'],
      [{ id_produto: '1e0' }, 'Selecione um produto.'],
      [{ id_produto: `+${comPapel}` }, 'Selecione um produto.'],
    ]
    for (const [over, mensagem] of cases) {
      const res = await post(sustentavel(over))
      expect([res.statusCode, res.json().mensagem]).toEqual([400, mensagem])
    }
  })

  it('checks the credits against the price and the multiplier (8% to 35%)', async () => {
    for (const [creditos, mensagem] of [
      [19, 'Os créditos devem estar entre 20 e 87.'],
      [88, 'Os créditos devem estar entre 20 e 87.'],
      [0, 'Informe a quantidade de créditos (mínimo 1).'],
    ] as const) {
      const res = await post(sustentavel({ creditos_aceitos: creditos }))
      expect([res.statusCode, res.json().mensagem]).toEqual([400, mensagem])
    }
    expect((await post(sustentavel({ creditos_aceitos: 20 }))).statusCode).toBe(201)
    expect((await post(sustentavel({ creditos_aceitos: 87 }))).statusCode).toBe(201)
    // A multiplier of a million on R$ 10.000,00 allows more credits than the column holds: 400, not 500.
    const huge = await f.catalogo(s.id, { valor: '1000000.00', preco: 1_000_000 })
    const body = {
      id_produto: huge.idProduto,
      id_conversao: huge.idConversao,
      id_materia_prima: huge.idMateria,
    }
    const res = await post(sustentavel({ ...body, creditos_aceitos: 3_000_000_000 }))
    expect([res.statusCode, res.json().mensagem]).toEqual([400, 'A quantidade de créditos é grande demais.'])
  })

  it('asks for multiples of the step for raw materials counted in units', async () => {
    const un = await f.catalogo(s.id, { unidade: 'unidade', valor: '2.50' })
    const body = { id_produto: un.idProduto, id_conversao: un.idConversao, id_materia_prima: un.idMateria }
    const refused = await post(sustentavel({ ...body, creditos_aceitos: 52 }))
    expect(refused.json().mensagem).toBe(
      'Para matérias-primas medidas em unidade, os créditos devem ser múltiplos de 5.',
    )
    const ok = await post(sustentavel({ ...body, creditos_aceitos: 55 }))
    expect(ok.json()).toMatchObject({
      creditos_aceitos: 55,
      valor_conversao: 78,
      quantidade_materia_prima: 22,
    })
  })

  it('answers the impossible case when no whole credit fits', async () => {
    const tiny = await f.catalogo(s.id, { unidade: 'unidade', valor: '0.10', preco: 500 })
    const res = await post(
      sustentavel({
        id_produto: tiny.idProduto,
        id_conversao: tiny.idConversao,
        id_materia_prima: tiny.idMateria,
        creditos_aceitos: 1,
      }),
    )
    expect([res.statusCode, res.json().mensagem]).toEqual([
      400,
      'Não é possível aplicar 8%–35% com o preço/conversão atuais.',
    ])
  })
})
