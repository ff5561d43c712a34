// Product images: judged by content, two WebP sizes without metadata, a refusal stores nothing.
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { noisyPng, photo, type Upload } from '../../../test/forms.ts'
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

const INVALIDA = 'Envie uma imagem PNG, JPEG ou WebP.'
const served = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe('image/webp')
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(res.rawPayload.includes('Camera Secreta')).toBe(false)
  return sharp(res.rawPayload).metadata()
}
describe('product images', () => {
  it.each([
    ['PNG', () => photo('png', 1600, 1000)],
    ['JPEG', () => photo('jpeg', 1600, 1000)],
    ['WebP', () => photo('webp', 1600, 1000)],
  ])(
    'stores a %s with EXIF as a 480×480 card and a 1200 px detail, both WebP without EXIF',
    async (_f, make) => {
      const upload: Upload = {
        field: 'imagem',
        name: 'p.img',
        type: 'application/octet-stream',
        data: await make(),
      }
      const res = await criar(t, ana, fields([pet]), upload)
      expect(res.statusCode).toBe(201)
      const { imagem: card, imagem_detalhe: detalhe } = res.json()
      expect(card).not.toBe(detalhe)
      const c = await served(card)
      expect([c.format, c.width, c.height, c.exif]).toEqual(['webp', 480, 480, undefined])
      const d = await served(detalhe)
      expect([d.format, d.width, d.height, d.exif]).toEqual(['webp', 1200, 750, undefined])
    },
  )

  it('never enlarges the detail of a small image', async () => {
    const res = await criar(t, ana, fields([pet]), await imagem('jpeg', 300, 200))
    const d = await served(res.json().imagem_detalhe)
    expect([d.width, d.height]).toEqual([300, 200])
  })

  it.each([
    ['a text file named .png', async () => Buffer.from('isto não é uma imagem\n'.repeat(50))],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 40, height: 40, channels: 3, background: 'red' } })
          .gif()
          .toBuffer(),
    ],
  ])('refuses %s with 400 on create and on edit, changing nothing', async (_case, make) => {
    const upload = { field: 'imagem', name: 'produto.png', type: 'image/png', data: await make() }
    const before = await state(t)
    for (const res of [
      await criar(t, ana, fields([pet]), upload),
      await alterar(t, ana, produto.id_produto, fields([pet]), upload),
    ]) {
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ mensagem: INVALIDA, erros: { imagem: INVALIDA } })
    }
    expect(await state(t)).toEqual(before)
  })

  it('answers 413 for an image over 5 MB, changing nothing', async () => {
    const data = await noisyPng(1400, 1300)
    expect(data.length).toBeGreaterThan(5 * 1024 * 1024)
    const before = await state(t)
    const res = await alterar(t, ana, produto.id_produto, fields([pet]), {
      field: 'imagem',
      name: 'grande.png',
      type: 'image/png',
      data,
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ mensagem: 'O arquivo excede o tamanho máximo de 5 MB.' })
    expect(await state(t)).toEqual(before)
  })

  it('answers 400 for a second file and for a file in another field', async () => {
    const before = await state(t)
    const second = await criar(t, ana, fields([pet]), await imagem(), await imagem())
    expect(second.statusCode).toBe(400)
    expect(second.json()).toEqual({ mensagem: 'Envie apenas um arquivo.' })
    const other = await criar(t, ana, fields([pet]), { ...(await imagem()), field: 'foto' })
    expect(other.statusCode).toBe(400)
    expect(other.json()).toEqual({ mensagem: "Envie apenas um arquivo, no campo 'imagem'." })
    expect(await state(t)).toEqual(before)
  })
})
