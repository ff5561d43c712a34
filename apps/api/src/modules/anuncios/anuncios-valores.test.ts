// A sustainable listing's credits and cash value follow its product's price and its conversion's
// multiplier, with the rules and rounding used at creation (decision 007).
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

const offerOf = async (id: number) => {
  const { rows } = await t.pool.query(
    'select creditos_aceitos, valor_conversao_centavos, status_anuncio from anuncios where id_anuncio = $1',
    [id],
  )
  return rows[0]
}

const editProduto = (
  idProduto: number,
  idMateria: number,
  preco: string,
  descricao = 'Feita à mão com material reciclado',
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/produtos/${idProduto}`,
    headers: { cookie: s.cookie },
    payload: form({
      nome: 'Luminária de garrafa',
      descricao,
      preco,
      materias_primas: JSON.stringify([idMateria]),
    }),
  })

const editConversao = (idConversao: number, valor_multiplicavel: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/conversoes/${idConversao}`,
    headers: { cookie: s.cookie },
    payload: { valor_multiplicavel, status_conversao: 'ativa' },
  })

async function sustainable(opts: { preco: number; valor: string; creditos: number; unidade?: string }) {
  const cat = await f.catalogo(s.id, { preco: opts.preco, valor: opts.valor, unidade: opts.unidade })
  const anuncio = await f.anuncio(s, {
    forma_de_pagamento: 'sustentavel',
    id_produto: cat.idProduto,
    id_conversao: cat.idConversao,
    creditos_aceitos: opts.creditos,
  })
  return { ...cat, id: anuncio.id_anuncio as number }
}

describe('stored sustainable offers', () => {
  it('keep the creation rounding after an edit that does not change the price (913, not 912)', async () => {
    // R$ 10,00, multiplier 8, 7 credits: 1000 − 87.5 = 912.5 → 913 centavos.
    const l = await sustainable({ preco: 1_000, valor: '8.00', creditos: 7 })
    expect((await offerOf(l.id)).valor_conversao_centavos).toBe(913)
    expect(
      (await editProduto(l.idProduto, l.idMateria, '10,00', 'Só a descrição mudou aqui')).statusCode,
    ).toBe(200)
    expect(await offerOf(l.id)).toEqual({
      creditos_aceitos: 7,
      valor_conversao_centavos: 913,
      status_anuncio: 'ativo',
    })
  })

  it('follow a new price with the same rounding', async () => {
    const l = await sustainable({ preco: 10_000, valor: '2.50', creditos: 50 })
    expect((await editProduto(l.idProduto, l.idMateria, '150,00')).statusCode).toBe(200)
    expect(await offerOf(l.id)).toEqual({
      creditos_aceitos: 50,
      valor_conversao_centavos: 13_000,
      status_anuncio: 'ativo',
    })
  })

  it('move credits a price cut pushed out of range to the nearest allowed count', async () => {
    // R$ 100,00 × 2,5 allows 20 to 87 credits; at R$ 50,00 only 10 to 43.
    const l = await sustainable({ preco: 10_000, valor: '2.50', creditos: 80 })
    expect((await editProduto(l.idProduto, l.idMateria, '50,00')).statusCode).toBe(200)
    expect(await offerOf(l.id)).toEqual({
      creditos_aceitos: 43,
      valor_conversao_centavos: 3_280,
      status_anuncio: 'ativo',
    })
  })

  it('move credits a new multiplier pushed out of range, in whole units', async () => {
    // R$ 100,00 × 2,5 in units: 20 to 85 credits, steps of 5; × 5 allows 40 to 175, steps of 5.
    const l = await sustainable({ preco: 10_000, valor: '2.50', creditos: 20, unidade: 'unidade' })
    expect((await editConversao(l.idConversao, 5)).statusCode).toBe(200)
    expect(await offerOf(l.id)).toEqual({
      creditos_aceitos: 40,
      valor_conversao_centavos: 9_200,
      status_anuncio: 'ativo',
    })
  })

  it('deactivate a listing no count of credits fits any more', async () => {
    const l = await sustainable({ preco: 10_000, valor: '0.50', creditos: 10 })
    expect((await editProduto(l.idProduto, l.idMateria, '1,00')).statusCode).toBe(200)
    expect((await offerOf(l.id)).status_anuncio).toBe('inativo')
  })
})
