// A shop's link shared on WhatsApp shows the atelier: GET /loja/{id} answers the built index.html with
// the shop's Open Graph and Twitter tags, escaped; a shop not to be seen or a bad id, the plain page.
import { rm } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { distComShell, SHELL } from '../../../test/web-shell.ts'
import { catalogoFixtures, type VitrineSeller } from '../anuncios/catalogo.fixtures.ts'

let t: TestApp
let dist: string
let s: VitrineSeller
beforeAll(async () => {
  dist = await distComShell()
  t = await createTestApp({ PORT: '3000', PUBLIC_URL: 'http://localhost:3000' }, { webDistDir: dist })
  s = await catalogoFixtures(t).vendedor()
  await t.pool.query(
    `update usuarios set nome = 'Ateliê "Sol" <de> Vidro & Cia', foto_url = '/api/arquivos/usuarios/s.webp'
     where id_usuario = $1`,
    [s.id],
  )
})
afterAll(async () => {
  await t.close()
  await rm(dist, { recursive: true, force: true })
})

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000' } })
const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`))?.[1]

describe('GET /loja/{id}', () => {
  it('answers the page with the shop’s preview: name, city, photo, address, and its API call preloaded', async () => {
    const res = await page(`/loja/${s.id}`)
    expect(res.statusCode).toBe(200)
    const html = res.body
    const titulo = 'Ateliê &quot;Sol&quot; &lt;de&gt; Vidro &amp; Cia'
    expect(meta(html, 'og:title')).toBe(titulo)
    expect(html).toContain(`<title>${titulo} | Recria</title>`)
    expect(meta(html, 'og:description')).toBe(
      'Ateliê em São Paulo/SP — produtos artesanais feitos de materiais recicláveis no Recria.',
    )
    expect(meta(html, 'og:image')).toBe('http://localhost:3000/api/arquivos/usuarios/s.webp')
    expect(meta(html, 'og:url')).toBe(`http://localhost:3000/loja/${s.id}`)
    expect(html).toContain(
      `<link rel="preload" href="/api/vendedores/${s.id}/loja" as="fetch" crossorigin="use-credentials" />`,
    )
    expect(html).not.toMatch(/<de>|"Sol"|Paulista/)
  })

  it('answers the plain page for a buyer, a suspended seller, an unknown or a bad id', async () => {
    const comprador = await signUp(t.app, { perfil: 'comprador' })
    const urls = [`/loja/${comprador.usuario.id_usuario}`, '/loja/2000000000', '/loja/abc', '/loja/-1']
    for (const url of urls) {
      const res = await page(url)
      expect([url, res.statusCode, res.body]).toEqual([url, 200, SHELL])
    }
    await t.pool.query('update usuarios set suspenso_em = now() where id_usuario = $1', [s.id])
    expect((await page(`/loja/${s.id}`)).body).toBe(SHELL)
  })
})
