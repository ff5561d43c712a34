// The gallery of a product: up to five images in the seller's order, three widths
// each, the first one mirrored on the product's picture; strangers and bad files change nothing.
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { form } from '../../../test/forms.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import {
  type Account,
  alterar,
  buyer,
  call,
  createProduto as createProdutoBase,
  fields as fieldsBase,
  fileOf,
  imagem,
  insertMateria,
  seller,
  state,
} from './produtos.fixtures.ts'

// Whatever category the catalogue asks for, a valid one.
const CATEGORIA = { categoria: 'bolsas' }
const fields = (materias: number[]) => fieldsBase(materias, CATEGORIA)
const createProduto = (t: TestApp, who: Account, materias: number[]) =>
  createProdutoBase(t, who, materias, CATEGORIA)

let t: TestApp
let ana: Account
let bia: Account
let caio: Account
let pet: number
let produto: { id_produto: number; imagem: string; imagem_detalhe: string }
beforeAll(async () => {
  t = await createTestApp()
  ana = await seller(t)
  bia = await seller(t)
  caio = await buyer(t)
  pet = await insertMateria(t, ana)
})
beforeEach(async () => {
  produto = await createProduto(t, ana, [pet])
})
afterAll(() => t.close())

interface Imagem {
  id: number
  posicao: number
  url: string
  srcset: string
  largura: number
}
const url = (id = produto.id_produto) => `/produtos/${id}/imagens`
const enviar = async (who: Account = ana, w = 1600, h = 1000, id = produto.id_produto) =>
  call(t, 'POST', url(id), who, form({}, await imagem('jpeg', w, h)))
const galeria = async (): Promise<Imagem[]> => (await call(t, 'GET', url(), ana)).json().imagens
const rows = async () =>
  (
    await t.pool.query('select id, posicao from produto_imagens where id_produto = $1 order by posicao', [
      produto.id_produto,
    ])
  ).rows
const reordenar = (ids: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api${url()}/ordem`,
    headers: { cookie: ana.cookie },
    payload: { ids },
  })
const capa = async () =>
  (
    await t.pool.query('select imagem, imagem_detalhe from produtos where id_produto = $1', [
      produto.id_produto,
    ])
  ).rows[0]

describe('adding images', () => {
  it('a new product has its picture as image 1; each added image comes in three WebP widths', async () => {
    const inicial = await galeria()
    expect(inicial).toHaveLength(1)
    expect(inicial[0]).toMatchObject({ posicao: 0, url: produto.imagem_detalhe })

    const res = await enviar()
    expect(res.statusCode).toBe(201)
    const nova = (res.json().imagens as Imagem[])[1] as Imagem
    expect(nova.posicao).toBe(1)
    expect(nova.largura).toBe(1280)
    const entradas = nova.srcset.split(', ').map((e) => e.split(' '))
    expect(entradas.map(([, w]) => w)).toEqual(['320w', '640w', '1280w'])
    for (const [file, w] of entradas) {
      const served = await t.app.inject({ method: 'GET', url: file })
      expect(served.statusCode).toBe(200)
      const meta = await sharp(served.rawPayload).metadata()
      expect([meta.format, `${meta.width}w`, meta.exif]).toEqual(['webp', w, undefined])
    }
    expect(nova.url).toBe(entradas[2]?.[0])
    // Image 1 is still the product's picture.
    expect(await capa()).toEqual({ imagem: produto.imagem, imagem_detalhe: produto.imagem_detalhe })
  })

  it('never enlarges a small picture: its widths say its real size', async () => {
    const res = await enviar(ana, 500, 300)
    const nova = (res.json().imagens as Imagem[])[1] as Imagem
    expect(nova.largura).toBe(500)
    expect(nova.srcset.split(', ').map((e) => e.split(' ')[1])).toEqual(['320w', '500w', '500w'])
  })

  it('refuses a sixth image with 422, storing nothing', async () => {
    for (let i = 0; i < 4; i++) expect((await enviar(ana, 200, 200)).statusCode).toBe(201)
    const before = await state(t)
    const res = await enviar(ana, 200, 200)
    expect([res.statusCode, res.json().mensagem]).toEqual([422, 'O produto pode ter no máximo 5 imagens.'])
    expect(await state(t)).toEqual(before)
    expect(await rows()).toHaveLength(5)
  })

  it('judges the file by its content and refuses an empty form, storing nothing', async () => {
    const before = await state(t)
    const falsa = { field: 'imagem', name: 'foto.png', type: 'image/png', data: Buffer.from('não é imagem') }
    const res = await call(t, 'POST', url(), ana, form({}, falsa))
    expect([res.statusCode, res.json().mensagem]).toEqual([400, 'Envie uma imagem PNG, JPEG ou WebP.'])
    const vazio = await call(t, 'POST', url(), ana, form({ nome: 'x' }))
    expect([vazio.statusCode, vazio.json().mensagem]).toEqual([400, 'Selecione uma imagem para enviar.'])
    const json = await t.app.inject({
      method: 'POST',
      url: `/api${url()}`,
      headers: { cookie: ana.cookie },
      payload: { imagem: 'x' },
    })
    expect([json.statusCode, json.json().mensagem]).toEqual([
      400,
      'A requisição deve ser multipart/form-data.',
    ])
    expect(await state(t)).toEqual(before)
  })
})

describe('order and removal', () => {
  it('reorders: the named images first, the others after; image 1 becomes the picture', async () => {
    await enviar()
    await enviar()
    const [a, b, c] = (await galeria()).map((i) => i.id) as [number, number, number]
    const res = await reordenar([c, a])
    expect(res.statusCode).toBe(200)
    expect((res.json().imagens as Imagem[]).map((i) => i.id)).toEqual([c, a, b])
    expect((await rows()).map((r) => r.id)).toEqual([c, a, b])
    const { imagem: card, imagem_detalhe } = await capa()
    const terceira = (await galeria())[0] as Imagem
    expect(imagem_detalhe).toBe(terceira.url)
    expect(card).not.toBe(produto.imagem)
    const served = await sharp((await t.app.inject({ method: 'GET', url: card })).rawPayload).metadata()
    expect([served.width, served.height]).toEqual([480, 480])
    // The catalogue card and every older answer read the new image 1.
    const p = await call(t, 'GET', `/produtos/${produto.id_produto}`, ana)
    expect(p.json().imagem).toBe(card)
  })

  it('refuses an order naming another product’s image or the same one twice, changing nothing', async () => {
    await enviar()
    const outro = await createProduto(t, ana, [pet])
    const [alheia] = (await call(t, 'GET', url(outro.id_produto), ana)).json().imagens as Imagem[]
    const [a, b] = (await galeria()).map((i) => i.id) as [number, number]
    const before = await rows()
    const msg = 'Informe apenas imagens deste produto, cada uma uma única vez, na ordem desejada.'
    for (const ids of [[alheia?.id, a], [b, b], [], 'x', [a, -1], [a, '1e3'], [a, 2 ** 31]]) {
      const res = await reordenar(ids)
      expect([res.statusCode, res.json().mensagem]).toEqual([400, msg])
    }
    expect(await rows()).toEqual(before)
  })

  it('removes an image and its files; the next one moves up and becomes the picture', async () => {
    await enviar()
    const [primeira, segunda] = await galeria()
    const files = (await state(t)).files
    const res = await call(t, 'DELETE', `${url()}/${primeira?.id}`, ana)
    expect(res.statusCode).toBe(200)
    expect(res.json().imagens).toEqual([{ ...segunda, posicao: 0 }])
    const after = (await state(t)).files
    expect(after).not.toContain(fileOf(produto.imagem))
    expect(after).not.toContain(fileOf(produto.imagem_detalhe))
    expect(files.length - after.length).toBe(4)
    expect((await capa()).imagem_detalhe).toBe(segunda?.url)
    // The last one leaves the product without a picture.
    await call(t, 'DELETE', `${url()}/${segunda?.id}`, ana)
    expect(await capa()).toEqual({ imagem: null, imagem_detalhe: null })
    expect((await state(t)).files.length).toBe(after.length - 4)
  })

  it('the product form’s new picture replaces image 1 and keeps the others', async () => {
    await enviar()
    const [, segunda] = await galeria()
    const res = await alterar(t, ana, produto.id_produto, fields([pet]), await imagem('png', 900, 600))
    expect(res.statusCode).toBe(200)
    const [primeira, depois] = await galeria()
    expect(primeira).toMatchObject({ url: res.json().imagem_detalhe, largura: 900 })
    expect(depois).toEqual(segunda)
    // Removing the picture from the form brings image 2 forward.
    await alterar(t, ana, produto.id_produto, { ...fields([pet]), removerImagem: 'true' })
    expect(await galeria()).toEqual([{ ...segunda, posicao: 0 }])
    expect((await capa()).imagem_detalhe).toBe(segunda?.url)
  })
})

describe('who may change a gallery', () => {
  it('refuses visitors, buyers and another seller, and hostile ids, changing nothing', async () => {
    await enviar()
    const [img] = await galeria()
    const before = { ...(await state(t)), rows: await rows() }
    const cases: [Account | undefined, number, string][] = [
      [undefined, 401, 'Você precisa estar logado para acessar este recurso.'],
      [caio, 403, 'Esta ação é exclusiva para vendedores.'],
      [bia, 403, 'Você não tem permissão para alterar as imagens deste produto.'],
    ]
    for (const [who, status, mensagem] of cases) {
      for (const res of [
        await call(t, 'GET', url(), who),
        await call(t, 'POST', url(), who, form({}, await imagem('png', 100, 100))),
        await t.app.inject({
          method: 'PUT',
          url: `/api${url()}/ordem`,
          headers: who ? { cookie: who.cookie } : {},
          payload: { ids: [img?.id] },
        }),
        await call(t, 'DELETE', `${url()}/${img?.id}`, who),
      ])
        expect([res.statusCode, res.json().mensagem]).toEqual([status, mensagem])
    }
    for (const id of ['0', '-1', '1e3', '2147483648', 'abc', '01'])
      for (const [method, path] of [
        ['GET', `/produtos/${id}/imagens`],
        ['DELETE', `/produtos/${id}/imagens/${img?.id}`],
        ['DELETE', `${url()}/${id}`],
      ] as const) {
        const res = await call(t, method, path, ana)
        expect([res.statusCode, res.json().mensagem]).toEqual([400, 'Identificador inválido.'])
      }
    const ausente = await call(t, 'DELETE', `${url()}/999999`, ana)
    expect([ausente.statusCode, ausente.json().mensagem]).toEqual([404, 'Imagem não encontrada.'])
    const semProduto = await enviar(ana, 100, 100, 999999)
    expect([semProduto.statusCode, semProduto.json().mensagem]).toEqual([404, 'Produto não encontrado.'])
    expect({ ...(await state(t)), rows: await rows() }).toEqual(before)
  })

  it('another product’s image cannot be removed through one’s own product', async () => {
    const deBia = await createProduto(t, bia, [await insertMateria(t, bia)])
    const [alheia] = (await call(t, 'GET', url(deBia.id_produto), bia)).json().imagens as Imagem[]
    const res = await call(t, 'DELETE', `${url()}/${alheia?.id}`, ana)
    expect([res.statusCode, res.json().mensagem]).toEqual([404, 'Imagem não encontrada.'])
    expect((await call(t, 'GET', url(deBia.id_produto), bia)).json().imagens).toEqual([alheia])
  })
})

describe('the listing page', () => {
  it('answers the product’s images in order, to anyone', async () => {
    await enviar(ana, 700, 700)
    await t.pool.query(
      `insert into anuncios (id_usuario_vendedor, id_produto, descricao_anuncio, forma_de_pagamento, status_anuncio)
       values ($1, $2, 'Anúncio do produto', 'padrao', 'ativo')`,
      [ana.usuario.id_usuario, produto.id_produto],
    )
    const { rows: anuncio } = await t.pool.query('select id_anuncio from anuncios where id_produto = $1', [
      produto.id_produto,
    ])
    const res = await call(t, 'GET', `/anuncios/${anuncio[0].id_anuncio}`)
    expect(res.statusCode).toBe(200)
    expect(res.json().galeria).toEqual(await galeria())
    expect(res.json().galeria[1]).toMatchObject({ posicao: 1, largura: 700 })
  })
})

describe('deleting the product', () => {
  it('removes every file of its gallery', async () => {
    await enviar()
    const antes = (await state(t)).files
    const res = await call(t, 'DELETE', `/produtos/${produto.id_produto}`, ana)
    expect(res.statusCode).toBe(200)
    // Image 1: card, 320, 640 and detail; image 2: card and three widths.
    expect(antes.length - (await state(t)).files.length).toBe(8)
    expect(await rows()).toEqual([])
  })
})
