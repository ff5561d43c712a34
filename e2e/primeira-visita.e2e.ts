import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { seriousViolations, waitForCards } from './support/catalogo.ts'
import { createUser, newPerson } from './support/users.ts'

// A first visit on a 360 px phone: products in the first screen, a count a person
// reads, and signing in or registering from a listing comes back to it.
const browser = useBrowser({ width: 360, height: 640 })

describe('a first visit on a phone', () => {
  it('shows the first products in the first screen, under a compact banner, with a readable count', async () => {
    const { page, url } = browser
    await page.goto(url('/'))
    await waitForCards(page)
    await page.getByRole('heading', { name: 'Bem-vindo à Recria!' }).waitFor()
    const primeiro = await page.getByRole('article').first().boundingBox()
    expect(primeiro).not.toBeNull()
    expect(primeiro?.y ?? 9999).toBeLessThan(640)
    await page.getByText(/^\d[\d.]*\+? produtos?$/).waitFor()
    expect(await page.getByText(/mais de/).count()).toBe(0)
  })

  it('registers from a listing and, after signing in, is back on that listing', async () => {
    const { page, url } = browser
    await page.goto(url('/'))
    await waitForCards(page)
    await page.getByRole('article').first().getByRole('link').first().click()
    await page.waitForURL((u) => u.pathname.startsWith('/anuncio-produto/'))
    const anuncio = new URL(page.url()).pathname

    await page.getByRole('button', { name: 'Adicionar ao Carrinho', exact: true }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'Criar uma conta' }).click()
    await page.waitForURL((u) => u.pathname === '/cadastro' && u.searchParams.get('voltar') === anuncio)

    // 'Criar conta' says why it is disabled.
    const criar = page.getByRole('button', { name: 'Criar conta' })
    expect(await criar.isDisabled()).toBe(true)
    const dica = 'Aceite a Política de Privacidade e Termos de Uso para criar a conta.'
    await page.getByText(dica).waitFor()
    const descrita = await criar.getAttribute('aria-describedby')
    expect(await page.locator(`[id="${descrita}"]`).innerText()).toBe(dica)

    const person = newPerson('primeira')
    await page.getByLabel('Nome').fill(person.nome)
    await page.getByLabel('E-mail').fill(person.email)
    await page.getByLabel('Senha', { exact: true }).fill(person.senha)
    await page.getByLabel('Confirmar senha').fill(person.senha)
    await page.getByLabel('CPF ou CNPJ').pressSequentially(person.cnpj_cpf)
    await page.getByLabel('Li e aceito').check()
    expect(await page.getByText(dica).count()).toBe(0)
    await criar.click()
    await page.getByText('Usuário cadastrado com sucesso!').waitFor()

    await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('voltar') === anuncio)
    // The address changes first; the registration form (its e-mail and password filled) stays on screen
    // until the sign-in page is drawn: wait for that page's own button.
    await page.getByRole('button', { name: 'Entrar' }).waitFor()
    expect(await page.getByLabel('E-mail').inputValue()).toBe(person.email)
    await page.getByLabel('Senha', { exact: true }).fill(person.senha)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await page.waitForURL((u) => u.pathname === anuncio)
    await page.getByRole('button', { name: 'Adicionar ao Carrinho', exact: true }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
  })

  it('never leaves the site after signing in, whatever ?voltar= says', async () => {
    const { page, url } = browser
    const buyer = await createUser(['comprador'])
    for (const hostil of ['https://mal.example/x', '//mal.example/x', '/\\mal.example']) {
      await page.context().clearCookies()
      await page.goto(url(`/login?voltar=${encodeURIComponent(hostil)}`))
      await page.getByLabel('E-mail').fill(buyer.email)
      await page.getByLabel('Senha', { exact: true }).fill(buyer.senha)
      await page.getByRole('button', { name: 'Entrar' }).click()
      await page.waitForURL(url('/'))
    }
  })
})
