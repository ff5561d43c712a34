// POST /conversoes and GET /conversoes/{id}: docs/product/conversoes.md messages, only the seller's own
// active raw material.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import {
  type Account,
  call,
  createConversao,
  createMateriaPrima,
  seller,
} from '../materias-primas/materias-primas.fixtures.ts'

const VALOR = 'Informe um valor multiplicável maior que zero.'
const MATERIA = 'Selecione uma matéria-prima.'

let t: TestApp
let ana: Account
let bia: Account
beforeAll(async () => {
  t = await createTestApp()
  ana = await seller(t)
  bia = await seller(t)
})
afterAll(() => t.close())

const count = async () =>
  (await t.pool.query('select count(*)::int as n from conversoes')).rows[0].n as number
const post = (body: unknown, who = ana) => call(t, 'POST', '/conversoes', who, body)

describe('POST /conversoes', () => {
  it('creates an active conversion for the signed-in seller, ignoring id_usuario_vendedor', async () => {
    const mp = await createMateriaPrima(t, ana, {
      nome_materia_prima: 'Lacre de latinha',
      unidade_medida: 'grama',
    })
    const body = {
      valor_multiplicavel: 1.5,
      id_materia_prima: mp.id_materia_prima,
      id_usuario_vendedor: bia.usuario.id_usuario,
    }
    const res = await post(body)
    expect(res.statusCode).toBe(201)
    const created = res.json()
    expect(created).toEqual({
      id_conversao: expect.any(Number),
      valor_multiplicavel: 1.5,
      status_conversao: 'ativa',
      id_materia_prima: mp.id_materia_prima,
      materia_prima: {
        id_materia_prima: mp.id_materia_prima,
        nome_materia_prima: 'Lacre de latinha',
        unidade_medida: 'grama',
      },
      id_usuario_vendedor: ana.usuario.id_usuario,
      data_criacao: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data_atualizacao: created.data_criacao,
    })
    const { rows } = await t.pool.query('select * from conversoes where id_conversao = $1', [
      created.id_conversao,
    ])
    expect(rows[0]).toMatchObject({
      id_usuario_vendedor: ana.usuario.id_usuario,
      valor_multiplicavel: '1.50',
    })
  })

  it.each([
    ['no multiplier', { valor_multiplicavel: undefined }, VALOR, 'valor_multiplicavel'],
    ['a zero multiplier', { valor_multiplicavel: 0 }, VALOR, 'valor_multiplicavel'],
    ['a negative multiplier', { valor_multiplicavel: -2 }, VALOR, 'valor_multiplicavel'],
    ['a multiplier that is not a number', { valor_multiplicavel: 'muito' }, VALOR, 'valor_multiplicavel'],
    [
      'three decimals',
      { valor_multiplicavel: 1.234 },
      'O valor multiplicável deve ter no máximo 2 casas decimais.',
      'valor_multiplicavel',
    ],
    [
      'a multiplier past numeric(10,2)',
      { valor_multiplicavel: 100_000_000 },
      'O valor multiplicável deve ser no máximo 99.999.999,99.',
      'valor_multiplicavel',
    ],
    ['no raw material', { id_materia_prima: undefined }, MATERIA, 'id_materia_prima'],
    ['a raw material id that is not an id', { id_materia_prima: 'abc' }, MATERIA, 'id_materia_prima'],
    ['a raw material id of zero', { id_materia_prima: 0 }, MATERIA, 'id_materia_prima'],
  ])('refuses %s with the documented message (400)', async (_name, overrides, mensagem, campo) => {
    const mp = await createMateriaPrima(t, ana)
    const before = await count()
    const res = await post({ valor_multiplicavel: 2, id_materia_prima: mp.id_materia_prima, ...overrides })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ mensagem, erros: { [campo]: mensagem } })
    expect(await count()).toBe(before)
  })

  it('answers the first failing rule (the multiplier) when both fields are wrong', async () => {
    const res = await post({})
    expect(res.json()).toEqual({
      mensagem: VALOR,
      erros: { valor_multiplicavel: VALOR, id_materia_prima: MATERIA },
    })
  })

  it('accepts the multiplier as text with a decimal comma, as a form sends it', async () => {
    const mp = await createMateriaPrima(t, ana)
    const res = await post({ valor_multiplicavel: '2,75', id_materia_prima: String(mp.id_materia_prima) })
    expect(res.statusCode).toBe(201)
    expect(res.json().valor_multiplicavel).toBe(2.75)
  })

  it("answers 404 for another seller's raw material or an unknown one, and creates nothing", async () => {
    const theirs = await createMateriaPrima(t, bia)
    const before = await count()
    for (const id of [theirs.id_materia_prima, 999_999]) {
      const res = await post({ valor_multiplicavel: 2, id_materia_prima: id })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ mensagem: 'Matéria-prima não encontrada.' })
    }
    for (const id of [3_000_000_000, '1e0', '+1', ' 1']) {
      const res = await post({ valor_multiplicavel: 2, id_materia_prima: id })
      expect([res.statusCode, res.json().mensagem]).toEqual([400, 'Selecione uma matéria-prima.'])
    }
    expect(await count()).toBe(before)
  })

  it('refuses an inactive raw material (422) and creates nothing', async () => {
    const inativa = await createMateriaPrima(t, ana, { status_materia_prima: 'inativa' })
    const before = await count()
    const res = await post({ valor_multiplicavel: 2, id_materia_prima: inativa.id_materia_prima })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ mensagem: 'Selecione uma matéria-prima ativa.' })
    expect(await count()).toBe(before)
  })
})

describe('GET /conversoes/{id}', () => {
  it("answers the own conversion, 404 for another seller's or an unknown one, 400 for a bad id", async () => {
    const mine = await createConversao(t, ana, (await createMateriaPrima(t, ana)).id_materia_prima)
    const theirs = await createConversao(t, bia, (await createMateriaPrima(t, bia)).id_materia_prima)
    const res = await call(t, 'GET', `/conversoes/${mine.id_conversao}`, ana)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(mine)
    for (const id of [theirs.id_conversao, 999_999]) {
      const other = await call(t, 'GET', `/conversoes/${id}`, ana)
      expect(other.statusCode).toBe(404)
      expect(other.json()).toEqual({ mensagem: 'Conversão não encontrada.' })
    }
    expect((await call(t, 'GET', '/conversoes/abc', ana)).json()).toMatchObject({
      mensagem: 'Identificador inválido.',
    })
  })
})
