import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { filesUnder, form, noisyPng, photo, type Upload } from '../../../test/forms.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'

let t: TestApp
let user: Awaited<ReturnType<typeof signUp>>
beforeAll(async () => {
  t = await createTestApp()
  user = await signUp(t.app)
})
afterAll(() => t.close())

const INVALIDA = 'Envie uma imagem PNG, JPEG ou WebP.'
const FOTO_URL = /^\/api\/arquivos\/fotos\/[0-9a-f-]{36}\.webp$/

const fields = () => ({
  nome: user.usuario.nome,
  email: user.email,
  cnpj_cpf: user.usuario.cnpj_cpf,
  telefone: '',
})
const update = (payload: FormData) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/usuarios/${user.usuario.id_usuario}`,
    headers: { cookie: user.cookie },
    payload,
  })
const upload = (...files: Upload[]) => update(form(fields(), ...files))
const storedFotoUrl = async () =>
  (await t.pool.query('select foto_url from usuarios where id_usuario = $1', [user.usuario.id_usuario]))
    .rows[0].foto_url
const uploads = () => filesUnder(t.config.uploadsDir)
const fileOf = (url: string) => path.relative('/api/arquivos', url)

/** Everything a refused upload must leave alone: the user's row and the stored files. */
async function state() {
  const { rows } = await t.pool.query('select * from usuarios where id_usuario = $1', [
    user.usuario.id_usuario,
  ])
  return { row: rows[0], files: await uploads() }
}

/** Gives the user a stored photo and answers its URL. */
async function withPhoto(): Promise<string> {
  const res = await upload({ name: 'foto.jpg', type: 'image/jpeg', data: await photo('jpeg') })
  expect(res.statusCode).toBe(200)
  return res.json().foto_url
}

describe('PUT /api/usuarios/{id} — photo', () => {
  it.each([
    ['PNG of 1.4 MB with EXIF', 'foto.png', 'image/png', () => noisyPng(800, 600)],
    ['JPEG with EXIF', 'foto.jpg', 'image/jpeg', () => photo('jpeg')],
    ['WebP with EXIF', 'foto.webp', 'image/webp', () => photo('webp', 600, 900)],
  ])('stores a %s re-encoded as WebP of at most 512 px without metadata', async (_case, name, type, make) => {
    const data = await make()
    const res = await upload({ name, type, data })
    expect(res.statusCode).toBe(200)
    const { foto_url } = res.json()
    expect(foto_url).toMatch(FOTO_URL)
    expect(await storedFotoUrl()).toBe(foto_url)

    const served = await t.app.inject({ method: 'GET', url: foto_url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    const meta = await sharp(served.rawPayload).metadata()
    expect(meta.format).toBe('webp')
    expect(Math.max(meta.width, meta.height)).toBe(512)
    expect(meta.exif).toBeUndefined()
    expect(served.rawPayload.includes('Camera Secreta')).toBe(false)
  })

  it('sanity: the generated photos do carry EXIF', async () => {
    for (const image of [await noisyPng(8, 8), await photo('jpeg'), await photo('webp')]) {
      const meta = await sharp(image).metadata()
      expect(meta.exif?.includes('Camera Secreta')).toBe(true)
    }
  })

  it('accepts the photo sent before the text fields', async () => {
    const body = new FormData()
    body.append(
      'foto',
      new Blob([new Uint8Array(await photo('png', 64, 64))], { type: 'image/png' }),
      'foto.png',
    )
    for (const [name, value] of Object.entries(fields())) body.append(name, value)
    const res = await update(body)
    expect(res.statusCode).toBe(200)
    expect(res.json().foto_url).toMatch(FOTO_URL)
  })

  it('deletes the previous file when the photo is replaced', async () => {
    const first = await withPhoto()
    expect(await uploads()).toEqual([fileOf(first)])
    const second = await withPhoto()
    expect(second).not.toBe(first)
    expect(await uploads()).toEqual([fileOf(second)])
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404)
  })

  it("removes the photo with removerFoto='true': foto_url null and the file deleted", async () => {
    await withPhoto()
    const res = await update(form({ ...fields(), removerFoto: 'true' }))
    expect(res.statusCode).toBe(200)
    expect(res.json().foto_url).toBeNull()
    expect(await storedFotoUrl()).toBeNull()
    expect(await uploads()).toEqual([])
  })

  it('keeps the photo when the form carries no file and no removerFoto', async () => {
    const url = await withPhoto()
    const res = await update(form({ ...fields(), nome: 'Nome Sem Foto Nova' }))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ nome: 'Nome Sem Foto Nova', foto_url: url })
    expect(await uploads()).toEqual([fileOf(url)])
  })
})

describe('PUT /api/usuarios/{id} — refused uploads change nothing', () => {
  it.each([
    [
      'a text file named .png',
      () => ({
        name: 'foto.png',
        type: 'image/png',
        data: Buffer.from('isto não é uma imagem\n'.repeat(50)),
      }),
    ],
    [
      'a GIF',
      async () => ({
        name: 'foto.gif',
        type: 'image/gif',
        data: await sharp({ create: { width: 40, height: 40, channels: 3, background: 'red' } })
          .gif()
          .toBuffer(),
      }),
    ],
  ])('answers 400 for %s', async (_case, make) => {
    await withPhoto()
    const before = await state()
    const res = await upload(await make())
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ mensagem: INVALIDA, erros: { foto: INVALIDA } })
    expect(await state()).toEqual(before)
  })

  it('answers 413 for an image over 5 MB', async () => {
    await withPhoto()
    const before = await state()
    const data = await noisyPng(1400, 1300)
    expect(data.length).toBeGreaterThan(5 * 1024 * 1024)
    const res = await upload({ name: 'grande.png', type: 'image/png', data })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ mensagem: 'O arquivo excede o tamanho máximo de 5 MB.' })
    expect(await state()).toEqual(before)
  })

  it('answers 400 for a second file', async () => {
    await withPhoto()
    const before = await state()
    const png = await photo('png', 32, 32)
    const res = await upload(
      { name: 'a.png', type: 'image/png', data: png },
      { name: 'b.png', type: 'image/png', data: png },
    )
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ mensagem: 'Envie apenas um arquivo.' })
    expect(await state()).toEqual(before)
  })

  it('answers 400 for a file in another field', async () => {
    await withPhoto()
    const before = await state()
    const res = await upload({
      field: 'avatar',
      name: 'a.png',
      type: 'image/png',
      data: await photo('png', 32, 32),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ mensagem: "Envie apenas um arquivo, no campo 'foto'." })
    expect(await state()).toEqual(before)
  })

  it('answers 400 for an invalid field even with a valid photo, storing no file', async () => {
    await withPhoto()
    const before = await state()
    const res = await update(
      form(
        { ...fields(), nome: 'Al' },
        { name: 'a.png', type: 'image/png', data: await photo('png', 32, 32) },
      ),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().mensagem).toBe('O nome deve ter pelo menos 3 caracteres.')
    expect(await state()).toEqual(before)
  })
})
