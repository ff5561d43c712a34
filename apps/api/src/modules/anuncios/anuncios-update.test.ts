// PUT /anuncios/{id}: the same rules as creation, padrão clearing, and only the owner changes anything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
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
  descricao_anuncio: 'Luminária feita com garrafas PET',
  forma_de_pagamento: 'sustentavel',
  status_anuncio: 'ativo',
  id_conversao: cat.idConversao,
  id_materia_prima: cat.idMateria,
  creditos_aceitos: 50,
  ...over,
})
const create = () => f.anuncio(s, { ...sustentavel(), id_produto: cat.idProduto })
const put = (id: number, body: unknown, cookie = s.cookie) => f.call('PUT', `/anuncios/${id}`, cookie, body)

describe('PUT /anuncios/{id}', () => {
  it('recomputes the cash value from the new credits and stamps data_alteracao', async () => {
    const before = await create()
    const res = await put(before.id_anuncio, sustentavel({ creditos_aceitos: 75, valor_conversao: 70 }))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      creditos_aceitos: 75,
      valor_conversao: 70,
      quantidade_materia_prima: 30,
    })
    expect(res.json().data_alteracao > before.data_alteracao).toBe(true)
    expect(await f.row(before.id_anuncio)).toMatchObject({ valor_conversao_centavos: 7000 })
  })

  it('refuses a disagreeing cash value and leaves the listing as it was', async () => {
    const { id_anuncio } = await create()
    const res = await put(id_anuncio, sustentavel({ creditos_aceitos: 75, valor_conversao: 80 }))
    expect(res.statusCode).toBe(400)
    expect(res.json().mensagem).toMatch(/^O valor em dinheiro informado \(R\$ 80,00\).*\(R\$ 70,00\)/)
    expect(await f.row(id_anuncio)).toMatchObject({ creditos_aceitos: 50, valor_conversao_centavos: 8000 })
  })

  it('switching to padrão clears conversion, raw material, credits and cash value', async () => {
    const { id_anuncio } = await create()
    const res = await put(id_anuncio, sustentavel({ forma_de_pagamento: 'padrao' }))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ forma_de_pagamento: 'padrao', conversao: null, materia_prima: null })
    expect(await f.row(id_anuncio)).toMatchObject({
      forma_de_pagamento: 'padrao',
      creditos_aceitos: 0,
      valor_conversao_centavos: null,
      id_conversao: null,
      id_materia_prima: null,
    })
  })

  it('applies the reference rules of creation to the new values', async () => {
    const { id_anuncio } = await create()
    const lata = await f.materia(s.id, 'quilograma', 'Lata')
    const conversaoLata = await f.conversao(s.id, lata, '1.00')
    const cases: [Record<string, unknown>, string][] = [
      [{ id_materia_prima: lata }, 'A matéria-prima informada não é a da conversão selecionada.'],
      [
        { id_conversao: conversaoLata, id_materia_prima: lata },
        'A matéria-prima da conversão selecionada não faz parte do produto do anúncio.',
      ],
      [{ creditos_aceitos: 100 }, 'Os créditos devem estar entre 20 e 87.'],
    ]
    for (const [over, mensagem] of cases) {
      const res = await put(id_anuncio, sustentavel(over))
      expect([res.statusCode, res.json().mensagem]).toEqual([400, mensagem])
    }
  })

  it('changes the product when asked, keeping the rules for the new one', async () => {
    const { id_anuncio } = await create()
    const outro = await f.produto(s.id, [cat.idMateria], { preco_centavos: 20_000, nome: 'Vaso' })
    const res = await put(id_anuncio, sustentavel({ id_produto: outro, creditos_aceitos: 100 }))
    expect(res.json()).toMatchObject({ produto: { id_produto: outro, preco: 200 }, valor_conversao: 160 })
  })

  it('lets a listing whose product was deactivated be switched off, not kept on', async () => {
    const { id_anuncio } = await create()
    await t.pool.query("update produtos set status_produto = 'inativo' where id_produto = $1", [
      cat.idProduto,
    ])
    const on = await put(id_anuncio, sustentavel())
    expect([on.statusCode, on.json().mensagem]).toEqual([
      400,
      'O produto selecionado está inativo. Ative-o ou escolha outro produto.',
    ])
    const off = await put(id_anuncio, sustentavel({ status_anuncio: 'inativo' }))
    expect([off.statusCode, off.json().status_anuncio]).toEqual([200, 'inativo'])
    await t.pool.query("update produtos set status_produto = 'ativo' where id_produto = $1", [cat.idProduto])
  })

  it('answers 404 for another seller’s listing and changes nothing; 403 for a buyer; 401 for a visitor', async () => {
    const { id_anuncio } = await create()
    const before = await f.row(id_anuncio)
    const other = await f.seller()
    const buyer = await signUp(t.app)
    const intruder = await put(id_anuncio, sustentavel({ forma_de_pagamento: 'padrao' }), other.cookie)
    expect([intruder.statusCode, intruder.json().mensagem]).toEqual([404, 'Anúncio não encontrado.'])
    expect((await put(id_anuncio, sustentavel(), buyer.cookie)).statusCode).toBe(403)
    expect((await f.call('PUT', `/anuncios/${id_anuncio}`, undefined, sustentavel())).statusCode).toBe(401)
    expect(await f.row(id_anuncio)).toEqual(before)
    expect((await put(2_000_000_000, sustentavel())).statusCode).toBe(404)
    expect((await put(0, sustentavel())).json().mensagem).toBe('Identificador inválido.')
  })
})
