// A sustainable listing's stored cash value follows its product's price and its conversion's multiplier.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { form } from '../../../test/forms.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { anuncioFixtures, type Seller } from './anuncios-fixtures.ts'

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

const cashOf = async (id: number) => {
  const { rows } = await t.pool.query('select valor_conversao_centavos from anuncios where id_anuncio = $1', [
    id,
  ])
  return rows[0]?.valor_conversao_centavos as number
}

const listing = () =>
  f.anuncio(s, {
    descricao: 'Luminária feita com garrafas PET',
    forma_de_pagamento: 'sustentavel',
    id_produto: cat.idProduto,
    id_conversao: cat.idConversao,
    creditos_aceitos: 50,
  })

describe('stored sustainable cash values', () => {
  it('follow a new product price', async () => {
    const { id_anuncio } = await listing()
    const before = await cashOf(id_anuncio)
    const body = form({
      nome: 'Luminária de garrafa',
      descricao: 'Feita à mão com material reciclado',
      preco: '150,00',
      materias_primas: JSON.stringify([cat.idMateria]),
    })
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/produtos/${cat.idProduto}`,
      headers: { cookie: s.cookie },
      payload: body,
    })
    expect(res.statusCode).toBe(200)
    expect(await cashOf(id_anuncio)).toBe(before + 5_000)
  })

  it('follow a new conversion multiplier', async () => {
    const { id_anuncio } = await listing()
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/conversoes/${cat.idConversao}`,
      headers: { cookie: s.cookie },
      payload: { valor_multiplicavel: 5, status_conversao: 'ativa' },
    })
    expect(res.statusCode).toBe(200)
    const { rows } = await t.pool.query('select preco_centavos from produtos where id_produto = $1', [
      cat.idProduto,
    ])
    // 50 credits at 5 per real are R$ 10,00 off the price.
    expect(await cashOf(id_anuncio)).toBe(rows[0].preco_centavos - 1_000)
  })
})
