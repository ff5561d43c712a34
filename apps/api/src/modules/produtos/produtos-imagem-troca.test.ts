// Replacing and removing product images: old files deleted after the commit, new ones on failure.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import {
  type Account,
  alterar,
  createProduto,
  criar,
  fields,
  fileOf,
  imagem,
  insertMateria,
  seller,
  state,
} from './produtos.fixtures.ts'

let t: TestApp
let ana: Account
let pet: number
let produto: { id_produto: number; imagem: string; imagem_detalhe: string }
beforeAll(async () => {
  t = await createTestApp()
  ana = await seller(t)
  pet = await insertMateria(t, ana)
})
beforeEach(async () => {
  produto = await createProduto(t, ana, [pet])
})
afterAll(() => t.close())

const filesOf = (p: { imagem: string; imagem_detalhe: string }) => [
  fileOf(p.imagem),
  fileOf(p.imagem_detalhe),
]
const stored = async () => (await state(t)).files

describe('product images — replace and remove', () => {
  it('replacing the image stores new files and deletes the old ones after the update', async () => {
    const res = await alterar(t, ana, produto.id_produto, fields([pet]), await imagem('webp'))
    expect(res.statusCode).toBe(200)
    const updated = res.json()
    expect(updated.imagem).not.toBe(produto.imagem)
    const files = await stored()
    expect(files).toEqual(expect.arrayContaining(filesOf(updated)))
    for (const old of filesOf(produto)) expect(files).not.toContain(old)
    expect((await t.app.inject({ method: 'GET', url: produto.imagem })).statusCode).toBe(404)
  })

  it("removerImagem='true' clears both images and deletes their files", async () => {
    const res = await alterar(t, ana, produto.id_produto, { ...fields([pet]), removerImagem: 'true' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ imagem: null, imagem_detalhe: null })
    const { rows } = await t.pool.query('select imagem, imagem_detalhe from produtos where id_produto = $1', [
      produto.id_produto,
    ])
    expect(rows[0]).toEqual({ imagem: null, imagem_detalhe: null })
    for (const old of filesOf(produto)) expect(await stored()).not.toContain(old)
  })

  it('keeps the image when the edit carries no file and no removerImagem', async () => {
    const res = await alterar(t, ana, produto.id_produto, fields([pet], { nome: 'Bolsa nova' }))
    expect(res.json()).toMatchObject({ nome: 'Bolsa nova', imagem: produto.imagem })
    expect(await stored()).toEqual(expect.arrayContaining(filesOf(produto)))
  })

  it('a write refused by the database after the files were stored removes them (create and edit)', async () => {
    // PostgreSQL refuses a NUL byte in text: the failure comes after both sizes were stored.
    const nome = 'Bolsa\u0000nula'
    const before = await state(t)
    for (const res of [
      await criar(t, ana, fields([pet], { nome }), await imagem('jpeg')),
      await alterar(t, ana, produto.id_produto, fields([pet], { nome }), await imagem('jpeg')),
    ]) {
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ mensagem: 'O texto enviado contém caracteres inválidos.' })
    }
    expect(await state(t)).toEqual(before)
  })

  it('an edit refused for its raw materials stores no file', async () => {
    const inativa = await insertMateria(t, ana, 'Inativa', 'inativa')
    const before = await state(t)
    const res = await alterar(t, ana, produto.id_produto, fields([inativa]), await imagem('jpeg'))
    expect(res.statusCode).toBe(422)
    expect(await state(t)).toEqual(before)
  })
})
