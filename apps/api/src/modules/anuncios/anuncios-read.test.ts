// GET /anuncios/{id} (the buyer page: public, inactive listings too) and DELETE /anuncios/{id}.
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
      status_anuncio: 'ativo',
      disponivel: true,
      desativado_por_denuncias: false,
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
      vendedor: {
        id_usuario: s.id,
        nome: s.usuario.nome,
        foto_url: null,
        nota_media: 0,
        total_avaliacoes: 0,
      },
      rating: 0,
      totalAvaliacoes: 0,
    })
    expect(JSON.stringify(body)).not.toMatch(/email|cnpj|telefone|senha|valor_conversao_centavos/)
  })

  it('answers an inactive listing to everyone, with its status, as not available', async () => {
    const id = await create('inativo')
    for (const cookie of [undefined, s.cookie, buyer.cookie, other.cookie, 'recria_sessao=expirado']) {
      const res = await f.call('GET', `/anuncios/${id}`, cookie)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ id_anuncio: id, status_anuncio: 'inativo', disponivel: false })
    }
  })

  it('says why a listing cannot be bought: deactivated by reports, product inactive, seller blocked or disconnected', async () => {
    const id = await create()
    const disponivel = async () => (await f.call('GET', `/anuncios/${id}`)).json()
    await t.pool.query(
      `update anuncios set status_anuncio = 'inativo', desativado_por_denuncias_em = now() where id_anuncio = $1`,
      [id],
    )
    expect(await disponivel()).toMatchObject({ disponivel: false, desativado_por_denuncias: true })
    await t.pool.query(
      `update anuncios set status_anuncio = 'ativo', desativado_por_denuncias_em = null where id_anuncio = $1`,
      [id],
    )
    expect(await disponivel()).toMatchObject({ disponivel: true, desativado_por_denuncias: false })
    const mudar = async (sqlText: string, values: unknown[], esperado: boolean) => {
      await t.pool.query(sqlText, values)
      expect((await disponivel()).disponivel).toBe(esperado)
    }
    await mudar(
      `update produtos set status_produto = 'inativo' where id_produto = $1`,
      [cat.idProduto],
      false,
    )
    await mudar(`update produtos set status_produto = 'ativo' where id_produto = $1`, [cat.idProduto], true)
    const ate = new Date(Date.now() + 86_400_000)
    await mudar('update usuarios set bloqueado_ate = $2 where id_usuario = $1', [s.id, ate], false)
    await mudar('update usuarios set bloqueado_ate = $2 where id_usuario = $1', [s.id, new Date(0)], true)
    await mudar('delete from conexoes_mercadopago where id_usuario = $1', [s.id], false)
    await f.connect(s.id)
    expect((await disponivel()).disponivel).toBe(true)
  })

  it('answers 404 for an id that does not exist and 400 for a hostile spelling; nothing changes', async () => {
    const before = await t.pool.query('select count(*)::int as n from anuncios')
    for (const cookie of [undefined, buyer.cookie, other.cookie]) {
      const missing = await f.call('GET', '/anuncios/2000000000', cookie)
      expect([missing.statusCode, missing.json().mensagem]).toEqual([404, 'Anúncio não encontrado.'])
    }
    const hostis = [
      'abc',
      '1.5',
      '-1',
      '0x10',
      '1e3',
      '01',
      '2147483648',
      '%20',
      "1'%20or%20'1'='1",
      '1;drop',
    ]
    for (const spelling of hostis) {
      const res = await f.call('GET', `/anuncios/${spelling}`)
      expect([spelling, res.statusCode, res.json().mensagem]).toEqual([
        spelling,
        400,
        'Identificador inválido.',
      ])
    }
    expect((await t.pool.query('select count(*)::int as n from anuncios')).rows).toEqual(before.rows)
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
