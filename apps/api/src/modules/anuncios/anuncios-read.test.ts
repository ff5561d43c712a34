// GET /anuncios/{id} (the buyer page: public for active listings) and DELETE /anuncios/{id}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { anuncioFixtures, type Seller } from './anuncios.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof anuncioFixtures>
let s: Seller
let other: Seller
let buyer: Awaited<ReturnType<typeof signUp>>
let cat: Awaited<ReturnType<ReturnType<typeof anuncioFixtures>['catalogo']>>
beforeAll(async () => {
  t = await createTestApp()
  f = anuncioFixtures(t)
  ;[s, other, buyer] = await Promise.all([f.seller(), f.seller(), signUp(t.app)])
  cat = await f.catalogo(s.id)
})
afterAll(() => t.close())

const create = (status_anuncio = 'ativo') =>
  f
    .anuncio(s, {
      forma_de_pagamento: 'sustentavel',
      id_produto: cat.idProduto,
      id_conversao: cat.idConversao,
      id_materia_prima: cat.idMateria,
      creditos_aceitos: 50,
    })
    .then(async (a) => {
      if (status_anuncio !== 'ativo')
        await t.pool.query('update anuncios set status_anuncio = $2 where id_anuncio = $1', [
          a.id_anuncio,
          status_anuncio,
        ])
      return a.id_anuncio as number
    })

describe('GET /anuncios/{id}', () => {
  it('answers an active listing to a visitor in the buyer-facing shape', async () => {
    const id = await create()
    const pet = await f.materia(s.id, 'grama', 'Tampinha')
    await t.pool.query('insert into produto_materias_primas values ($1, $2)', [cat.idProduto, pet])
    const res = await f.call('GET', `/anuncios/${id}`)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      id_anuncio: id,
      valor_conversao: 80,
      quantidade_materia_prima: 20,
      produto: {
        nome: 'Luminária de garrafa',
        preco: 100,
        imagem: '/api/arquivos/produtos/x.webp',
        status_produto: 'ativo',
        materias_primas: [
          {
            id_materia_prima: cat.idMateria,
            nome_materia_prima: 'Garrafa PET',
            unidade_medida: 'quilograma',
          },
          { id_materia_prima: pet, nome_materia_prima: 'Tampinha', unidade_medida: 'grama' },
        ],
      },
      conversao: { id_conversao: cat.idConversao, valor_multiplicavel: 2.5, status_conversao: 'ativa' },
      vendedor: { id_usuario: s.id, nome: s.usuario.nome, foto_url: null },
      rating: 0,
      totalAvaliacoes: 0,
    })
    expect(JSON.stringify(body)).not.toMatch(/email|cnpj|telefone|senha|valor_conversao_centavos/)
  })

  it('answers an inactive listing to its seller only; 404 to buyers, visitors and other sellers', async () => {
    const id = await create('inativo')
    const own = await f.call('GET', `/anuncios/${id}`, s.cookie)
    expect([own.statusCode, own.json().status_anuncio]).toEqual([200, 'inativo'])
    for (const cookie of [undefined, buyer.cookie, other.cookie, 'recria_sessao=expirado']) {
      const res = await f.call('GET', `/anuncios/${id}`, cookie)
      expect([res.statusCode, res.json().mensagem]).toEqual([404, 'Anúncio não encontrado.'])
    }
  })

  it('answers 404 for an unknown id and 400 for one that is not an id', async () => {
    expect((await f.call('GET', '/anuncios/2000000000')).statusCode).toBe(404)
    const res = await f.call('GET', '/anuncios/abc')
    expect([res.statusCode, res.json().mensagem]).toEqual([400, 'Identificador inválido.'])
  })
})

describe('DELETE /anuncios/{id}', () => {
  it('deletes the seller’s own listing', async () => {
    const id = await create()
    const res = await f.call('DELETE', `/anuncios/${id}`, s.cookie)
    expect([res.statusCode, res.json()]).toEqual([200, { mensagem: 'Anúncio excluído com sucesso!' }])
    expect(await f.row(id)).toBeUndefined()
    expect((await f.call('DELETE', `/anuncios/${id}`, s.cookie)).statusCode).toBe(404)
  })

  it('refuses others: 404 for another seller, 403 for a buyer, 401 for a visitor; the listing stays', async () => {
    const id = await create()
    const intruder = await f.call('DELETE', `/anuncios/${id}`, other.cookie)
    expect([intruder.statusCode, intruder.json().mensagem]).toEqual([404, 'Anúncio não encontrado.'])
    const asBuyer = await f.call('DELETE', `/anuncios/${id}`, buyer.cookie)
    expect([asBuyer.statusCode, asBuyer.json().mensagem]).toEqual([
      403,
      'Esta ação é exclusiva para vendedores.',
    ])
    const visitor = await f.call('DELETE', `/anuncios/${id}`)
    expect([visitor.statusCode, visitor.json().codigo]).toEqual([401, 'TOKEN_NAO_FORNECIDO'])
    expect(await f.row(id)).toBeDefined()
  })

  it('refuses a buyer and a visitor on creation too', async () => {
    const body = { descricao: 'x', forma_de_pagamento: 'padrao', id_produto: cat.idProduto }
    expect((await f.call('POST', '/anuncios', buyer.cookie, body)).statusCode).toBe(403)
    expect((await f.call('POST', '/anuncios', undefined, body)).statusCode).toBe(401)
  })
})
