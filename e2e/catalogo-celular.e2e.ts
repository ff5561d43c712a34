import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { cardLinks, seriousViolations, waitForCards } from './support/catalogo.ts'
import { duasOfertas } from './support/checkout.ts'
import { DINHEIRO, type DinheiroMedido, medirDinheiro } from './support/dinheiro.ts'
import { login } from './support/login.ts'
import { createUser } from './support/users.ts'

// A visitor on a 360 px phone (docs/product/catalogo.md): the catalogue grows as they scroll, a
// listing opens at its own address, survives a reload, and buying asks them to sign in.
const browser = useBrowser({ width: 360, height: 780 })

const overflowX = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

/** The amounts that part 'R$' from their number: where they are, or squeezed to their narrowest. */
const partidos = (medidos: DinheiroMedido[]) =>
  medidos.filter((d) => d.linhas !== 1 || d.espremido !== 1 || (d.soDinheiro && !d.umaLinhaDeAltura))

describe('the catalogue on a phone', () => {
  it('loads the next cards when the reader nears the end, without page numbers', async () => {
    const { page, url } = browser
    await page.goto(url('/'))
    await waitForCards(page)
    expect(await page.getByRole('navigation', { name: 'Paginação' }).count()).toBe(0)
    const primeiras = await cardLinks(page)
    expect(primeiras).toHaveLength(12)

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.waitForFunction(() => document.querySelectorAll('main article').length > 12)
    const depois = await cardLinks(page)
    expect(depois.slice(0, 12)).toEqual(primeiras)
    expect(new Set(depois).size).toBe(depois.length)
    expect(await overflowX(page)).toBeLessThanOrEqual(0)
    expect(await seriousViolations(page)).toEqual([])
  })

  it('opens a listing at its own address, comes back to the same cards, and keeps it on reload', async () => {
    const { page, url } = browser
    await page.goto(url('/'))
    await waitForCards(page)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.waitForFunction(() => document.querySelectorAll('main article').length > 12)
    const cartoes = await cardLinks(page)

    // A card of the second page: its title is the link.
    const card = page.getByRole('article').nth(13)
    const nome = await card.getByRole('heading').innerText()
    await card.getByRole('heading').getByRole('link').click()
    await page.waitForURL((u) => /^\/anuncio-produto\/\d+$/.test(u.pathname))
    expect(new URL(page.url()).pathname).toBe(cartoes[13])
    await page.getByRole('heading', { level: 1, name: nome }).waitFor()

    await page.goBack()
    await waitForCards(page)
    await expect.poll(() => cardLinks(page)).toEqual(cartoes)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)

    await page.goForward()
    await page.getByRole('heading', { level: 1, name: nome }).waitFor()
    await page.reload()
    await page.getByRole('heading', { level: 1, name: nome }).waitFor()
    expect(await overflowX(page)).toBeLessThanOrEqual(0)
  })

  it('asks a visitor to sign in to buy, to add to the cart and to report', async () => {
    const { page, url } = browser
    await page.goto(url('/'))
    await waitForCards(page)

    // From a card.
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Comprar Agora/ })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Acesso Necessário' })
    await dialog
      .getByText('Para adicionar produtos ao carrinho, você precisa estar logado em sua conta.')
      .waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Adicionar ao Carrinho/ })
      .click()
    await dialog.waitFor()
    await page.keyboard.press('Escape')

    // And on the listing page.
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click()
    await page.waitForURL((u) => u.pathname.startsWith('/anuncio-produto/'))
    for (const botao of ['Comprar Agora', 'Adicionar ao Carrinho', 'Denunciar']) {
      await page.getByRole('button', { name: botao, exact: true }).click()
      await dialog.getByRole('link', { name: 'Entrar' }).waitFor()
      expect(await dialog.getByRole('link', { name: 'Criar uma conta' }).count()).toBe(1)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
    }
    await page.getByRole('button', { name: 'Comprar Agora', exact: true }).click()
    await dialog.getByRole('link', { name: 'Entrar' }).click()
    await page.waitForURL(
      (u) =>
        u.pathname === '/login' && u.searchParams.get('voltar')?.startsWith('/anuncio-produto/') === true,
    )
    expect(browser.errors).toEqual([])
  })

  it("keeps 'R$' and its number on one line, on every card and in the cart drawer", async () => {
    const { page, url } = browser
    await page.goto(url('/'))
    await waitForCards(page)
    const cartoes = await page.getByRole('article').count()
    const doCatalogo = await medirDinheiro(page.getByRole('article').getByText(DINHEIRO))
    // Every card's price, alone on its line, and the sustainable offers ('ou R$ 30,00 + 40 créditos').
    expect(doCatalogo.filter((d) => d.soDinheiro)).toHaveLength(cartoes)
    expect(doCatalogo.length).toBeGreaterThan(cartoes)
    expect(partidos(doCatalogo)).toEqual([])

    // A buyer with a padrão item and a sustainable one opens the cart on the phone.
    const { padrao, sustentavel } = await duasOfertas(5)
    const comprador = await createUser(['comprador'])
    await login(page, url, comprador)
    await page.waitForURL(url('/'))
    const eu = (await (await page.request.get(url('/api/usuarios/me'))).json()) as { id_usuario: number }
    for (const [card, forma] of [
      [padrao, 'padrao'],
      [sustentavel, 'sustentavel'],
    ] as const) {
      const res = await page.request.post(url('/api/carrinho/item'), {
        data: {
          id_usuario_comprador: eu.id_usuario,
          id_anuncio: card.id_anuncio,
          quantidade: 3,
          forma_pagamento_selecionada: forma,
        },
      })
      expect(res.status()).toBe(201)
    }
    await page.reload()
    await page.getByRole('button', { name: 'Carrinho (6 itens)' }).click()
    const drawer = page.getByRole('dialog', { name: 'Meu Carrinho' })
    for (const card of [padrao, sustentavel])
      await drawer.getByText(card.produto.nome, { exact: true }).waitFor()
    await drawer.getByText('Total em dinheiro').waitFor()
    const doCarrinho = await medirDinheiro(drawer.getByText(DINHEIRO))
    // Each item's unit price and subtotal, and the summary's amounts.
    expect(doCarrinho.length).toBeGreaterThanOrEqual(5)
    expect(partidos(doCarrinho)).toEqual([])
    expect(await overflowX(page)).toBeLessThanOrEqual(0)
    expect(browser.errors).toEqual([])
  })
})
