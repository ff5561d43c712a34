// PUT and DELETE /produtos/{id}: fields, status, raw materials, listings, files.
import { PRODUTO_MSG } from '@recria/domain/produto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import {
  type Account,
  alterar,
  call,
  createProduto,
  fields,
  fileOf,
  insertAnuncio,
  insertMateria,
  seller,
  state,
} from './produtos.fixtures.ts'
import { PRODUTO_ERRO } from './produtos.service.ts'

let t: TestApp
let ana: Account
let bia: Account
let pet: number
let lacre: number
let daBia: number
beforeAll(async () => {
  t = await createTestApp()
  ana = await seller(t)
  bia = await seller(t)
  pet = await insertMateria(t, ana, 'Garrafa PET')
  lacre = await insertMateria(t, ana, 'Lacre de latinha')
  daBia = await insertMateria(t, bia, 'Tecido da Bia')
})
afterAll(() => t.close())

const ids = (p: { materias_primas: { id_materia_prima: number }[] }) =>
  p.materias_primas.map((m) => m.id_materia_prima)
const setStatus = (id: number, status: string) =>
  t.pool.query('update materias_primas set status_materia_prima = $2 where id_materia_prima = $1', [id, status])

describe('PUT /api/produtos/{id}', () => {
  it('updates fields, price, status and replaces the raw materials', async () => {
    const p = await createProduto(t, ana, [pet])
    const res = await alterar(
      t,
      ana,
      p.id_produto,
      fields([lacre], { nome: 'Bolsa grande', preco: '89.5', status_produto: 'inativo' }),
    )
    expect(res.statusCode).toBe(200)
    const updated = res.json()
    expect(updated).toMatchObject({ nome: 'Bolsa grande', preco: 89.5, status_produto: 'inativo' })
    expect(ids(updated)).toEqual([lacre])
    expect(updated.data_criacao).toBe(p.data_criacao)
    expect(Date.parse(updated.data_atualizacao)).toBeGreaterThan(Date.parse(p.data_atualizacao))
    const { rows } = await t.pool.query('select * from produto_materias_primas where id_produto = $1', [
      p.id_produto,
    ])
    expect(rows).toEqual([{ id_produto: p.id_produto, id_materia_prima: lacre }])
  })

  it('keeps the status when none is sent; refuses an unknown one', async () => {
    const p = await createProduto(t, ana, [pet])
    expect((await alterar(t, ana, p.id_produto, fields([pet]))).json().status_produto).toBe('ativo')
    const res = await alterar(t, ana, p.id_produto, fields([pet], { status_produto: 'pausado' }))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ mensagem: PRODUTO_MSG.status, erros: { status_produto: PRODUTO_MSG.status } })
  })

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
    expect(res.json().mensagem).toBe(PRODUTO_ERRO.materiaInativa('Nova inativa'))
    expect(await state(t)).toEqual(before)
  })

  it("refuses another seller's raw material with 400, changing nothing", async () => {
    const p = await createProduto(t, ana, [pet])
    const before = await state(t)
    const res = await alterar(t, ana, p.id_produto, fields([daBia]))
    expect(res.statusCode).toBe(400)
    expect(res.json().mensagem).toBe(PRODUTO_ERRO.materiaDesconhecida)
    expect(await state(t)).toEqual(before)
  })

  it('answers 404 for a product that does not exist', async () => {
    const res = await alterar(t, ana, 987_654, fields([pet]))
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ mensagem: PRODUTO_ERRO.naoEncontrado })
  })
})

describe('DELETE /api/produtos/{id}', () => {
  it('deletes the product, its raw-material links and its image files', async () => {
    const p = await createProduto(t, ana, [pet, lacre])
    expect((await state(t)).files).toEqual(expect.arrayContaining([fileOf(p.imagem), fileOf(p.imagem_detalhe)]))
    const res = await call(t, 'DELETE', `/produtos/${p.id_produto}`, ana)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ mensagem: 'Produto excluído com sucesso!' })
    const after = await state(t)
    expect(after.produtos.some((r) => r.id_produto === p.id_produto)).toBe(false)
    expect(after.links.some((r) => r.id_produto === p.id_produto)).toBe(false)
    expect(after.files).not.toContain(fileOf(p.imagem))
    expect(after.files).not.toContain(fileOf(p.imagem_detalhe))
    expect((await call(t, 'GET', `/produtos/${p.id_produto}`, ana)).statusCode).toBe(404)
  })

  it.each(['ativo', 'inativo'])('refuses with 409 while an %s listing uses it, suggesting deactivation', async (status) => {
    const p = await createProduto(t, ana, [pet])
    await insertAnuncio(t, ana, p.id_produto, status)
    const before = await state(t)
    const res = await call(t, 'DELETE', `/produtos/${p.id_produto}`, ana)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      mensagem:
        'Este produto não pode ser excluído porque está vinculado a anúncios. Desative o produto para que ele deixe de ser oferecido.',
    })
    expect(await state(t)).toEqual(before)
  })

  it('answers 404 for a product that does not exist', async () => {
    const res = await call(t, 'DELETE', '/produtos/987654', ana)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ mensagem: PRODUTO_ERRO.naoEncontrado })
  })
})
