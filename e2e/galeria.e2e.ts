import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { seriousViolations } from './support/catalogo.ts'
import { login } from './support/login.ts'
import { baseUrl } from './support/server.ts'

// A listing's gallery: swiped on a phone, chosen by its thumbnails and the arrow
// keys on a desktop. The demo seed gives some products 2 to 4 images.
let anuncio: { id: number; nome: string; total: number }

/** An active listing whose product has more than one image: setup, found through the public API. */
async function anuncioComGaleria() {
  for (let page = 1; page <= 10; page++) {
    const res = await fetch(new URL(`/api/anuncios/ativos-comprador?page=${page}&limit=24`, baseUrl()))
    const { itens } = (await res.json()) as { itens: { id_anuncio: number }[] }
    for (const { id_anuncio } of itens) {
      const a = (await (await fetch(new URL(`/api/anuncios/${id_anuncio}`, baseUrl()))).json()) as {
        produto: { nome: string }
        galeria?: unknown[]
      }
      if ((a.galeria?.length ?? 0) > 1)
        return { id: id_anuncio, nome: a.produto.nome, total: a.galeria?.length ?? 0 }
    }
    if (itens.length === 0) break
  }
  throw new Error('nenhum anúncio com galeria no catálogo de demonstração')
}

beforeAll(async () => {
  anuncio = await anuncioComGaleria()
})

const principal = (page: Page) => page.getByRole('img', { name: new RegExp(`^${anuncio.nome}, imagem`) })
const abrir = async (page: Page, url: (path: string) => string) => {
  await page.goto(url(`/anuncio-produto/${anuncio.id}`))
  await page.getByRole('heading', { level: 1, name: anuncio.nome }).waitFor()
  await page.getByRole('region', { name: `Imagens de ${anuncio.nome}` }).waitFor()
}
const alt = (page: Page) => principal(page).getAttribute('alt')

describe('the listing gallery on a phone', () => {
  const browser = useBrowser({ width: 360, height: 740 })

  it('swipes to the next and back to the previous image, loading a phone-sized file', async () => {
    const { page, url } = browser
    await abrir(page, url)
    expect(await alt(page)).toBe(`${anuncio.nome}, imagem 1 de ${anuncio.total}`)
    const area = page.getByTestId('galeria-principal')
    const box = await area.boundingBox()
    if (!box) throw new Error('galeria sem tamanho')
    const y = box.y + box.height / 2
    const swipe = async (de: number, para: number) => {
      const base = { pointerType: 'touch', isPrimary: true, pointerId: 1 }
      await area.dispatchEvent('pointerdown', { ...base, clientX: de, clientY: y })
      await area.dispatchEvent('pointerup', { ...base, clientX: para, clientY: y + 5 })
    }
    await swipe(box.x + box.width - 30, box.x + 40)
    await page.getByRole('img', { name: `${anuncio.nome}, imagem 2 de ${anuncio.total}` }).waitFor()
    await swipe(box.x + 40, box.x + box.width - 30)
    await page.getByRole('img', { name: `${anuncio.nome}, imagem 1 de ${anuncio.total}` }).waitFor()
    // At 360 px the browser picks a width of srcset made for a phone, not the 1280 px file.
    const escolhida = await principal(page).evaluate((img: HTMLImageElement) => img.currentSrc)
    const srcset = (await principal(page).getAttribute('srcset')) ?? ''
    expect(srcset.split(', ').map((e: string) => e.split(' ')[0])).toContain(new URL(escolhida).pathname)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    expect(await seriousViolations(page)).toEqual([])
  })
})

describe('the listing gallery on a desktop', () => {
  const browser = useBrowser({ width: 1280, height: 800 })

  it('chooses an image by its thumbnail and moves with the arrow keys', async () => {
    const { page, url } = browser
    await abrir(page, url)
    const segunda = page.getByRole('button', { name: `Imagem 2 de ${anuncio.total}`, exact: true })
    await segunda.click()
    expect(await alt(page)).toBe(`${anuncio.nome}, imagem 2 de ${anuncio.total}`)
    expect(await segunda.getAttribute('aria-current')).toBe('true')
    await page.keyboard.press('ArrowRight')
    const depois = anuncio.total > 2 ? 3 : 1
    await page.getByRole('img', { name: `${anuncio.nome}, imagem ${depois} de ${anuncio.total}` }).waitFor()
    await page.keyboard.press('ArrowLeft')
    await page.getByRole('img', { name: `${anuncio.nome}, imagem 2 de ${anuncio.total}` }).waitFor()
    expect(await principal(page).getAttribute('sizes')).toBe('(min-width: 768px) 50vw, 100vw')
    expect(await seriousViolations(page)).toEqual([])
  })

  it("gives the catalogue card's picture its widths (srcset)", async () => {
    const { page, url } = browser
    await page.goto(url('/'))
    const imagem = page.getByRole('article').first().getByRole('img').first()
    await imagem.waitFor()
    expect(await imagem.getAttribute('srcset')).toMatch(/ 320w, .+ 480w/)
    expect(await imagem.getAttribute('sizes')).toContain('100vw')
  })
})

const VENDEDOR = { email: 'vendedor@recria.com.br', senha: 'recria123' }

/** A product of the demo seller with more than one image, read through the seller's own API. */
async function produtoComGaleria() {
  const base = baseUrl()
  const res = await fetch(new URL('/api/auth/login', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(VENDEDOR),
  })
  const cookie = res.headers.get('set-cookie')?.split(';')[0] ?? ''
  const { usuario } = (await res.json()) as { usuario: { id_usuario: number } }
  const get = async <T>(path: string) =>
    (await (await fetch(new URL(path, base), { headers: { cookie } })).json()) as T
  for (let page = 1; page <= 5; page++) {
    const { itens } = await get<{ itens: { id_produto: number; nome: string }[] }>(
      `/api/produtos/usuario/${usuario.id_usuario}?page=${page}&limit=24`,
    )
    for (const p of itens) {
      const { imagens } = await get<{ imagens: { id: number }[] }>(`/api/produtos/${p.id_produto}/imagens`)
      if (imagens.length > 1)
        return {
          ...p,
          ids: () => get<{ imagens: { id: number }[] }>(`/api/produtos/${p.id_produto}/imagens`),
        }
    }
    if (itens.length === 0) break
  }
  throw new Error('o vendedor de demonstração não tem produto com galeria')
}

describe("the seller's gallery in the product's edit page", () => {
  const browser = useBrowser({ width: 1280, height: 800 })

  it('moves an image down and back up, each change said aloud', async () => {
    const { page, url } = browser
    const produto = await produtoComGaleria()
    const antes = (await produto.ids()).imagens.map((i) => i.id)
    await login(page, url, VENDEDOR)
    await page.waitForURL(url('/dashboard'))
    await page.goto(url(`/produtos?busca=${encodeURIComponent(produto.nome)}`))
    await page
      .getByRole('link', { name: `Editar ${produto.nome}`, exact: true })
      .first()
      .click()
    await page.getByRole('heading', { level: 1, name: 'Editar Produto' }).waitFor()
    const galeria = page.getByRole('region', { name: 'Galeria de imagens' })
    await galeria.getByRole('img', { name: `Imagem 1 de ${antes.length}` }).waitFor()
    expect(await galeria.getByRole('button', { name: 'Mover imagem 1 para cima' }).isDisabled()).toBe(true)

    await galeria.getByRole('button', { name: 'Mover imagem 1 para baixo' }).click()
    await galeria.getByRole('status').getByText('Imagem movida para a posição 2.').waitFor()
    expect((await produto.ids()).imagens.map((i) => i.id)).toEqual([antes[1], antes[0], ...antes.slice(2)])

    await galeria.getByRole('button', { name: 'Mover imagem 2 para cima' }).click()
    await galeria.getByRole('status').getByText('Imagem movida para a posição 1.').waitFor()
    expect((await produto.ids()).imagens.map((i) => i.id)).toEqual(antes)
    expect(await seriousViolations(page)).toEqual([])
  })
})
