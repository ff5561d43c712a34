import AxeBuilder from '@axe-core/playwright'
import { formatDate } from '@recria/domain/format'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { login } from './support/login.ts'
import { createUser } from './support/users.ts'

const browser = useBrowser()

const block = (page: Page) => page.getByRole('region', { name: 'Integração com Mercado Pago' })

async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** A new seller, signed in, on /perfil with the disconnected block; clicks Conectar. */
async function toConsentPage(page: Page, url: (path: string) => string) {
  await login(page, url, await createUser(['vendedor']))
  await page.waitForURL(url('/dashboard'))
  await page.goto(url('/perfil'))
  await block(page).getByText('Não conectado').waitFor()
  await block(page).getByRole('button', { name: 'Conectar' }).click()
  await page.waitForURL((u) => u.pathname === '/mp-sim/authorization')
  await page.getByRole('heading', { name: 'Autorizar o acesso à sua conta' }).waitFor()
}

describe('a seller and their Mercado Pago account', () => {
  it('opened at 127.0.0.1, signs in and connects on the public address, signed in all the way', async () => {
    const { page, url } = browser
    const loopback = url('/login').replace('//localhost:', '//127.0.0.1:')
    await page.goto(loopback)
    await page.waitForURL(url('/login'))
    await toConsentPage(page, url)
    const n = Date.now().toString(36)
    await page.getByLabel('Apelido').fill(`TESTUSER_LOOPBACK_${n}`)
    await page.getByLabel('E-mail').fill(`loopback.${n}@testuser.com`)
    await page.getByLabel('Senha', { exact: true }).fill('minha-senha-de-teste')
    await page.getByRole('button', { name: 'Autorizar' }).click()
    await page.waitForURL(url('/mercadopago-conectado?sucesso=true'))
    await page.getByRole('heading', { level: 1, name: 'Mercado Pago conectado!' }).waitFor()
  })

  it('explains a failed return even without a session', async () => {
    const { page, url } = browser
    await page.context().clearCookies()
    await page.goto(url('/erro-autorizacao?erro=sessao_expirada'))
    await page.getByRole('heading', { level: 1, name: 'Não foi possível conectar' }).waitFor()
    await page
      .getByRole('alert')
      .getByText(
        'A solicitação de conexão expirou ou não pertence a esta sessão. Inicie a conexão novamente pelo seu perfil.',
      )
      .waitFor()
  })

  it('connects from the profile through the consent page, then disconnects', async () => {
    const { page, url } = browser
    await toConsentPage(page, url)
    const n = Date.now().toString(36)
    const account = { nickname: `TESTUSER_E2E_${n}`, email: `e2e.${n}@testuser.com` }
    await page.getByLabel('Apelido').fill(account.nickname)
    await page.getByLabel('E-mail').fill(account.email)
    await page.getByLabel('Senha', { exact: true }).fill('teste123')
    await page.getByRole('button', { name: 'Autorizar' }).click()

    await page.waitForURL(url('/mercadopago-conectado?sucesso=true'))
    await page.getByRole('heading', { level: 1, name: 'Mercado Pago conectado!' }).waitFor()
    await page.getByRole('status').getByText('Sua conta do Mercado Pago foi conectada com sucesso.').waitFor()
    await page.waitForURL(url('/perfil'), { timeout: 6000 })

    const connected = block(page)
    await connected.getByText('Conectado', { exact: true }).waitFor()
    for (const text of [account.nickname, account.email, formatDate(new Date())]) {
      expect(await connected.getByText(text, { exact: true }).isVisible()).toBe(true)
    }

    await connected.getByRole('button', { name: 'Desconectar' }).click()
    const dialog = page.getByRole('dialog', { name: 'Desconectar Mercado Pago?' })
    await dialog.getByRole('button', { name: 'Desconectar' }).click()
    await page.getByText('Desconectado do Mercado Livre com sucesso!').waitFor()
    await connected.getByText('Não conectado').waitFor()
    expect(await connected.getByText(account.email).count()).toBe(0)
    expect(browser.errors).toEqual([])
  })

  it('needs the password of an existing account: a wrong one is refused on the page, and nobody is connected', async () => {
    const { page, url } = browser
    await page.setViewportSize({ width: 360, height: 780 })
    await toConsentPage(page, url)
    // The demo seller's account at the simulator, made by the demo seed: its password is teste123.
    await page.getByLabel('E-mail').fill('atelie.bruno@testuser.com')
    await page.getByLabel('Senha', { exact: true }).fill('nao-e-a-senha')
    await page.getByRole('button', { name: 'Autorizar' }).click()

    await page.getByRole('heading', { name: 'Autorizar o acesso à sua conta' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/mp-sim/authorization')
    await page.getByRole('alert').getByText('Confira os campos destacados abaixo.').waitFor()
    const senha = page.getByLabel('Senha', { exact: true })
    expect(await senha.inputValue()).toBe('')
    expect(await senha.getAttribute('aria-invalid')).toBe('true')
    expect(await senha.getAttribute('aria-describedby')).toBe('password-erro')
    await page.getByText('Senha incorreta para a conta deste e-mail. Confira e tente de novo.').waitFor()
    expect(await page.getByLabel('E-mail').inputValue()).toBe('atelie.bruno@testuser.com')
    expect(await violations(page)).toEqual([])
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0)

    await page.goto(url('/perfil'))
    await block(page).getByText('Não conectado').waitFor()
  })

  it('cancels on the consent page and is told so, without Tentar Novamente', async () => {
    const { page, url } = browser
    await toConsentPage(page, url)
    await page.getByRole('button', { name: 'Cancelar' }).click()
    await page.waitForURL(url('/erro-autorizacao?erro=access_denied'))
    await page
      .getByRole('alert')
      .getByText(/^Você cancelou a autorização/)
      .waitFor()
    expect(await page.getByRole('button', { name: 'Tentar Novamente' }).count()).toBe(0)
    await page.getByRole('link', { name: 'Voltar para Perfil' }).click()
    await page.waitForURL(url('/perfil'))
    await block(page).getByText('Não conectado').waitFor()
    expect(browser.errors).toEqual([])
  })

  it('shows each error at 360 px, accessibly, and goes back to /perfil after 5 s', async () => {
    const { page, url } = browser
    await page.setViewportSize({ width: 360, height: 780 })
    await login(page, url, await createUser(['vendedor']))
    await page.waitForURL(url('/dashboard'))
    await page.goto(url('/erro-autorizacao?erro=codigo_invalido'))
    await page
      .getByRole('alert')
      .getByText(/código de autorização é inválido/)
      .waitFor()
    await page.getByRole('button', { name: 'Tentar Novamente' }).waitFor()
    expect(await violations(page)).toEqual([])
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0)

    await page.goto(url('/erro-autorizacao?erro=qualquer-coisa'))
    await page.getByRole('alert').getByText('Erro desconhecido', { exact: true }).waitFor()
    const shown = Date.now()
    await page.waitForURL(url('/perfil'), { timeout: 8000 })
    expect(Date.now() - shown).toBeGreaterThan(4000)

    await block(page).getByText('Não conectado').waitFor()
    expect(await violations(page)).toEqual([])
  })

  it('the demo seller starts connected to a simulator account, shown accessibly at 360 px', async () => {
    const { page, url } = browser
    await page.setViewportSize({ width: 360, height: 780 })
    await login(page, url, { email: 'vendedor@recria.com.br', senha: 'recria123' })
    await page.waitForURL(url('/dashboard'))
    await page.goto(url('/perfil'))
    await block(page).getByText('Conectado', { exact: true }).waitFor()
    await block(page).getByText('TESTUSER_ATELIE_BRUNO', { exact: true }).waitFor()
    await block(page).getByText('atelie.bruno@testuser.com', { exact: true }).waitFor()
    expect(await violations(page)).toEqual([])
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0)
    expect(browser.errors).toEqual([])
  })
})
