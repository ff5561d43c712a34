// POST /materias-primas and GET /materias-primas/{id}: docs/product/materias-primas.md messages, the seller
// from the session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import {
  type Account,
  call,
  createMateriaPrima,
  materiaPrimaBody,
  row,
  seller,
} from './materias-primas.fixtures.ts'

const NOME = 'Nome da matéria-prima é obrigatório e deve ter ao menos 3 caracteres.'
const DESCRICAO = 'A descrição deve ter no mínimo 10 caracteres.'
const UNIDADE = 'Selecione a unidade de medida.'

let t: TestApp
let ana: Account
let bia: Account
beforeAll(async () => {
  t = await createTestApp()
  ana = await seller(t)
  bia = await seller(t)
})
afterAll(() => t.close())

describe('POST /materias-primas', () => {
  it('creates an active raw material for the signed-in seller, trimmed, ignoring id_usuario_vendedor', async () => {
    const body = materiaPrimaBody({
      nome_materia_prima: '  Retalho de algodão  ',
      descricao: '  Retalhos de tecido de algodão  ',
      unidade_medida: 'quilograma',
      id_usuario_vendedor: bia.usuario.id_usuario,
      status_materia_prima: 'inativa',
    })
    const res = await call(t, 'POST', '/materias-primas', ana, body)
    expect(res.statusCode).toBe(201)
    const created = res.json()
    expect(created).toEqual({
      id_materia_prima: expect.any(Number),
      nome_materia_prima: 'Retalho de algodão',
      descricao: 'Retalhos de tecido de algodão',
      unidade_medida: 'quilograma',
      status_materia_prima: 'ativa',
      id_usuario_vendedor: ana.usuario.id_usuario,
      data_criacao: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data_atualizacao: created.data_criacao,
    })
    expect(await row(t, 'materias_primas', created.id_materia_prima)).toMatchObject({
      id_usuario_vendedor: ana.usuario.id_usuario,
      nome_materia_prima: 'Retalho de algodão',
      status_materia_prima: 'ativa',
    })
  })

  it.each([
    ['no name', { nome_materia_prima: undefined }, NOME, 'nome_materia_prima'],
    ['a name that is not text', { nome_materia_prima: 123 }, NOME, 'nome_materia_prima'],
    ['a name of 2 characters once trimmed', { nome_materia_prima: '  ab  ' }, NOME, 'nome_materia_prima'],
    [
      'a name over 100',
      { nome_materia_prima: 'x'.repeat(101) },
      'O nome da matéria-prima deve ter no máximo 100 caracteres.',
      'nome_materia_prima',
    ],
    ['no description', { descricao: undefined }, DESCRICAO, 'descricao'],
    ['a description of 9 characters once trimmed', { descricao: ' 123456789 ' }, DESCRICAO, 'descricao'],
    [
      'a description over 255',
      { descricao: 'x'.repeat(256) },
      'A descrição deve ter no máximo 255 caracteres.',
      'descricao',
    ],
    ['no unit', { unidade_medida: undefined }, UNIDADE, 'unidade_medida'],
    ['an unknown unit', { unidade_medida: 'litro' }, UNIDADE, 'unidade_medida'],
  ])('refuses %s with the documented message (400)', async (_name, overrides, mensagem, campo) => {
    const before = await t.pool.query('select count(*)::int as n from materias_primas')
    const res = await call(t, 'POST', '/materias-primas', ana, materiaPrimaBody(overrides))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ mensagem, erros: { [campo]: mensagem } })
    expect((await t.pool.query('select count(*)::int as n from materias_primas')).rows).toEqual(before.rows)
  })

  it('answers the first failing rule as mensagem and every field in erros', async () => {
    const body = { nome_materia_prima: 'a', descricao: 'curta', unidade_medida: 'litro' }
    const res = await call(t, 'POST', '/materias-primas', ana, body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      mensagem: NOME,
      erros: { nome_materia_prima: NOME, descricao: DESCRICAO, unidade_medida: UNIDADE },
    })
  })

  it('answers 400 in Portuguese for malformed JSON, an array or no body', async () => {
    const headers = { cookie: ana.cookie, 'content-type': 'application/json' }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/materias-primas',
      headers,
      payload: '{"nome',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({ mensagem: 'O corpo da requisição não é um JSON válido.' })
    const array = await call(t, 'POST', '/materias-primas', ana, [materiaPrimaBody()])
    expect(array.statusCode).toBe(400)
    expect(array.json().mensagem).toEqual(expect.any(String))
    const empty = await call(t, 'POST', '/materias-primas', ana)
    expect(empty.statusCode).toBe(400)
  })
})

describe('GET /materias-primas/{id}', () => {
  it('answers the own raw material', async () => {
    const created = await createMateriaPrima(t, ana)
    const res = await call(t, 'GET', `/materias-primas/${created.id_materia_prima}`, ana)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(created)
  })

  it("answers 404 for another seller's raw material and for one that does not exist", async () => {
    const theirs = await createMateriaPrima(t, bia)
    for (const id of [theirs.id_materia_prima, 999_999]) {
      const res = await call(t, 'GET', `/materias-primas/${id}`, ana)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ mensagem: 'Matéria-prima não encontrada.' })
    }
  })

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 for the id %s', async (id) => {
    const res = await call(t, 'GET', `/materias-primas/${id}`, ana)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ mensagem: 'Identificador inválido.' })
  })
})
