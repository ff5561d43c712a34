import { describe, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { login } from './support/login.ts'
import { createUser } from './support/users.ts'

const browser = useBrowser()

describe('the 30-minute session', () => {
  it('shows "Sessão Expirada" when the time is up, and "Fazer Login" goes to /login', async () => {
    const { page, url } = browser
    await page.clock.install()
    const buyer = await createUser(['comprador'])
    await login(page, url, buyer)
    await page.waitForURL(url('/'))
    await page.goto(url('/perfil'))
    await page.getByText(buyer.email).first().waitFor()
    await page.clock.fastForward('30:30')
    const modal = page.getByRole('dialog', { name: 'Sessão Expirada' })
    await modal.waitFor()
    await modal.getByRole('button', { name: 'Fazer Login' }).click()
    // The sign-in page, which may carry where to come back to (?voltar=).
    await page.waitForURL((u) => u.pathname === '/login')
  })
})
