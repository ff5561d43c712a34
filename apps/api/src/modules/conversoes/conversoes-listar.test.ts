// GET /conversoes/usuario/{id}: status, unit (of the raw material), multiplier range, search, pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import {
  type Account,
  call,
  createConversao,
  createMateriaPrima,
  seller,
} from '../materias-primas/materias-primas.fixtures.ts'

let t: TestApp
let ana: Account
let bia: Account
/** Multipliers in creation order: 1, 1.5, 2 … 8. */
const valores = Array.from({ length: 15 }, (_, i) => 1 + i / 2)
beforeAll(async () => {
  t = await createTestApp()
  ana = await seller(t)
  bia = await seller(t)
  const materias: [string, string][] = [
    ['Garrafa PET reciclada', 'unidade'],
    ['Retalho de Algodão', 'quilograma'],
    ['Lacre de latinha', 'grama'],
  ]
  for (const [i, valor] of valores.entries()) {
    const [nome, unidade] = materias[i % 3] as [string, string]
    const mp = await createMateriaPrima(t, ana, {
      nome_materia_prima: `${nome} ${i + 1}`,
      unidade_medida: unidade,
    })
    const conversao = await createConversao(t, ana, mp.id_materia_prima, valor)
    if (i % 5 === 4) {
      const body = { valor_multiplicavel: valor, status_conversao: 'inativa' }
      await call(t, 'PUT', `/conversoes/${conversao.id_conversao}`, ana, body)
    }
  }
  await createConversao(t, bia, (await createMateriaPrima(t, bia)).id_materia_prima, 3)
})
afterAll(() => t.close())

const list = (query = '', who = ana, id = ana.usuario.id_usuario) =>
  call(t, 'GET', `/conversoes/usuario/${id}${query}`, who)
const multipliers = (body: { itens: { valor_multiplicavel: number }[] }) =>
  body.itens.map((i) => i.valor_multiplicavel)

describe('GET /conversoes/usuario/{id}', () => {
  it('answers 12 per page, newest first, with the raw material of each', async () => {
    const first = (await list()).json()
    expect(first).toMatchObject({ total: 15, pagina: 1, total_paginas: 2 })
    expect(multipliers(first)).toEqual(valores.toReversed().slice(0, 12))
    expect(first.itens[0]).toMatchObject({
      valor_multiplicavel: 8,
      status_conversao: 'inativa',
      materia_prima: { nome_materia_prima: 'Lacre de latinha 15', unidade_medida: 'grama' },
      id_usuario_vendedor: ana.usuario.id_usuario,
    })
    const second = (await list('?page=2')).json()
    expect(multipliers(second)).toEqual([2, 1.5, 1])
    expect((await list('?page=2&limit=4')).json()).toMatchObject({ total: 15, pagina: 2, total_paginas: 4 })
  })

  it.each([
    ['?status=inativa', [8, 5.5, 3]],
    ['?status=ativa&unidade=grama', [6.5, 5, 3.5, 2]],
    ['?unidade=quilograma&multiplicador_min=2&multiplicador_max=6', [6, 4.5, 3]],
    ['?multiplicador_min=7.5', [8, 7.5]],
    ['?multiplicador_max=1,5', [1.5, 1]],
    ['?multiplicador_min=5&multiplicador_max=4', []],
    ['?busca=ALGODAO', [7.5, 6, 4.5, 3, 1.5]],
    ['?busca=garrafa%20pet', [7, 5.5, 4, 2.5, 1]],
    ['?busca=RECICLADA%201', [7, 5.5, 1]],
    ['?busca=lacre&status=ativa&limit=2', [6.5, 5]],
  ])('filters %s in SQL', async (query, expected) => {
    const res = (await list(query)).json()
    expect(multipliers(res)).toEqual(expected.slice(0, 12))
    if (!query.includes('limit')) expect(res.total).toBe(expected.length)
  })

  it('counts the filtered rows across pages', async () => {
    expect((await list('?busca=lacre&status=ativa&limit=2')).json()).toMatchObject({
      total: 4,
      total_paginas: 2,
    })
  })

  it.each([
    ['?multiplicador_min=abc', 'Multiplicador mínimo inválido.'],
    ['?multiplicador_max=-1', 'Multiplicador máximo inválido.'],
    ['?status=todas', 'Status inválido. Use ativa ou inativa.'],
    ['?unidade=litro', 'Unidade de medida inválida.'],
    ['?limit=500', 'O limite máximo é de 100 itens por página.'],
  ])('answers 400 for %s', async (query, mensagem) => {
    const res = await list(query)
    expect(res.statusCode).toBe(400)
    expect(res.json().mensagem).toBe(mensagem)
  })

  it('answers 403 for another user id, 401 to a visitor', async () => {
    const res = await list('', bia)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ mensagem: 'Você não tem permissão para acessar dados de outro usuário.' })
    const visitor = await call(t, 'GET', `/conversoes/usuario/${ana.usuario.id_usuario}`)
    expect(visitor.json().codigo).toBe('TOKEN_NAO_FORNECIDO')
  })
})
