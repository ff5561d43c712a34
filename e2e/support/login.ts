import type { Page } from 'playwright-core'

/** Signs in through the login page; with both profiles, picks `perfil` in the chooser. */
export async function login(
  page: Page,
  url: (path: string) => string,
  user: { email: string; senha: string },
  perfil?: 'Comprador' | 'Vendedor',
) {
  await page.goto(url('/login'))
  await page.getByLabel('E-mail').fill(user.email)
  await page.getByLabel('Senha', { exact: true }).fill(user.senha)
  await page.getByRole('button', { name: 'Entrar' }).click()
  if (perfil) {
    const chooser = page.getByRole('dialog')
    await chooser.getByRole('button', { name: new RegExp(perfil) }).click()
  }
}
