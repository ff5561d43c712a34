import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { seriousViolations } from './support/catalogo.ts'
import { baseUrl } from './support/server.ts'

// A listing's gallery (issue 22, part 4): swiped on a phone, chosen by its thumbnails and the arrow
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
})
