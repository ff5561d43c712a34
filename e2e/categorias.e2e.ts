import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { cardNames, seriousViolations, waitForCards } from './support/catalogo.ts'

// Categories and facets: a visitor picks a category from the chips under the
// search, on a phone and on a desktop; the address keeps it, the cards are of that category, the
// chip's count is what the catalogue has, and a raw material narrows it further.

/** The demo's bags: every name the category's products use. */
const BOLSAS = /Bolsa|Ecobag|Carteira|Mochila|Sacola|Necessaire/

const catalogueCall = (check: (u: URL) => boolean) => (response: { url(): string }) => {
  const called = new URL(response.url())
  return called.pathname === '/api/anuncios/ativos-comprador' && check(called)
}

/** The count a chip shows, '(19)'. */
const contagem = async (chip: { innerText(): Promise<string> }) =>
  Number(/\((\d+)\)/.exec(await chip.innerText())?.[1])

async function filtraPorCategoria(page: Page, url: (path: string) => string) {
  await page.goto(url('/'))
  await waitForCards(page)
  const categorias = page.getByRole('group', { name: 'Categorias' })
  const chip = categorias.getByRole('button', { name: /^Bolsas/ })
  await chip.waitFor()
  const total = await contagem(chip)
  expect(total).toBeGreaterThan(0)
  expect(await categorias.getByRole('button', { name: 'Todas' }).getAttribute('aria-pressed')).toBe('true')

  const resposta = page.waitForResponse(catalogueCall((u) => u.searchParams.get('categoria') === 'bolsas'))
  await chip.click()
  await page.waitForURL((u) => u.searchParams.get('categoria') === 'bolsas')
  const body = await (await resposta).json()
  await waitForCards(page)
  expect(await chip.getAttribute('aria-pressed')).toBe('true')
  const nomes = await cardNames(page)
  expect(nomes.length).toBeGreaterThan(0)
  expect(nomes.length).toBeLessThanOrEqual(total)
  for (const nome of nomes) expect(nome).toMatch(BOLSAS)
  expect(body.total).toBe(total)
  expect(await seriousViolations(page)).toEqual([])

  // The address keeps it.
  await page.reload()
  await waitForCards(page)
  expect(await chip.getAttribute('aria-pressed')).toBe('true')
  expect(await cardNames(page)).toEqual(nomes)

  // A raw material narrows the bags; its chip says how many.
  const materias = page.getByRole('group', { name: 'Matérias-primas' })
  const materia = materias.getByRole('button').first()
  const porMateria = await contagem(materia)
  const narrowed = page.waitForResponse(catalogueCall((u) => u.searchParams.has('materia')))
  await materia.click()
  await page.waitForURL((u) => u.searchParams.has('materia') && u.searchParams.get('categoria') === 'bolsas')
  expect((await (await narrowed).json()).total).toBe(porMateria)
  await waitForCards(page)
  for (const nome of await cardNames(page)) expect(nome).toMatch(BOLSAS)

  // Pressed again, the category goes; the material stays.
  await chip.click()
  await page.waitForURL((u) => !u.searchParams.has('categoria') && u.searchParams.has('materia'))
  await waitForCards(page)
}

describe('categories on a phone', () => {
  const browser = useBrowser({ width: 360, height: 780 })
  it('filters the catalogue by a category and a raw material, with their counts, at 360 px', async () => {
    await filtraPorCategoria(browser.page, browser.url)
    // The chip rows scroll inside their own box: none is wider than the phone.
    for (const nome of ['Categorias', 'Matérias-primas']) {
      const caixa = await browser.page.getByRole('group', { name: nome }).boundingBox()
      expect(caixa?.width ?? 0, nome).toBeLessThanOrEqual(360)
    }
  })
})

describe('categories on a desktop', () => {
  const browser = useBrowser({ width: 1280, height: 800 })
  it('filters the catalogue by a category and a raw material, with their counts', async () => {
    await filtraPorCategoria(browser.page, browser.url)
  })
})
