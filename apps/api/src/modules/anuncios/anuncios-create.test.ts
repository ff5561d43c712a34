// POST /anuncios: the server computes the cash value; padrão stores none; bad input is a 400.
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
  it('stores the cash value it computes: R$ 100,00, multiplier 2.5 (kg), 50 credits → R$ 80,00 and 20 kg', async () => {
    const res = await post(sustentavel({ valor_conversao: 80 }))
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({
      forma_de_pagamento: 'sustentavel',
      creditos_aceitos: 50,
      valor_conversao: 80,
      quantidade_materia_prima: 20,
      id_conversao: cat.idConversao,
      id_materia_prima: cat.idMateria,
      status_anuncio: 'ativo',
      descricao_anuncio: 'Luminária feita com garrafas PET',
      id_usuario_vendedor: s.id,
      produto: { id_produto: cat.idProduto, preco: 100 },
      conversao: { valor_multiplicavel: 2.5, materia_prima: { unidade_medida: 'quilograma' } },
      materia_prima: { id_materia_prima: cat.idMateria, nome_materia_prima: 'Garrafa PET' },
    })
    expect(await f.row(body.id_anuncio)).toMatchObject({
      valor_conversao_centavos: 8000,
      creditos_aceitos: 50,
    })
  })

  it('computes the value when the client sends none, and takes the raw material from the conversion', async () => {
    const res = await post(sustentavel({ creditos_aceitos: 33, valor_conversao: undefined }))
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ valor_conversao: 86.8, quantidade_materia_prima: 13.2 })
  })

  it('accepts a client value one centavo off, and refuses one two centavos off', async () => {
    expect((await post(sustentavel({ valor_conversao: 80.01 }))).statusCode).toBe(201)
    const res = await post(sustentavel({ valor_conversao: 80.02 }))
    expect(res.statusCode).toBe(400)
    expect(res.json().mensagem).toBe(
      'O valor em dinheiro informado (R$ 80,02) não confere com o calculado pelo servidor (R$ 80,00) ' +
        'para o preço do produto, os créditos e a conversão.',
    )
    expect(res.json().erros).toHaveProperty('valor_conversao')
  })

  it('stores padrão without conversion, credits or cash value, whatever the client sent', async () => {
    const res = await post(sustentavel({ forma_de_pagamento: 'padrao', valor_conversao: 3 }))
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({ forma_de_pagamento: 'padrao', creditos_aceitos: 0, valor_conversao: null })
    expect(body).toMatchObject({
      id_conversao: null,
      id_materia_prima: null,
      conversao: null,
      materia_prima: null,
    })
    expect(await f.row(body.id_anuncio)).toMatchObject({ valor_conversao_centavos: null, id_conversao: null })
  })

  it('answers the schema’s messages for bad input, never a 500', async () => {
    const bad: [unknown, string][] = [
      [sustentavel({ descricao: '   ' }), 'A descrição do anúncio é obrigatória.'],
      [sustentavel({ descricao: 'x'.repeat(301) }), 'A descrição deve ter no máximo 300 caracteres.'],
      [sustentavel({ id_produto: 'abc' }), 'Selecione um produto.'],
      [sustentavel({ forma_de_pagamento: 'fiado' }), 'Selecione a forma de pagamento.'],
      [sustentavel({ id_conversao: null }), 'Selecione uma conversão.'],
      [sustentavel({ valor_conversao: -1 }), 'Informe um valor de conversão válido.'],
    ]
    for (const [body, mensagem] of bad) {
      const res = await post(body)
      expect([res.statusCode, res.json().mensagem]).toEqual([400, mensagem])
    }
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/anuncios',
      headers: { cookie: s.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(sustentavel()).replace(
        '"creditos_aceitos":50',
        '"creditos_aceitos":50,"valor_conversao":1e400',
      ),
    })
    expect([raw.statusCode, raw.json().mensagem]).toEqual([400, 'Informe um valor de conversão válido.'])
  })
})
