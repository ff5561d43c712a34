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
      categoria: 'casa_decoracao',
    }),
  })

const editConversao = (idConversao: number, valor_multiplicavel: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/conversoes/${idConversao}`,
    headers: { cookie: s.cookie },
    payload: { valor_multiplicavel, status_conversao: 'ativa' },
  })

const editUnidade = (idMateria: number, unidade_medida: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/materias-primas/${idMateria}`,
    headers: { cookie: s.cookie },
    payload: {
      nome_materia_prima: 'Garrafa PET',
      descricao: 'Material reciclável limpo',
      unidade_medida,
      status_materia_prima: 'ativa',
    },
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

  it('come back to the creation value when the price comes back (913 again, not 912)', async () => {
    // R$ 10,50 × 8 with 7 credits: 1050 − 87.5 = 962.5 → 963; back at R$ 10,00: 913.
    const l = await sustainable({ preco: 1_000, valor: '8.00', creditos: 7 })
    expect((await editProduto(l.idProduto, l.idMateria, '10,50')).statusCode).toBe(200)
    expect((await offerOf(l.id)).valor_conversao_centavos).toBe(963)
    expect((await editProduto(l.idProduto, l.idMateria, '10,00')).statusCode).toBe(200)
    expect((await offerOf(l.id)).valor_conversao_centavos).toBe(913)
  })

  it('keep the creation rounding when the multiplier changes and comes back', async () => {
    // × 8,5 with 7 credits: 1000 − 82.35 → 918; back at × 8: 913.
    const l = await sustainable({ preco: 1_000, valor: '8.00', creditos: 7 })
    expect((await editConversao(l.idConversao, 8.5)).statusCode).toBe(200)
    expect((await offerOf(l.id)).valor_conversao_centavos).toBe(918)
    expect((await editConversao(l.idConversao, 8)).statusCode).toBe(200)
    expect((await offerOf(l.id)).valor_conversao_centavos).toBe(913)
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

  it('move credits to whole units when the raw material comes to be counted in units', async () => {
    // R$ 100,00 × 2,5 in kg allows 20 to 87 credits; in units only multiples of 5, 20 to 85.
    const l = await sustainable({ preco: 10_000, valor: '2.50', creditos: 21 })
    expect((await editUnidade(l.idMateria, 'unidade')).statusCode).toBe(200)
    expect(await offerOf(l.id)).toEqual({
      creditos_aceitos: 20,
      valor_conversao_centavos: 9_200,
      status_anuncio: 'ativo',
    })
  })

  it('deactivate a listing when its raw material in units leaves no whole count', async () => {
    // R$ 5,00 × 2,5 in kg allows 1 to 4 credits; in units the step is 5, above the 4 of 35%.
    const l = await sustainable({ preco: 500, valor: '2.50', creditos: 2 })
    expect((await editUnidade(l.idMateria, 'unidade')).statusCode).toBe(200)
    // R$ 5,00 − 2 / 2,5 = R$ 4,20.
    expect(await offerOf(l.id)).toEqual({
      creditos_aceitos: 2,
      valor_conversao_centavos: 420,
      status_anuncio: 'inativo',
    })
  })

  it('deactivate a listing no count of credits fits any more, and say why when it is switched back on', async () => {
    // R$ 100,00 × 1: 8 to 35 credits. At R$ 2,00 35% is 0.7 credit: no whole count fits.
    const l = await sustainable({ preco: 10_000, valor: '1.00', creditos: 10 })
    expect((await editProduto(l.idProduto, l.idMateria, '2,00')).statusCode).toBe(200)
    // The credits stay; the cash value is still the domain's: R$ 2,00 − 10 credits ≤ 0 → R$ 0,00.
    expect(await offerOf(l.id)).toEqual({
      creditos_aceitos: 10,
      valor_conversao_centavos: 0,
      status_anuncio: 'inativo',
    })
    const reativar = await f.call('PUT', `/anuncios/${l.id}`, s.cookie, {
      descricao_anuncio: 'Anúncio de teste',
      forma_de_pagamento: 'sustentavel',
      status_anuncio: 'ativo',
      id_conversao: l.idConversao,
      id_materia_prima: l.idMateria,
      creditos_aceitos: 1,
    })
    expect([reativar.statusCode, reativar.json().mensagem]).toEqual([
      400,
      'Não é possível aplicar 8%–35% com o preço/conversão atuais.',
    ])
    expect((await offerOf(l.id)).status_anuncio).toBe('inativo')
  })

  it('leave an inactive listing inactive when a new price allows credits again', async () => {
    const l = await sustainable({ preco: 10_000, valor: '1.00', creditos: 10 })
    expect((await editProduto(l.idProduto, l.idMateria, '2,00')).statusCode).toBe(200)
    expect((await editProduto(l.idProduto, l.idMateria, '50,00')).statusCode).toBe(200)
    // R$ 50,00 × 1 allows 4 to 17: the 10 credits stay, R$ 50,00 − R$ 10,00.
    expect(await offerOf(l.id)).toEqual({
      creditos_aceitos: 10,
      valor_conversao_centavos: 4_000,
      status_anuncio: 'inativo',
    })
  })

  it("leave padrão listings and other products' listings untouched", async () => {
    const l = await sustainable({ preco: 10_000, valor: '2.50', creditos: 80 })
    const outro = await sustainable({ preco: 10_000, valor: '2.50', creditos: 80 })
    const padrao = await f.anuncio(s, { forma_de_pagamento: 'padrao', id_produto: l.idProduto })
    const before = await f.row(padrao.id_anuncio)
    expect((await editProduto(l.idProduto, l.idMateria, '50,00')).statusCode).toBe(200)
    expect(await f.row(padrao.id_anuncio)).toEqual(before)
    expect(await offerOf(outro.id)).toEqual({
      creditos_aceitos: 80,
      valor_conversao_centavos: 6_800,
      status_anuncio: 'ativo',
    })
  })
})
