// Who may call what (visitors 401, buyers 403, another user's lists 403, another seller's product 404)
// and what is refused before any rule runs (invalid ids and list queries).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { form } from '../../../test/forms.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import {
  type Account,
  buyer,
  call,
  createProduto,
  fields,
  idOf,
  imagem,
  insertMateria,
  seller,
  state,
} from './produtos.fixtures.ts'

let t: TestApp
let ana: Account
let bia: Account
let caio: Account
let produto: { id_produto: number }
let pet: number
beforeAll(async () => {
  t = await createTestApp()
  ana = await seller(t)
  bia = await seller(t)
  caio = await buyer(t)
  pet = await insertMateria(t, ana)
  produto = await createProduto(t, ana, [pet])
})
afterAll(() => t.close())

type Route = ['GET' | 'POST' | 'PUT' | 'DELETE', (id: number) => string]
const ROUTES: Route[] = [
  ['GET', (id) => `/produtos/usuario/${id}`],
  ['GET', (id) => `/produtos/usuario/${id}/materias-primas`],
  ['GET', () => `/produtos/${produto.id_produto}`],
  ['POST', () => '/produtos'],
  ['PUT', () => `/produtos/${produto.id_produto}`],
  ['DELETE', () => `/produtos/${produto.id_produto}`],
]
const send = async (who: Account | undefined, [method, url]: Route, id: number) =>
  call(
    t,
    method,
    url(id),
    who,
    method === 'POST' || method === 'PUT' ? form(fields([pet]), await imagem()) : undefined,
  )

describe('products API permissions', () => {
  it.each(ROUTES)('%s %s answers 401 to a visitor', async (...route) => {
    const res = await send(undefined, route, idOf(ana))
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({
      mensagem: 'Você precisa estar logado para acessar este recurso.',
      codigo: 'TOKEN_NAO_FORNECIDO',
    })
  })

  it.each(ROUTES)('%s %s answers 403 to a buyer, even for their own id', async (...route) => {
    const before = await state(t)
    const res = await send(caio, route, idOf(caio))
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ mensagem: 'Esta ação é exclusiva para vendedores.' })
    expect(await state(t)).toEqual(before)
  })

  it.each(ROUTES.slice(0, 2))("%s %s answers 403 for another seller's id", async (...route) => {
    const res = await send(bia, route, idOf(ana))
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ mensagem: 'Você não tem permissão para acessar dados de outro usuário.' })
  })

  it.each(ROUTES.slice(2).filter(([m]) => m !== 'POST'))(
    "%s %s answers 404 for another seller's product, changing neither row nor files",
    async (...route) => {
      const before = await state(t)
      const res = await send(bia, route, idOf(bia))
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ mensagem: 'Produto não encontrado.' })
      expect(await state(t)).toEqual(before)
    },
  )

  it('a seller who is also a buyer may manage products', async () => {
    const both = await t.app.inject({
      method: 'POST',
      url: `/api/usuarios/${idOf(caio)}/perfil`,
      headers: { cookie: caio.cookie },
      payload: { perfil: 'vendedor' },
    })
    expect(both.statusCode).toBe(200)
    expect((await call(t, 'GET', `/produtos/usuario/${idOf(caio)}`, caio)).statusCode).toBe(200)
  })

  it.each(['abc', '0', '2147483648'])("answers 400 for the id '%s'", async (id) => {
    const res = await call(t, 'GET', `/produtos/${id}`, ana)
    expect(res.statusCode).toBe(400)
    expect(res.json().mensagem).toBe('Identificador inválido.')
  })
})

describe('GET /api/produtos/usuario/{id} — invalid queries', () => {
  const list = (query: string) => call(t, 'GET', `/produtos/usuario/${idOf(ana)}${query}`, ana)

  it.each([
    ['?limit=101', 'O limite máximo é de 100 itens por página.'],
    ['?limit=0', 'Limite inválido.'],
    ['?page=0', 'Página inválida.'],
    ['?page=abc', 'Página inválida.'],
    ['?status=todos', 'Status inválido. Use ativo ou inativo.'],
    ['?preco_min=abc', 'Preço mínimo inválido.'],
    ['?preco_max=-5', 'Preço máximo inválido.'],
    ['?id_materia_prima=x', 'Matéria-prima inválida.'],
    [`?busca=${'a'.repeat(101)}`, 'A busca deve ter no máximo 100 caracteres.'],
  ])('answers 400 for %s', async (query, mensagem) => {
    const res = await list(query)
    expect(res.statusCode).toBe(400)
    expect(res.json().mensagem).toBe(mensagem)
  })
})
