import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { cardLinks, cardNames, cardPrices, seriousViolations, waitForCards } from './support/catalogo.ts'

// A desktop visitor of the catalogue (docs/product/catalogo.md). The journeys find listings through the
// screen, so they hold for any demo catalogue with more than two pages.
const browser = useBrowser({ width: 1280, height: 800 })

/** The catalogue's own call with `param` in its query, as the page sends it. */
const catalogueCall = (param: string) => (response: { url(): string }) =>
  response.url().includes('/api/anuncios/ativos-comprador') && response.url().includes(param)

/** The catalogue's own call searching for `busca`. */
const searchCall = (busca: string) => (response: { url(): string }) => {
  const called = new URL(response.url())
  return called.pathname === '/api/anuncios/ativos-comprador' && called.searchParams.get('busca') === busca
}

describe('the catalogue on a desktop', () => {
  it('finds "Luminária" from the typo "luminaira", offers names while typing, and keeps the search in the address', async () => {
    const { page, url } = browser
    await page.goto(url('/'))
    await waitForCards(page)
    const box = page.getByRole('combobox', { name: 'Buscar produtos' })
    expect(await box.getAttribute('placeholder')).toBe('Buscar produtos...')

    // Suggestions while typing: arrows move through them, Escape closes them.
    await box.fill('lumin')
    const sugestoes = page.getByRole('listbox', { name: 'Sugestões' })
    await sugestoes
      .getByRole('option', { name: /Luminária/ })
      .first()
      .waitFor()
    await box.press('ArrowDown')
    const primeira = sugestoes.getByRole('option').first()
    expect(await box.getAttribute('aria-activedescendant')).toBe(await primeira.getAttribute('id'))
    expect(await primeira.getAttribute('aria-selected')).toBe('true')
    await box.press('Escape')
    await sugestoes.waitFor({ state: 'hidden' })
    expect(await box.getAttribute('aria-expanded')).toBe('false')

    // A typo still finds the lamps, name matches first. The previous cards stay while the search
    // loads: its own answer is awaited, not only the address.
    await box.fill('luminaira')
    const porErro = page.waitForResponse(searchCall('luminaira'))
    await box.press('Enter')
    await page.waitForURL((u) => u.searchParams.get('busca') === 'luminaira')
    await porErro
    await waitForCards(page)
    const nomes = await cardNames(page)
    expect(nomes[0]).toMatch(/Luminária/)

    await page.reload()
    await waitForCards(page)
    expect(await box.inputValue()).toBe('luminaira')
    expect(await cardNames(page)).toEqual(nomes)

    // Back: the catalogue before the search, with an empty box.
    await page.goBack()
    await page.waitForURL((u) => u.pathname === '/' && !u.searchParams.has('busca'))
    await waitForCards(page)
    // The URL changes first, the page draws it right after (a transition): wait for the box.
    await expect.poll(() => box.inputValue()).toBe('')

    // Choosing a suggestion with the keyboard searches for it.
    await box.fill('lumin')
    await sugestoes.getByRole('option').first().waitFor()
    const escolhida = await sugestoes.getByRole('option').first().innerText()
    const pelaSugestao = page.waitForResponse(searchCall(escolhida))
    await box.press('ArrowDown')
    await box.press('Enter')
    await page.waitForURL((u) => u.searchParams.get('busca') === escolhida)
    await pelaSugestao
    await waitForCards(page)
    expect((await cardNames(page))[0]).toBe(escolhida)
  })

  it('filters by payment form and a price range typed with a comma; the filters survive a reload and clear', async () => {
    const { page, url } = browser
    await page.goto(url('/'))
    await waitForCards(page)
    await page.getByRole('button', { name: 'Filtros' }).click()

    const sustentavel = page.waitForResponse(catalogueCall('forma_pagamento=sustentavel'))
    await page.getByLabel('Forma de pagamento').selectOption('sustentavel')
    await sustentavel
    await waitForCards(page)
    const cards = page.getByRole('article')
    for (let i = 0; i < (await cards.count()); i++) {
      const card = cards.nth(i)
      expect(await card.getByRole('list', { name: 'Formas de pagamento' }).innerText()).toContain(
        'Sustentável',
      )
      expect(await card.getByText(/^ou R\$\s*[\d.]+,\d{2} \+ \d+ créditos?$/).count()).toBe(1)
    }

    const faixa = page.waitForResponse(catalogueCall('preco_max=100.5'))
    await page.getByLabel('Preço mínimo (R$)').fill('30,5')
    await page.getByLabel('Preço máximo (R$)').fill('100,5')
    await faixa
    await waitForCards(page)
    const precos = await cardPrices(page)
    expect(precos.length).toBeGreaterThan(0)
    for (const preco of precos) expect(preco >= 30.5 && preco <= 100.5).toBe(true)
    expect(new URL(page.url()).searchParams.get('preco_min')).toBe('30,5')

    await page.reload()
    await waitForCards(page)
    expect(await page.getByLabel('Preço mínimo (R$)').inputValue()).toBe('30,5')
    expect(await page.getByLabel('Forma de pagamento').inputValue()).toBe('sustentavel')
    expect(await cardPrices(page)).toEqual(precos)

    // A minimum above the maximum is refused on the spot.
    await page.getByLabel('Preço mínimo (R$)').fill('200')
    await page.getByText('O preço mínimo não pode ser maior que o preço máximo.', { exact: true }).waitFor()

    await page.getByRole('button', { name: 'Limpar filtros' }).click()
    await page.waitForURL((u) => u.search === '')
    await expect.poll(() => page.getByLabel('Preço mínimo (R$)').inputValue()).toBe('')
    await expect.poll(() => page.getByLabel('Forma de pagamento').inputValue()).toBe('todos')
  })

  it('says what found nothing: the filters used, or the search', async () => {
    const { page, url } = browser
    await page.goto(url('/?preco_min=99999'))
    await page.getByRole('heading', { name: 'Nenhum anúncio encontrado com status "ativo"' }).waitFor()
    await page.getByText('Filtros usados: preço mínimo R$ 99.999,00.', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Limpar filtros' }).last().click()
    await waitForCards(page)

    const box = page.getByRole('combobox', { name: 'Buscar produtos' })
    await box.fill('xyzwvqk')
    await box.press('Enter')
    await page.getByRole('heading', { name: 'Nenhum resultado encontrado' }).waitFor()
    await page.getByRole('button', { name: 'Limpar busca' }).last().click()
    await waitForCards(page)
    expect(await box.inputValue()).toBe('')
  })

  it('pages through numbered pages; back, forward and a reload bring the same cards', async () => {
    const { page, url } = browser
    await page.goto(url('/'))
    await waitForCards(page)
    await page.getByText(/^\d[\d.]*\+? produtos?$/).waitFor()
    const paginas = page.getByRole('navigation', { name: 'Paginação' })
    // The address changes first and the page is drawn right after: wait for page n's button to be
    // the current one, then for its cards.
    const naPagina = async (n: number) => {
      await paginas
        .getByRole('button', { name: `Página ${n}`, exact: true })
        .and(page.locator('[aria-current="page"]'))
        .waitFor()
      await waitForCards(page)
    }
    await naPagina(1)
    const primeira = await cardLinks(page)
    expect(primeira).toHaveLength(12)

    await paginas.getByRole('button', { name: 'Página 2' }).click()
    await page.waitForURL((u) => u.searchParams.get('page') === '2')
    await naPagina(2)
    const segunda = await cardLinks(page)
    expect(segunda.filter((link) => primeira.includes(link))).toEqual([])

    await page.goBack()
    await page.waitForURL((u) => !u.searchParams.has('page'))
    await naPagina(1)
    expect(await cardLinks(page)).toEqual(primeira)

    await page.goForward()
    await page.waitForURL((u) => u.searchParams.get('page') === '2')
    await naPagina(2)
    expect(await cardLinks(page)).toEqual(segunda)

    await page.reload()
    await naPagina(2)
    expect(await cardLinks(page)).toEqual(segunda)
  })

  it('has no serious or critical accessibility finding, with the filters and the suggestions open', async () => {
    const { page, url } = browser
    await page.goto(url('/'))
    await waitForCards(page)
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Filtros' }).click()
    await page.getByRole('combobox', { name: 'Buscar produtos' }).fill('lumin')
    await page.getByRole('listbox', { name: 'Sugestões' }).getByRole('option').first().waitFor()
    expect(await seriousViolations(page)).toEqual([])
    expect(browser.errors).toEqual([])
  })
})
