import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { login } from './support/login.ts'
import { createUser } from './support/users.ts'

const browser = useBrowser({ width: 360, height: 780 })

async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Nothing may be wider than the 360 px screen (no sideways scrolling). */
const overflowX = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

describe('at 360 px, every account page is accessible and fits the screen', () => {
  it.each([
    '/',
    '/login',
    '/cadastro',
    '/esqueci-senha',
    '/redefinir-senha?token=x',
    '/confirmar-email?token=x',
    '/confirmar-email',
    '/politica-privacidade-termos-uso',
    '/acesso-negado',
  ])('public page %s', async (path) => {
    const { page, url } = browser
    await page.goto(url(path))
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    expect(await violations(page)).toEqual([])
    expect(await overflowX(page)).toBeLessThanOrEqual(0)
  })

  it('signed-in pages /perfil, /atualizar-perfil, /alterar-senha and the seller dashboard', async () => {
    const { page, url } = browser
    const user = await createUser(['vendedor', 'comprador'])
    await login(page, url, user, 'Vendedor')
    await page.waitForURL(url('/dashboard'))
    for (const path of ['/dashboard', '/perfil', '/atualizar-perfil', '/alterar-senha']) {
      await page.goto(url(path))
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      expect({ path, violations: await violations(page) }).toEqual({ path, violations: [] })
      expect(await overflowX(page)).toBeLessThanOrEqual(0)
    }
  })

  it('opens the side menu from the menu button and closes it with Escape, returning focus', async () => {
    const { page, url } = browser
    const buyer = await createUser(['comprador'])
    await login(page, url, buyer)
    await page.waitForURL(url('/'))
    const menuButton = page.getByRole('button', { name: /menu/i }).first()
    await menuButton.click()
    const drawer = page.getByRole('dialog')
    await drawer.getByRole('link', { name: 'Meus Pedidos' }).waitFor()
    expect(await drawer.getByText('Menu Principal').count()).toBeGreaterThan(0)
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'detached' })
    await expect.poll(() => menuButton.evaluate((el) => el === document.activeElement)).toBe(true)
  })

  it("titles a visitor's menu 'Menu Principal', as documented", async () => {
    const { page, url } = browser
    await page.context().clearCookies()
    await page.goto(url('/'))
    await page.getByRole('button', { name: /menu/i }).first().click()
    const drawer = page.getByRole('dialog')
    await drawer.getByRole('link', { name: 'Entrar' }).waitFor()
    expect(await drawer.getByText('Menu Principal', { exact: true }).count()).toBeGreaterThan(0)
    expect(await drawer.getByText('Menu', { exact: true }).count()).toBe(0)
  })
})

describe('at 360 px, everything is big enough to tap and shows where the focus is', () => {
  /** Heights below 44 px of the visible elements `selector` finds. */
  const tooSmall = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((elements) =>
      elements
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => ({
          text: (el.textContent ?? '').trim().slice(0, 30),
          height: el.getBoundingClientRect().height,
        }))
        .filter(({ height }) => height < 44),
    )

  it('card buttons, menu items and the banner buttons are at least 44 px tall, with a visible focus', async () => {
    const { page, url } = browser
    await page.context().clearCookies()
    await page.goto(url('/'))
    const cadastro = page
      .getByRole('region', { name: 'Bem-vindo à Recria!' })
      .getByRole('link', { name: 'Criar uma conta' })
    await cadastro.focus()
    expect(await cadastro.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none')
    expect((await cadastro.boundingBox())?.height).toBeGreaterThanOrEqual(44)

    await login(page, url, { email: 'vendedor@recria.com.br', senha: 'recria123' })
    await page.waitForURL(url('/dashboard'))
    await page.goto(url('/anuncios'))
    const firstCard = page.getByRole('article').first()
    await firstCard.waitFor()
    expect(await tooSmall(page, 'article button, article a')).toEqual([])
    await page.getByRole('navigation', { name: 'Paginação' }).waitFor()
    expect(await tooSmall(page, 'header button, main button, main a[href]:not(article a)')).toEqual([])
    const title = firstCard.getByRole('button').first()
    await title.focus()
    const ring = await title.evaluate((el) => getComputedStyle(el, '::after').outlineStyle)
    expect(ring).not.toBe('none')

    await page.getByRole('button', { name: /Menu da conta/ }).click()
    await page.getByRole('menuitem', { name: 'Sair da conta' }).waitFor()
    expect(await tooSmall(page, '[role="menuitem"]')).toEqual([])
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: /menu/i }).first().click()
    await page.getByRole('dialog').getByRole('link').first().waitFor()
    expect(await tooSmall(page, '[role="dialog"] a')).toEqual([])
  })
})
