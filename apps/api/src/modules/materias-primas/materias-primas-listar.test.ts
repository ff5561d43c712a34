// GET /materias-primas/usuario/{id} and /ativas/usuario/{id}: SQL filters, pages, accent-insensitive search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { type Account, call, createMateriaPrima, seller } from './materias-primas.fixtures.ts'

let t: TestApp
let ana: Account
let bia: Account
const nomes: string[] = []
beforeAll(async () => {
  t = await createTestApp()
  ana = await seller(t)
  bia = await seller(t)
  // 15 raw materials, created one after the other (the list is newest first).
  const specs: [string, string, string?][] = [
    ['Garrafa PET reciclada', 'unidade'],
    ['Retalho de Algodão', 'quilograma'],
    ['Lacre de latinha', 'grama', 'inativa'],
    ['Tampinha 100% plástica', 'unidade'],
    ['Papelão ondulado', 'quilograma', 'inativa'],
  ]
  for (let i = 0; i < 15; i++) {
    const [nome, unidade, status] = specs[i % specs.length] as [string, string, string?]
    const nome_materia_prima = `${nome} ${String(i + 1).padStart(2, '0')}`
    nomes.push(nome_materia_prima)
    await createMateriaPrima(t, ana, {
      nome_materia_prima,
      unidade_medida: unidade,
      status_materia_prima: status,
    })
  }
  await createMateriaPrima(t, bia, { nome_materia_prima: 'Garrafa PET da Bia' })
})
afterAll(() => t.close())

const list = (query = '', who = ana, id = ana.usuario.id_usuario) =>
  call(t, 'GET', `/materias-primas/usuario/${id}${query}`, who)
const names = (body: { itens: { nome_materia_prima: string }[] }) =>
  body.itens.map((i) => i.nome_materia_prima)

describe('GET /materias-primas/usuario/{id}', () => {
  it('answers 12 per page, newest first, with the total and the page count', async () => {
    const first = (await list()).json()
    expect(first).toMatchObject({ total: 15, pagina: 1, total_paginas: 2 })
    expect(names(first)).toEqual(nomes.toReversed().slice(0, 12))
    const second = (await list('?page=2')).json()
    expect(second).toMatchObject({ total: 15, pagina: 2, total_paginas: 2 })
    expect(names(second)).toEqual(nomes.toReversed().slice(12))
    expect((await list('?page=3')).json()).toEqual({ itens: [], total: 15, pagina: 3, total_paginas: 2 })
    const small = (await list('?page=3&limit=5')).json()
    expect(small).toMatchObject({ total: 15, pagina: 3, total_paginas: 3 })
    expect(names(small)).toEqual(nomes.toReversed().slice(10, 15))
  })

  it('filters by status and unit in SQL (the totals count the filtered rows)', async () => {
    const inativas = (await list('?status=inativa')).json()
    expect(inativas.total).toBe(6)
    expect(
      inativas.itens.every((i: { status_materia_prima: string }) => i.status_materia_prima === 'inativa'),
    ).toBe(true)
    expect((await list('?status=ativa')).json().total).toBe(9)
    expect((await list('?unidade=quilograma')).json().total).toBe(6)
    const both = (await list('?unidade=quilograma&status=ativa&limit=2')).json()
    expect(both).toMatchObject({ total: 3, total_paginas: 2 })
    expect(names(both)).toEqual(['Retalho de Algodão 12', 'Retalho de Algodão 07'])
    expect((await list('?status=&unidade=&busca=')).json().total).toBe(15)
  })

  it.each([
    ['garrafa pet', ['Garrafa PET reciclada 11', 'Garrafa PET reciclada 06', 'Garrafa PET reciclada 01']],
    ['ALGODAO', ['Retalho de Algodão 12', 'Retalho de Algodão 07', 'Retalho de Algodão 02']],
    ['papelao ondulado 05', ['Papelão ondulado 05']],
    ['100%', ['Tampinha 100% plástica 14', 'Tampinha 100% plástica 09', 'Tampinha 100% plástica 04']],
    ['10%', []],
    ['de_', []],
  ])('searches %j ignoring case and accents (%% and _ are literal)', async (busca, expected) => {
    const res = (await list(`?busca=${encodeURIComponent(busca)}`)).json()
    expect(names(res)).toEqual(expected)
    expect(res.total).toBe(expected.length)
  })

  it('searches the descriptions too', async () => {
    const res = (await list(`?busca=${encodeURIComponent('SEM ROTULO e sem tampa')}`)).json()
    expect(res).toMatchObject({ total: 15, total_paginas: 2 })
  })

  it.each([
    ['?page=0', 'Página inválida.'],
    ['?page=abc', 'Página inválida.'],
    ['?limit=101', 'O limite máximo é de 100 itens por página.'],
    ['?limit=0', 'Limite inválido.'],
    ['?status=todas', 'Status inválido. Use ativa ou inativa.'],
    ['?unidade=litro', 'Unidade de medida inválida.'],
    [`?busca=${'a'.repeat(101)}`, 'A busca deve ter no máximo 100 caracteres.'],
  ])('answers 400 for %s', async (query, mensagem) => {
    const res = await list(query)
    expect(res.statusCode).toBe(400)
    expect(res.json().mensagem).toBe(mensagem)
  })
})

describe('GET /materias-primas/ativas/usuario/{id}', () => {
  it("answers an array of the seller's active raw materials only, by name", async () => {
    const res = await call(t, 'GET', `/materias-primas/ativas/usuario/${ana.usuario.id_usuario}`, ana)
    expect(res.statusCode).toBe(200)
    const ativas = res.json()
    expect(ativas).toHaveLength(9)
    expect(ativas.map((i: { nome_materia_prima: string }) => i.nome_materia_prima)).toEqual(
      nomes.filter((n) => !/^(Lacre|Papelão)/.test(n)).toSorted(),
    )
    expect(ativas[0]).toMatchObject({
      status_materia_prima: 'ativa',
      id_usuario_vendedor: ana.usuario.id_usuario,
    })
  })
})

describe.each([['/materias-primas/usuario'], ['/materias-primas/ativas/usuario']])(
  '%s/{id} of someone else',
  (path) => {
    it('answers 403 to another seller, a buyer and 401 to a visitor', async () => {
      const other = await call(t, 'GET', `${path}/${ana.usuario.id_usuario}`, bia)
      expect(other.statusCode).toBe(403)
      expect(other.json()).toEqual({
        mensagem: 'Você não tem permissão para acessar dados de outro usuário.',
      })
      expect((await call(t, 'GET', `${path}/999999`, bia)).statusCode).toBe(403)
      expect((await call(t, 'GET', `${path}/abc`, bia)).statusCode).toBe(400)
      expect((await call(t, 'GET', `${path}/${ana.usuario.id_usuario}`)).json().codigo).toBe(
        'TOKEN_NAO_FORNECIDO',
      )
    })
  },
)
