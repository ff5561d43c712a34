// Every conversion route is for signed-in sellers: 401 TOKEN_NAO_FORNECIDO for visitors, 403 for buyers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import {
  type Account,
  buyer,
  call,
  createConversao,
  createMateriaPrima,
  row,
  seller,
} from '../materias-primas/materias-primas.fixtures.ts'

let t: TestApp
let ana: Account
let comprador: Account
let idConversao: number
let idMateria: number
beforeAll(async () => {
  t = await createTestApp()
  ana = await seller(t)
  comprador = await buyer(t)
  idMateria = (await createMateriaPrima(t, ana)).id_materia_prima
  idConversao = (await createConversao(t, ana, idMateria)).id_conversao
})
afterAll(() => t.close())

type Route = [string, 'GET' | 'POST' | 'PUT' | 'DELETE', (self: number) => string, () => unknown]
const ROUTES: Route[] = [
  ['list', 'GET', (self) => `/conversoes/usuario/${self}`, () => undefined],
  ['get', 'GET', () => `/conversoes/${idConversao}`, () => undefined],
  ['create', 'POST', () => '/conversoes', () => ({ valor_multiplicavel: 2, id_materia_prima: idMateria })],
  [
    'update',
    'PUT',
    () => `/conversoes/${idConversao}`,
    () => ({ valor_multiplicavel: 9, status_conversao: 'inativa' }),
  ],
  ['delete', 'DELETE', () => `/conversoes/${idConversao}`, () => undefined],
]

const all = async () => (await t.pool.query('select * from conversoes order by 1')).rows

describe.each(ROUTES)('%s', (_name, method, url, body) => {
  it('answers 401 TOKEN_NAO_FORNECIDO to a visitor and changes nothing', async () => {
    const before = await all()
    const res = await call(t, method, url(ana.usuario.id_usuario), undefined, body())
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({
      codigo: 'TOKEN_NAO_FORNECIDO',
      mensagem: 'Você precisa estar logado para acessar este recurso.',
    })
    expect(await all()).toEqual(before)
  })

  it('answers 403 to a buyer (even on their own user id) and changes nothing', async () => {
    const before = await all()
    const res = await call(t, method, url(comprador.usuario.id_usuario), comprador, body())
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ mensagem: 'Esta ação é exclusiva para vendedores.' })
    expect(await all()).toEqual(before)
    expect(await row(t, 'conversoes', idConversao)).toMatchObject({ status_conversao: 'ativa' })
  })
})
