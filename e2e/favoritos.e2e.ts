import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { seriousViolations, waitForCards } from './support/catalogo.ts'
import { createUser } from './support/users.ts'

// Favourites: a visitor's heart asks them to sign in; signed in, the heart keeps the piece
// and the Favoritos page shows it, on a phone and on a desktop.
const browser = useBrowser({ width: 360, height: 780 })

/** The catalogue's card of the listing at `href` (two listings may share a product's name). */
const cartao = (page: Page, href: string) => page.locator(`article:has(a[href="${href}"])`)

async function jornada(page: Page, url: (path: string) => string) {
  const compradora = await createUser(['comprador'])
  await page.goto(url('/'))
  await waitForCards(page)
  const primeiro = page.getByRole('article').first().getByRole('heading').getByRole('link')
  const nome = await primeiro.innerText()
  const href = (await primeiro.getAttribute('href')) as string

  // A visitor hearts a piece: the login-required dialog, and nothing pressed.
  const coracao = cartao(page, href).getByRole('button', { name: `Favoritar ${nome}` })
  expect(await coracao.getAttribute('aria-pressed')).toBe('false')
  await coracao.click()
  const dialog = page.getByRole('dialog', { name: 'Acesso Necessário' })
  await dialog.getByText('Para favoritar um produto, você precisa estar logado em sua conta.').waitFor()
  expect(await seriousViolations(page)).toEqual([])
  await dialog.getByRole('link', { name: 'Entrar' }).click()

  // Signs in, and comes back to the catalogue (wherever the sign-in leads).
  await page.getByLabel('E-mail').fill(compradora.email)
  await page.getByLabel('Senha', { exact: true }).fill(compradora.senha)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.waitForURL((u) => !u.pathname.startsWith('/login'))
  if (new URL(page.url()).pathname !== '/') await page.goto(url('/'))
  await waitForCards(page)

  await cartao(page, href)
    .getByRole('button', { name: `Favoritar ${nome}` })
    .click()
  const pressionado = cartao(page, href).getByRole('button', { name: `Remover ${nome} dos favoritos` })
  await pressionado.waitFor()
  expect(await pressionado.getAttribute('aria-pressed')).toBe('true')
  // Kept by the server: a reload shows it pressed still.
  await page.reload()
  await waitForCards(page)
  await cartao(page, href)
    .getByRole('button', { name: `Remover ${nome} dos favoritos` })
    .waitFor()

  await page.goto(url('/favoritos'))
  await page.getByRole('heading', { level: 1, name: 'Favoritos' }).waitFor()
  const favorito = page.getByRole('list', { name: 'Meus favoritos' }).getByRole('article')
  await favorito.getByRole('link', { name: nome }).waitFor()
  expect(await favorito.getByRole('link', { name: nome }).getAttribute('href')).toBe(href)
  expect(await favorito.count()).toBe(1)
  expect(await seriousViolations(page)).toEqual([])

  // Removed from the page: the empty state leads back to the catalogue.
  await favorito.getByRole('button', { name: `Remover ${nome} dos favoritos` }).click()
  await page.getByText('Você ainda não tem favoritos').waitFor()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('link', { name: 'Explorar o catálogo' }).click()
  await waitForCards(page)
  await cartao(page, href)
    .getByRole('button', { name: `Favoritar ${nome}` })
    .waitFor()
}

describe('favourites', () => {
  it('on a phone: a visitor hearts a piece, signs in, hearts it and finds it in Favoritos', async () => {
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
