import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { cardLinks, waitForCards } from './support/catalogo.ts'

const browser = useBrowser({ width: 360, height: 780 })

describe('the first load on a slow phone', () => {
  it('shows the styled shell, with the Recria name and a loading state, before any script runs', async () => {
    const { page, url } = browser
    // The script never arrives: what shows is index.html and its stylesheet alone.
    await page.route('**/*.js', (route) => route.abort())
    await page.goto(url('/anuncios'))
    const header = page.getByRole('banner')
    await header.getByText('Recria', { exact: true }).waitFor()
    await page.getByRole('status').getByText('Carregando...', { exact: true }).waitFor()
    const style = await header.evaluate((el) => {
      const css = getComputedStyle(el)
      return { height: css.height, background: css.backgroundColor }
    })
    // The 64 px bar and its 1 px border, as the app's own header: the stylesheet applies.
    expect(style).toEqual({ height: '65px', background: 'rgb(255, 255, 255)' })
  })

  it('replaces the shell with the page once the script runs', async () => {
    const { page, url } = browser
    await page.goto(url('/'))
    await page.getByRole('heading', { name: 'Bem-vindo à Recria!' }).waitFor()
    expect(await page.getByText('Carregando...', { exact: true }).count()).toBe(0)
  })

  it('breaks none of the Content-Security-Policy rules while pages load and run', async () => {
    const { page, url } = browser
    await page.addInitScript(() => {
      const w = window as unknown as { violacoes: string[] }
      w.violacoes = []
      document.addEventListener('securitypolicyviolation', (e) =>
        w.violacoes.push(`${e.effectiveDirective} ${e.blockedURI}`),
      )
    })
    await page.goto(url('/'))
    await page.getByRole('heading', { name: 'Bem-vindo à Recria!' }).waitFor()
    await page.getByRole('article').first().waitFor()
    expect(await page.evaluate(() => (window as unknown as { violacoes: string[] }).violacoes)).toEqual([])
    await page.goto(url('/login'))
    await page.getByRole('button', { name: 'Entrar' }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { violacoes: string[] }).violacoes)).toEqual([])
  })

  it('keeps the page still while the catalogue loads: the footer waits below the first screen', async () => {
    const { page, url } = browser
    await page.addInitScript(() => {
      const w = window as unknown as { deslocamento: number }
      w.deslocamento = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          w.deslocamento += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(url('/'))
    await page.getByRole('article').first().waitFor()
    await page.waitForLoadState('networkidle')
    expect(
      await page.evaluate(() => (window as unknown as { deslocamento: number }).deslocamento),
    ).toBeLessThan(0.01)
  })

  it('asks who is signed in with the HTML, once: the page uses the answer the preload brought', async () => {
    const { page, url } = browser
    await page.goto(url('/'))
    await page.getByRole('heading', { name: 'Bem-vindo à Recria!' }).waitFor()
    const pedidos = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname === '/api/usuarios/me')
        .map((e) => (e as PerformanceResourceTiming).initiatorType),
    )
    expect(pedidos).toEqual(['link'])
  })

  it('starts the catalogue’s first page and its first picture with the HTML, each asked for once', async () => {
    const { page, url } = browser
    await page.goto(url('/'))
    const imagem = page.getByRole('article').first().locator('img').first()
    await imagem.waitFor()
    await page.waitForLoadState('networkidle')
    const foto = new URL(await imagem.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname
    const pedidos = await page.evaluate(
      (caminhos) =>
        performance
          .getEntriesByType('resource')
          .map((e) => ({ url: new URL(e.name), por: (e as PerformanceResourceTiming).initiatorType }))
          .filter((e) => caminhos.includes(e.url.pathname))
          .map((e) => `${e.url.pathname}${e.url.search} ${e.por}`),
      ['/api/anuncios/ativos-comprador', foto],
    )
    expect(pedidos.toSorted()).toEqual(
      ['/api/anuncios/ativos-comprador?page=1&limit=12 link', `${foto} link`].toSorted(),
    )
  })

  it('starts a listing’s API call and its picture with the HTML, each asked for once', async () => {
    const { page, url } = browser
    await page.goto(url('/'))
    await waitForCards(page)
    const [link] = await cardLinks(page)
    await page.goto(url(link as string))
    const imagem = page.getByRole('main').getByRole('img').first()
    await imagem.waitFor()
    await page.waitForLoadState('networkidle')
    // The file the browser chose from the picture's widths (srcset): the one the HTML preloaded.
    const src = new URL(await imagem.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname
    const pedidos = await page.evaluate(
      (caminhos) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => caminhos.includes(new URL(e.name).pathname))
          .map((e) => `${new URL(e.name).pathname} ${(e as PerformanceResourceTiming).initiatorType}`),
      [link?.replace('/anuncio-produto/', '/api/anuncios/') as string, src],
    )
    expect(pedidos.toSorted()).toEqual(
      [`${link?.replace('/anuncio-produto/', '/api/anuncios/')} link`, `${src} link`].toSorted(),
    )
  })

  it('starts the landing pages’ own scripts with their HTML, beside the app’s', async () => {
    const { page, url } = browser
    await page.goto(url('/'))
    await waitForCards(page)
    const [link] = await cardLinks(page)
    for (const caminho of ['/', link as string, '/login', '/pedidos']) {
      const html = await (await page.request.get(url(caminho))).text()
      const scripts = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"( data-app)?>/g)]
      expect([caminho, scripts.filter((m) => m[2]).length]).toEqual([caminho, 1])
      expect([caminho, scripts.some((m) => !m[2])]).toEqual([caminho, true])
    }
    // Any other page: the app's script alone.
    const outra = await (await page.request.get(url('/meus-pedidos'))).text()
    expect(outra.match(/rel="modulepreload"/g)).toHaveLength(1)
  })

  it('carries its stylesheet inside the HTML and gets the app’s script precompressed, brotli first', async () => {
    const { page, url } = browser
    const html = await (await page.request.get(url('/'))).text()
    // The stylesheet inside the head, before any script: the shell paints with the HTML alone.
    expect(html).not.toContain('rel="stylesheet"')
    expect(html.indexOf('<style>')).toBeGreaterThan(0)
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('<script'))
    const [app] = [...html.matchAll(/href="(\/assets\/index-[^"]+\.js)" data-app/g)].map((m) => m[1])
    const br = await page.request.get(url(app as string), { headers: { 'accept-encoding': 'br' } })
    expect(br.headers()['content-encoding']).toBe('br')
    expect(br.headers().vary).toMatch(/accept-encoding/i)
    const gz = await page.request.get(url(app as string), { headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers()['content-encoding']).toBe('gzip')
  })

  it('tells search engines the storefront is theirs and accounts, checkout and the back office are not', async () => {
    const { page, url } = browser
    const res = await page.request.get(url('/robots.txt'))
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toMatch(/^text\/plain/)
    const linhas = (await res.text()).split('\n')
    expect(linhas).toContain('User-agent: *')
    expect(linhas).toContain('Allow: /')
    for (const privada of ['/admin', '/meus-pedidos', '/pagamento/', '/perfil', '/produtos'])
      expect(linhas).toContain(`Disallow: ${privada}`)
    // The catalogue's pages and the API they read stay open to a crawler that renders them.
    expect(linhas.filter((l) => /^Disallow: \/(anuncio-produto|loja|como-funciona|api)/.test(l))).toEqual([])
  })
})
