// Raw materials of a product (create and edit): only the seller's own active ones; nothing half-written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import {
  type Account,
  alterar,
  createProduto,
  criar,
  fields,
  imagem,
  insertMateria,
  seller,
  state,
} from './produtos.fixtures.ts'

let t: TestApp
let ana: Account
let bia: Account
let pet: number
let lacre: number
let inativa: number
let daBia: number
beforeAll(async () => {
  t = await createTestApp()
  ana = await seller(t)
  bia = await seller(t)
  pet = await insertMateria(t, ana, 'Garrafa PET')
  lacre = await insertMateria(t, ana, 'Lacre de latinha')
  inativa = await insertMateria(t, ana, 'Papelão', 'inativa')
  daBia = await insertMateria(t, bia, 'Tecido da Bia')
})
afterAll(() => t.close())

const ids = (p: { materias_primas: { id_materia_prima: number }[] }) =>
  p.materias_primas.map((m) => m.id_materia_prima)
const setStatus = (id: number, status: string) =>
  t.pool.query('update materias_primas set status_materia_prima = $2 where id_materia_prima = $1', [
    id,
    status,
  ])

describe('POST /api/produtos — raw materials', () => {
  it.each([
    ["another seller's", () => [pet, daBia]],
    ['an unknown', () => [pet, 999_999]],
  ])('refuses %s raw material with 400, writing nothing (no row, no file)', async (_case, ids) => {
    const before = await state(t)
    const res = await criar(t, ana, fields(ids()), await imagem('png', 32, 32))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      mensagem: 'Selecione apenas matérias-primas cadastradas por você.',
      erros: { materias_primas: 'Selecione apenas matérias-primas cadastradas por você.' },
    })
    expect(await state(t)).toEqual(before)
  })

  it.each([
    ['beyond the integer range', 2 ** 40],
    ['with an exponent', '1e0'],
    ['with a sign', '+1'],
  ])('refuses an id %s with 400, writing nothing', async (_case, id) => {
    const before = await state(t)
    const res = await criar(t, ana, fields([pet, id as number]), await imagem('png', 32, 32))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      mensagem: 'Selecione ao menos uma matéria-prima.',
      erros: { materias_primas: 'Selecione ao menos uma matéria-prima.' },
    })
    expect(await state(t)).toEqual(before)
  })

  it('refuses an inactive raw material with 422 naming it, writing nothing', async () => {
    const before = await state(t)
    const res = await criar(t, ana, fields([pet, inativa]), await imagem('png', 32, 32))
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      mensagem: 'A matéria-prima "Papelão" está inativa. Ative-a ou selecione outra matéria-prima.',
    })
    expect(await state(t)).toEqual(before)
  })

  it('accepts a single id sent without brackets', async () => {
    const res = await criar(
      t,
      ana,
      fields([], { materias_primas: String(lacre) }),
      await imagem('png', 32, 32),
    )
    expect(res.statusCode).toBe(201)
    expect(res.json().materias_primas.map((m: { id_materia_prima: number }) => m.id_materia_prima)).toEqual([
      lacre,
    ])
  })
})

describe('PUT /api/produtos/{id} — raw materials', () => {
  it('keeps a raw material deactivated after it was attached, refuses adding another inactive one', async () => {
    const usada = await insertMateria(t, ana, 'Usada')
    const p = await createProduto(t, ana, [usada])
    await setStatus(usada, 'inativa')
    const kept = await alterar(t, ana, p.id_produto, fields([usada, pet], { nome: 'Bolsa mantida' }))
    expect(kept.statusCode).toBe(200)
    expect(ids(kept.json()).sort()).toEqual([usada, pet].sort())

    const nova = await insertMateria(t, ana, 'Nova inativa', 'inativa')
    const before = await state(t)
    const res = await alterar(t, ana, p.id_produto, fields([pet, nova]))
    expect(res.statusCode).toBe(422)
    expect(res.json().mensagem).toBe(
      'A matéria-prima "Nova inativa" está inativa. Ative-a ou selecione outra matéria-prima.',
    )
    expect(await state(t)).toEqual(before)
  })

  it("refuses another seller's raw material with 400, changing nothing", async () => {
    const p = await createProduto(t, ana, [pet])
    const before = await state(t)
    const res = await alterar(t, ana, p.id_produto, fields([daBia]))
    expect(res.statusCode).toBe(400)
    expect(res.json().mensagem).toBe('Selecione apenas matérias-primas cadastradas por você.')
    expect(await state(t)).toEqual(before)
  })
})
