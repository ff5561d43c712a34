// A storefront page's first requests start with its HTML: the catalogue at `/` and a shop preload the
// catalogue's answer at the address the page asks for and the first card's picture with the card's
// own srcset and sizes; a listing preloads its gallery's first image the same way.
import { rm } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { form, photo } from '../../../test/forms.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { distComShell } from '../../../test/web-shell.ts'
import { catalogoFixtures, type VitrineSeller } from './catalogo.fixtures.ts'

let t: TestApp
let dist: string
let s: VitrineSeller
let idAnuncio: number
let imagem: { id: number; url: string; srcset: string }
beforeAll(async () => {
  dist = await distComShell()
  t = await createTestApp({ PORT: '3000', PUBLIC_URL: 'http://localhost:3000' }, { webDistDir: dist })
  const f = catalogoFixtures(t)
  const outro = await f.vendedor()
  await f.anuncio(outro, { nome: 'Vaso de PET' })
  s = await f.vendedor()
  // The newest listing: the catalogue's first card.
  idAnuncio = await f.anuncio(s, { nome: 'Luminária de garrafa', forma: 'padrao' })
  const { rows } = await t.pool.query('select id_produto from anuncios where id_anuncio = $1', [idAnuncio])
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/produtos/${rows[0].id_produto}/imagens`,
    headers: { cookie: s.cookie },
    payload: form(
      {},
      { field: 'imagem', name: 'foto.jpg', type: 'image/jpeg', data: await photo('jpeg', 1000, 800) },
    ),
  })
  expect(res.statusCode).toBe(201)
  imagem = res.json().imagens.at(-1)
  await t.app.inject({
    method: 'PUT',
    url: `/api/produtos/${rows[0].id_produto}/imagens/ordem`,
    headers: { cookie: s.cookie },
    payload: { ids: [imagem.id] },
  })
})
afterAll(async () => {
  await t.close()
  await rm(dist, { recursive: true, force: true })
})

const page = async (url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000' } })).body
const preloads = (html: string) => html.match(/<link rel="preload"[^>]*>/g) ?? []
const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`))?.[1]
const esc = (text: string) => text.replaceAll('&', '&amp;')

/** The first card's picture as the card's <img> is written (catalogo-card.tsx). */
async function primeiroCartao(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/anuncios/ativos-comprador?${query}` })
  return res.json().itens[0].produto as { imagem: string; imagem_srcset: string }
}

describe('the catalogue, GET /', () => {
  it('starts page 1 of the catalogue, its first picture and the platform’s impact with the HTML', async () => {
    const html = await page('/')
    const cartao = await primeiroCartao('page=1&limit=12')
    expect(cartao.imagem_srcset).toContain('320w')
    expect(preloads(html)).toEqual([
      '<link rel="preload" href="/api/anuncios/ativos-comprador?page=1&amp;limit=12" as="fetch" crossorigin="use-credentials" />',
      `<link rel="preload" href="${cartao.imagem}" as="image" imagesrcset="${esc(cartao.imagem_srcset)}" imagesizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" fetchpriority="high" />`,
      '<link rel="preload" href="/api/impacto" as="fetch" crossorigin="use-credentials" />',
    ])
    expect(html.indexOf('<link rel="preload"')).toBeLessThan(html.indexOf('</head>'))
  })

  it('is shared as Recria’s storefront, with its first picture', async () => {
    const html = await page('/')
    expect(html).toContain('<title>Produtos artesanais feitos de materiais recicláveis | Recria</title>')
    expect(meta(html, 'og:title')).toBe('Produtos artesanais feitos de materiais recicláveis')
    expect(meta(html, 'og:url')).toBe('http://localhost:3000/')
    expect(meta(html, 'og:image')).toBe(
      `http://localhost:3000${(await primeiroCartao('page=1&limit=12')).imagem}`,
    )
  })
})

describe('a shop, GET /loja/{id}', () => {
  it('starts the shop, its first page of listings and the first card’s picture with the HTML', async () => {
    const html = await page(`/loja/${s.id}`)
    const cartao = await primeiroCartao(`page=1&limit=12&id_vendedor=${s.id}`)
    expect(preloads(html)).toEqual([
      `<link rel="preload" href="/api/vendedores/${s.id}/loja" as="fetch" crossorigin="use-credentials" />`,
      `<link rel="preload" href="/api/anuncios/ativos-comprador?page=1&amp;limit=12&amp;id_vendedor=${s.id}" as="fetch" crossorigin="use-credentials" />`,
      `<link rel="preload" href="${cartao.imagem}" as="image" imagesrcset="${esc(cartao.imagem_srcset)}" imagesizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" fetchpriority="high" />`,
    ])
  })
})

describe('a listing, GET /anuncio-produto/{id}', () => {
  it('preloads its gallery’s first image in the widths and sizes the page’s picture has', async () => {
    const html = await page(`/anuncio-produto/${idAnuncio}`)
    expect(preloads(html)).toEqual([
      `<link rel="preload" href="/api/anuncios/${idAnuncio}" as="fetch" crossorigin="use-credentials" />`,
      `<link rel="preload" href="${imagem.url}" as="image" imagesrcset="${esc(imagem.srcset)}" imagesizes="(min-width: 768px) 50vw, 100vw" fetchpriority="high" />`,
    ])
  })
})
