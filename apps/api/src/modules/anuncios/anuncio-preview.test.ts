// A listing link shared on WhatsApp shows the product: GET /anuncio-produto/{id} answers the built
// index.html with the listing's Open Graph and Twitter tags, escaped; anything else, the plain page.
import { rm } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { distComShell, SHELL } from '../../../test/web-shell.ts'
import { catalogoFixtures } from './catalogo.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof catalogoFixtures>
let dist: string
const id: Record<string, number> = {}
beforeAll(async () => {
  dist = await distComShell()
  t = await createTestApp({ PORT: '3000', PUBLIC_URL: 'http://localhost:3000' }, { webDistDir: dist })
  f = catalogoFixtures(t)
  const s = await f.vendedor()
  id.luminaria = await f.anuncio(s, {
    nome: 'Luminária "Sol" <de> garrafa & PET',
    preco_centavos: 8_990,
    descricao: `Luminária pendente feita com gomos de garrafa PET cortados à mão. ${'Muito bonita. '.repeat(12)}`,
  })
  id.sustentavel = await f.anuncio(s, { nome: 'Vaso de PET', forma: 'sustentavel', preco_centavos: 10_000 })
  id.inativo = await f.anuncio(s, { nome: 'Bolsa guardada', status_anuncio: 'inativo' })
})
afterAll(async () => {
  await t.close()
  await rm(dist, { recursive: true, force: true })
})

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000' } })
const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`))?.[1]

describe('GET /anuncio-produto/{id}', () => {
  it('answers the page with the listing’s preview: name, price, description, absolute picture and address', async () => {
    const res = await page(`/anuncio-produto/${id.luminaria}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    const html = res.body
    expect(html).toContain('<p role="status">Carregando...</p>')
    const titulo = 'Luminária &quot;Sol&quot; &lt;de&gt; garrafa &amp; PET'
    expect(meta(html, 'og:title')).toBe(titulo)
    expect(meta(html, 'twitter:title')).toBe(titulo)
    expect(html).toContain(`<title>${titulo} | Recria</title>`)
    const descricao = meta(html, 'og:description') ?? ''
    expect(
      descricao.startsWith('R$ 89,90 — Luminária pendente feita com gomos de garrafa PET cortados à mão.'),
    ).toBe(true)
    expect(descricao.length).toBeLessThanOrEqual(160)
    expect(descricao.endsWith('…')).toBe(true)
    expect(meta(html, 'description')).toBe(descricao)
    expect(meta(html, 'og:image')).toBe('http://localhost:3000/api/arquivos/produtos/x.webp')
    expect(meta(html, 'twitter:image')).toBe('http://localhost:3000/api/arquivos/produtos/x.webp')
    expect(meta(html, 'og:url')).toBe(`http://localhost:3000/anuncio-produto/${id.luminaria}`)
    expect(meta(html, 'twitter:card')).toBe('summary_large_image')
    expect(html).not.toMatch(/<de>|"Sol"/)
  })

  it('starts the page’s API call and its picture with the HTML, as the page will ask for them', async () => {
    const html = (await page(`/anuncio-produto/${id.luminaria}`)).body
    const preloads = html.match(/<link rel="preload"[^>]*>/g)
    expect(preloads).toEqual([
      `<link rel="preload" href="/api/anuncios/${id.luminaria}" as="fetch" crossorigin="use-credentials" />`,
      '<link rel="preload" href="/api/arquivos/produtos/x.webp" as="image" fetchpriority="high" />',
    ])
    expect(html.indexOf(preloads?.[1] ?? '')).toBeLessThan(html.indexOf('</head>'))
  })

  it('states the sustainable alternative beside the price, and previews an inactive listing too', async () => {
    const sustentavel = (await page(`/anuncio-produto/${id.sustentavel}`)).body
    expect(meta(sustentavel, 'og:description')).toBe('R$ 100,00 ou R$ 92,00 + 20 créditos — Peça feita à mão')
    const inativo = (await page(`/anuncio-produto/${id.inativo}`)).body
    expect(meta(inativo, 'og:title')).toBe('Bolsa guardada')
  })

  it('answers the plain page for a listing that does not exist or an id that is not one', async () => {
    for (const url of [
      '/anuncio-produto/2000000000',
      '/anuncio-produto/abc',
      '/anuncio-produto/1.5',
      '/anuncio-produto/-1',
    ]) {
      const res = await page(url)
      expect([url, res.statusCode]).toEqual([url, 200])
      expect(res.body).toBe(SHELL)
    }
  })
})
