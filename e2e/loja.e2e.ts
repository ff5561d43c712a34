import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { seriousViolations, waitForCards } from './support/catalogo.ts'

// Seller shops: a visitor follows the seller's name on a catalogue card to the shop, reads
// the atelier's header, finds only that seller's pieces there, searches them (in the URL), and opens
// one; an address that names no shop says so. On a phone and on a desktop, axe finding nothing serious.
const browser = useBrowser({ width: 360, height: 780 })

async function jornada(page: Page, url: (path: string) => string) {
  // A demo atelier's piece: the newest cards may be of sellers other journeys are changing meanwhile.
  await page.goto(url('/?busca=brinquedos'))
  await waitForCards(page)
  const vendedor = page.getByRole('article').first().locator('a[href^="/loja/"]')
  const nome = await vendedor.innerText()
  const href = (await vendedor.getAttribute('href')) as string
  await vendedor.click()

  await page.waitForURL((u) => u.pathname === href)
  const titulo = page.getByRole('heading', { level: 1, name: nome })
  await titulo.waitFor()
  await waitForCards(page)
  expect(await page.title()).toBe(`${nome} | Recria`)
  await page.getByText(/^No Recria desde \p{L}+ de \d{4}$/u).waitFor()
  await page.getByRole('heading', { level: 2, name: 'Matéria-prima reaproveitada' }).waitFor()
  await page.getByRole('heading', { level: 2, name: 'Produtos do ateliê' }).waitFor()
  // Every card of the shop is this seller's.
  const vendedores = await page.getByRole('article').locator('a[href^="/loja/"]').allInnerTexts()
  expect(vendedores.length).toBeGreaterThan(0)
  expect(new Set(vendedores)).toEqual(new Set([nome]))
  expect(await seriousViolations(page)).toEqual([])

  // The catalogue's search, kept in the shop's URL.
  const primeiro = page.getByRole('article').first().getByRole('heading').getByRole('link')
  const produto = await primeiro.innerText()
  const palavra = produto.split(/\s+/)[0] as string
  await page.getByRole('combobox', { name: 'Buscar produtos' }).fill(palavra)
  await page.getByRole('combobox', { name: 'Buscar produtos' }).press('Enter')
  await page.waitForURL((u) => u.pathname === href && u.searchParams.get('busca') === palavra)
  await waitForCards(page)
  expect(new Set(await page.getByRole('article').locator('a[href^="/loja/"]').allInnerTexts())).toEqual(
    new Set([nome]),
  )
  await page.reload()
  await titulo.waitFor()
  await waitForCards(page)
  expect(await page.getByRole('combobox', { name: 'Buscar produtos' }).inputValue()).toBe(palavra)

  // A piece of the shop opens its listing, whose seller block leads back to the shop.
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click()
  await page.waitForURL((u) => u.pathname.startsWith('/anuncio-produto/'))
  await page.getByRole('link', { name: nome }).first().click()
  await page.waitForURL((u) => u.pathname === href)
  await titulo.waitFor()

  // An address that names no shop.
  await page.goto(url('/loja/2000000000'))
  await page.getByText('Loja não encontrada.').waitFor()
  expect(await page.title()).toBe('Loja não encontrada | Recria')
  expect(await seriousViolations(page)).toEqual([])
}

describe('seller shops', () => {
  it('on a phone: a visitor opens a shop from a catalogue card', async () => {
    const { page, url } = browser
    await jornada(page, url)
    expect(browser.errors).toEqual([])
  })

  it('on a desktop: the same journey', async () => {
    const { page, url } = browser
    await page.setViewportSize({ width: 1280, height: 800 })
    await jornada(page, url)
    expect(browser.errors).toEqual([])
  })
})
