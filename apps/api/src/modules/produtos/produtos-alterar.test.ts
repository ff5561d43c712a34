// PUT and DELETE /produtos/{id}: fields, status, listings, files (raw materials: produtos-materias).
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

let t: TestApp
let ana: Account
let pet: number
let lacre: number
beforeAll(async () => {
  t = await createTestApp()
  ana = await seller(t)
  pet = await insertMateria(t, ana, 'Garrafa PET')
  lacre = await insertMateria(t, ana, 'Lacre de latinha')
})
afterAll(() => t.close())

const ids = (p: { materias_primas: { id_materia_prima: number }[] }) =>
  p.materias_primas.map((m) => m.id_materia_prima)
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
    expect(res.json()).toEqual({
      mensagem: 'Selecione um status para o produto.',
      erros: { status_produto: 'Selecione um status para o produto.' },
    })
  })

  it('answers 404 for a product that does not exist', async () => {
    const res = await alterar(t, ana, 987_654, fields([pet]))
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ mensagem: 'Produto não encontrado.' })
  })
})

describe('DELETE /api/produtos/{id}', () => {
  it('deletes the product, its raw-material links and its image files', async () => {
    const p = await createProduto(t, ana, [pet, lacre])
    expect((await state(t)).files).toEqual(
      expect.arrayContaining([fileOf(p.imagem), fileOf(p.imagem_detalhe)]),
    )
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

  it.each(['ativo', 'inativo'])(
    'refuses with 409 while an %s listing uses it, suggesting deactivation',
    async (status) => {
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
    },
  )

  it('answers 404 for a product that does not exist', async () => {
    const res = await call(t, 'DELETE', '/produtos/987654', ana)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ mensagem: 'Produto não encontrado.' })
  })
})
