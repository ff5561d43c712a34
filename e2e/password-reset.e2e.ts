import { setTimeout as delay } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { login } from './support/login.ts'
import { latestEmailTo, linkIn } from './support/outbox.ts'
import { createUser } from './support/users.ts'

const browser = useBrowser({ width: 360, height: 780 })

describe('forgotten password', () => {
  it('asks for a link, follows it from the e-mail, sets a new password and signs in with it', async () => {
    const { page, url } = browser
    const user = await createUser(['comprador'])
    // As on a busy machine: the page's script arrives late, and the login form stays on screen meanwhile.
    await page.route(/\/assets\/esqueci-senha-page-[\w-]+\.js$/, async (route) => {
      await delay(1_500)
      await route.continue()
    })
    await page.goto(url('/login'))
    await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click()
    await page.waitForURL(url('/esqueci-senha'))
    // The page itself, not only its address: while its script loads, the login form (which also has
    // an E-mail field) stays on screen.
    await page.getByRole('heading', { name: 'Esqueceu sua senha?' }).waitFor()
    await page.getByLabel('E-mail').fill(user.email)
    await page.getByRole('button', { name: /Enviar/ }).click()
    // The confirmation, or the form's error: then the test fails with its text.
    const failure = page.getByRole('alert').filter({ hasText: /\S/ })
    await page.getByText(/spam/i).or(failure).first().waitFor()
    expect(await failure.allTextContents()).toEqual([])

    const link = linkIn(await latestEmailTo(user.email))
    expect(new URL(link).pathname).toBe('/redefinir-senha')
    await page.goto(link)
    await page.getByLabel('Nova senha', { exact: true }).fill('curta')
    await page.getByLabel(/Confirm/).fill('curta')
    await page.getByRole('button', { name: /Redefinir/ }).click()
    await page.getByText('A senha deve ter pelo menos 8 caracteres.').first().waitFor()
    await page.getByLabel('Nova senha', { exact: true }).fill('recuperada-123')
    await page.getByLabel(/Confirm/).fill('recuperada-123')
    await page.getByRole('button', { name: /Redefinir/ }).click()
    // Only once the new password is stored may the link be opened again.
    await page.getByRole('heading', { name: 'Senha redefinida' }).waitFor()
    await page.getByRole('link', { name: 'Ir para o login' }).waitFor()

    await page.goto(link)
    await page
      .getByText('O link pode ter expirado ou já ter sido utilizado. Solicite um novo link de recuperação.')
      .waitFor()

    await login(page, url, { email: user.email, senha: 'recuperada-123' })
    await page.waitForURL(url('/'))
  })

  it('shows the missing-token message without a token', async () => {
    const { page, url } = browser
    await page.goto(url('/redefinir-senha'))
    await page.getByText('Token não encontrado na URL.').waitFor()
  })
})
