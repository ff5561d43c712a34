// Pages opened at another name of this machine move to PUBLIC_URL, so the session cookie, the
// Mercado Pago return and the links in e-mails meet on one origin.
import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ PORT: '3000', PUBLIC_URL: 'http://localhost:3000' })
})
afterAll(() => t.close())

const get = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } })

describe('the public address', () => {
  it('is where a page opened at 127.0.0.1 goes, path and query kept', async () => {
    const res = await get('/perfil?aba=dados', '127.0.0.1:3000')
    expect(res.statusCode).toBe(308)
    expect(res.headers.location).toBe('http://localhost:3000/perfil?aba=dados')
  })

  it('leaves the API, the simulator and other hosts alone', async () => {
    expect((await get('/api/usuarios/me', '127.0.0.1:3000')).statusCode).toBe(401)
    expect((await get('/perfil', '192.168.0.10:3000')).statusCode).not.toBe(308)
    expect((await get('/perfil', 'localhost:3000')).statusCode).not.toBe(308)
  })
})

const CSS = 'header{height:4rem}'

describe('the built web app', () => {
  let built: TestApp
  const script = `console.log(${JSON.stringify('Recria '.repeat(200))})`
  beforeAll(async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'recria-dist-'))
    await mkdir(path.join(dist, 'assets'))
    const shell =
      '<!doctype html><div id="root"><header>Recria</header><p role="status">Carregando...</p></div>'
    // As the web build writes it beside Vite's manifest: each landing page's scripts the entry does
    // not already load (apps/web/src/app/paginas-de-chegada.ts).
    const paginas = {
      '/': ['/assets/home-page-3.js', '/assets/ui-2.js'],
      '/login': ['/assets/login-page-4.js', '/assets/formularios-5.js'],
    }
    await mkdir(path.join(dist, '.vite'))
    await writeFile(path.join(dist, '.vite/paginas.json'), JSON.stringify(paginas))
    for (const [file, text] of [
      [
        'index.html',
        `<!doctype html><html><head><title>Recria</title><style>${CSS}</style></head><body>${shell}</body></html>`,
      ],
      ['assets/app-abc123.js', script],
    ] as const) {
      await writeFile(path.join(dist, file), text)
      await writeFile(path.join(dist, `${file}.br`), brotliCompressSync(text))
      await writeFile(path.join(dist, `${file}.gz`), gzipSync(text))
    }
    built = await createTestApp({ PORT: '3000' }, { webDistDir: dist })
  })
  afterAll(() => built.close())

  const fetchAsset = (url: string, encoding?: string) =>
    built.app.inject({
      method: 'GET',
      url,
      headers: { host: 'localhost:3000', ...(encoding && { 'accept-encoding': encoding }) },
    })

  it('sends the precompressed script to a browser that asks for brotli or gzip', async () => {
    const br = await fetchAsset('/assets/app-abc123.js', 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script)
    const gz = await fetchAsset('/assets/app-abc123.js', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script)
    const plain = await fetchAsset('/assets/app-abc123.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
  })

  it('answers every page with the shell, compressed too, before any script runs', async () => {
    const page = await fetchAsset('/anuncios', 'br')
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('Carregando...')
  })
  it('starts the catalogue’s own scripts with its HTML, not those the main script brings', async () => {
    const page = await fetchAsset('/', 'gzip, deflate, br')
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-encoding']).toBe('gzip')
    const html = gunzipSync(page.rawPayload).toString()
    expect(html.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/home-page-3.js">',
      '<link rel="modulepreload" crossorigin href="/assets/ui-2.js">',
    ])
    expect(html.indexOf('/assets/ui-2.js')).toBeLessThan(html.indexOf('</head>'))
    expect(html).toContain('Carregando...')
    // A page the build does not list gets the shell as it is.
    const outra = await fetchAsset('/anuncios', 'gzip')
    expect(gunzipSync(outra.rawPayload).toString()).not.toContain('modulepreload')
  })
  it('starts the scripts of every landing page the build lists, with or without a link preview', async () => {
    const page = await fetchAsset('/login')
    expect(page.statusCode).toBe(200)
    expect(page.body.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/login-page-4.js">',
      '<link rel="modulepreload" crossorigin href="/assets/formularios-5.js">',
    ])
  })
  it('answers a missing file under /assets/ with 404, not the page (a chunk of an older build)', async () => {
    for (const url of ['/assets/catalogo-page-old1.js', '/assets/estilo-antigo.css', '/assets/sub/x.js']) {
      const res = await fetchAsset(url, 'gzip, br')
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type'], url).toMatch(/^application\/json/)
      expect(res.json(), url).toEqual({ mensagem: 'Rota não encontrada.' })
      expect(res.body, url).not.toContain('Carregando...')
    }
    // The existing asset and the pages are as before.
    expect((await fetchAsset('/assets/app-abc123.js')).statusCode).toBe(200)
    expect((await fetchAsset('/assets-do-vendedor')).statusCode).toBe(200)
  })
  it('lets the page’s inline stylesheet apply, by its hash, and no other inline style', async () => {
    const csp = (await fetchAsset('/anuncios')).headers['content-security-policy'] as string
    const estilos = csp.split(';').find((d) => d.trim().startsWith('style-src'))
    const hash = createHash('sha256').update(CSS).digest('base64')
    expect(estilos?.trim()).toBe(`style-src 'self' 'sha256-${hash}'`)
  })
})
