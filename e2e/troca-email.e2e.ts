// Changing the e-mail (docs/decisions/044-email-change-and-login-ceiling.md): the profile page asks the
// current password and says where the link went; the old address is warned; the link's page confirms.
import { describe, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { login } from './support/login.ts'
import { latestEmailTo, linkIn } from './support/outbox.ts'
import { createUser } from './support/users.ts'

const browser = useBrowser({ width: 360, height: 780 })

describe('changing the e-mail', () => {
  it('asks the password, mails a link to the new address, and changes it only once confirmed', async () => {
    const { page, url } = browser
    const user = await createUser(['comprador'])
    const novo = `novo.${user.email}`
    await login(page, url, user)
    await page.waitForURL(url('/'))

    await page.goto(url('/atualizar-perfil'))
    await page.getByLabel('E-mail').fill(novo)
    await page.getByRole('button', { name: /Salvar/ }).click()
    await page.getByText('Informe sua senha atual para alterar o e-mail.').first().waitFor()
    await page.getByLabel('Senha atual').fill(user.senha)
    await page.getByRole('button', { name: /Salvar/ }).click()
    await page
      .getByText(
        `Enviamos um link de confirmação para ${novo}. O e-mail da conta só muda depois que você abrir esse link.`,
      )
      .waitFor()

    const aviso = await latestEmailTo(user.email)
    if (!aviso.text.includes(`para ${novo}.`)) throw new Error(`aviso sem o novo endereço: ${aviso.text}`)
    const link = linkIn(await latestEmailTo(novo))
    if (new URL(link).pathname !== '/confirmar-email') throw new Error(`link inesperado: ${link}`)

    await page.goto(link)
    await page.getByRole('button', { name: 'Confirmar novo e-mail' }).click()
    await page.getByRole('heading', { name: 'E-mail confirmado' }).waitFor()
    await page.getByText(`E-mail confirmado. Sua conta agora usa ${novo}.`).waitFor()

    await login(page, url, { email: novo, senha: user.senha })
    await page.waitForURL(url('/'))
  })
})
