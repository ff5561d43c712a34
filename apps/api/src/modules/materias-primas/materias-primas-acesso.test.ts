// Every raw-material route is for signed-in sellers: 401 TOKEN_NAO_FORNECIDO for visitors, 403 for buyers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import {
  type Account,
  buyer,
  call,
  createMateriaPrima,
  materiaPrimaBody,
  row,
  seller,
} from './materias-primas.fixtures.ts'

let t: TestApp
let ana: Account
let comprador: Account
let idMateria: number
beforeAll(async () => {
  t = await createTestApp()
  ana = await seller(t)
  comprador = await buyer(t)
  idMateria = (await createMateriaPrima(t, ana)).id_materia_prima
})
afterAll(() => t.close())

type Route = [string, 'GET' | 'POST' | 'PUT' | 'DELETE', (self: number) => string, unknown?]
const ROUTES: Route[] = [
  ['list', 'GET', (self) => `/materias-primas/usuario/${self}`],
  ['active list', 'GET', (self) => `/materias-primas/ativas/usuario/${self}`],
  ['get', 'GET', () => `/materias-primas/${idMateria}`],
  ['create', 'POST', () => '/materias-primas', materiaPrimaBody()],
  [
    'update',
    'PUT',
    () => `/materias-primas/${idMateria}`,
    materiaPrimaBody({ status_materia_prima: 'inativa' }),
  ],
  ['delete', 'DELETE', () => `/materias-primas/${idMateria}`],
]

describe.each(ROUTES)('%s', (_name, method, url, body) => {
  it('answers 401 TOKEN_NAO_FORNECIDO to a visitor and changes nothing', async () => {
    const before = await t.pool.query('select * from materias_primas order by 1')
    const res = await call(t, method, url(ana.usuario.id_usuario), undefined, body)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({
      codigo: 'TOKEN_NAO_FORNECIDO',
      mensagem: 'Você precisa estar logado para acessar este recurso.',
    })
    expect((await t.pool.query('select * from materias_primas order by 1')).rows).toEqual(before.rows)
  })

  it('answers 403 to a buyer (even on their own user id) and changes nothing', async () => {
    const before = await row(t, 'materias_primas', idMateria)
    const res = await call(t, method, url(comprador.usuario.id_usuario), comprador, body)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ mensagem: 'Esta ação é exclusiva para vendedores.' })
    expect(await row(t, 'materias_primas', idMateria)).toEqual(before)
    const { rows } = await t.pool.query('select count(*)::int as n from materias_primas')
    expect(rows[0].n).toBe(1)
  })
})

it('lets a user with both profiles act as a seller', async () => {
  const ambos = await signUp(t.app, { perfil: 'comprador', perfis: ['comprador', 'vendedor'] })
  const res = await call(t, 'POST', '/materias-primas', ambos, materiaPrimaBody())
  expect(res.statusCode).toBe(201)
})
