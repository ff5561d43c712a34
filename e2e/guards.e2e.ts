import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { login } from './support/login.ts'
import { createUser } from './support/users.ts'

const browser = useBrowser()

describe('route guards', () => {
  it('sends a visitor opening /perfil to /login, to come back to /perfil', async () => {
    const { page, url } = browser
    await page.goto(url('/perfil'))
    await page.waitForURL(url('/login?voltar=%2Fperfil'))
    await page.getByLabel('E-mail').waitFor()
    await page.getByRole('heading', { level: 1, name: /Entrar/ }).waitFor()
  })

  it('sends a buyer opening /dashboard to /acesso-negado', async () => {
    const { page, url } = browser
    const buyer = await createUser(['comprador'])
    await login(page, url, buyer)
    await page.waitForURL(url('/'))
    await page.goto(url('/dashboard'))
    await page.waitForURL(url('/acesso-negado'))
    await page.getByRole('heading', { level: 1, name: /Acesso negado/i }).waitFor()
  })

  it('lets a seller into the back-office with the 17rem side menu', async () => {
    const { page, url } = browser
    const seller = await createUser(['vendedor'])
    await login(page, url, seller)
    await page.waitForURL(url('/dashboard'))
    const menu = page.getByRole('navigation', { name: /vendedor/i })
    await menu.getByRole('link', { name: 'Matérias-Primas' }).click()
    await page.waitForURL(url('/materias-primas'))
    // The address changes before the new page draws: wait for its own heading.
    await page.getByRole('heading', { level: 1, name: 'Minhas Matérias-Primas', exact: true }).waitFor()
    const width = await page
      .locator('aside')
      .first()
      .evaluate((el) => el.getBoundingClientRect().width)
    expect(width).toBe(17 * 16)
  })

  it('signs out and back to /login when the session cookie stops being valid', async () => {
    const { page, url } = browser
    const buyer = await createUser(['comprador'])
    await login(page, url, buyer)
    await page.waitForURL(url('/'))
    await page.goto(url('/perfil'))
    await page.getByText(buyer.email).first().waitFor()
    await page.context().clearCookies()
    await page.goto(url('/alterar-senha'))
    await page.waitForURL(url('/login?voltar=%2Falterar-senha'))
  })
})
