import { describe, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { login } from './support/login.ts'
import { createUser } from './support/users.ts'

// The operator suspends an account from /admin/usuarios (the person can no longer sign in and reads
// why) and reactivates it; a buyer deletes their own account from the profile page.
const OPERADOR = { email: 'admin@recria.com.br', senha: 'recria123' }
const SUSPENSA = 'Sua conta está suspensa. Fale com a Recria pelo e-mail suporte@recria.com.br.'

const browser = useBrowser({ width: 360, height: 740 })

describe('the Users area and account deletion', () => {
  it('suspends an account with a reason, the person cannot sign in, and reactivates it', async () => {
    const { page, url } = browser
    const pessoa = await createUser(['vendedor'])
    await login(page, url, OPERADOR)
    await page.waitForURL((u) => !u.pathname.startsWith('/login'))
    await page.goto(url('/admin/usuarios'))
    await page.getByLabel('Buscar por nome, e-mail ou CPF/CNPJ').fill(pessoa.email)
    const cartao = page.getByRole('listitem').filter({ hasText: pessoa.email })
    await cartao.getByText('Ativo', { exact: true }).waitFor()

    await cartao.getByRole('button', { name: `Suspender ${pessoa.nome}` }).click()
    const dialogo = page.getByRole('dialog', { name: `Suspender usuário: ${pessoa.nome}` })
    await dialogo.getByRole('button', { name: 'Suspender' }).click()
    await dialogo.getByText('Informe o motivo da ação.').waitFor()
    await dialogo.getByLabel('Motivo').fill('Anúncios com fotos de produtos de terceiros.')
    await dialogo.getByRole('button', { name: 'Suspender' }).click()
    await page
      .getByText('Usuário suspenso. As sessões dele foram encerradas e os anúncios saíram do catálogo.')
      .waitFor()
    await cartao.getByText('Suspenso', { exact: true }).waitFor()
    await cartao.getByText('Anúncios com fotos de produtos de terceiros.').waitFor()

    const outra = await browser.otherPage()
    await login(outra, url, pessoa)
    await outra.getByText(SUSPENSA).waitFor()

    await cartao.getByRole('button', { name: `Reativar ${pessoa.nome}` }).click()
    const reativar = page.getByRole('dialog', { name: `Reativar usuário: ${pessoa.nome}` })
    await reativar.getByLabel('Motivo').fill('Fotos próprias enviadas e conferidas.')
    await reativar.getByRole('button', { name: 'Reativar' }).click()
    await page
      .getByText('Usuário reativado. Ele já pode entrar de novo e os anúncios voltaram ao catálogo.')
      .waitFor()
    await cartao.getByText('Ativo', { exact: true }).waitFor()

    await login(outra, url, pessoa)
    await outra.waitForURL(url('/dashboard'))
  })

  it('deletes a buyer account from the profile page, after the password', async () => {
    const { page, url } = browser
    const pessoa = await createUser(['comprador'])
    await login(page, url, pessoa)
    await page.waitForURL(url('/'))
    await page.goto(url('/perfil'))
    await page.getByRole('button', { name: 'Excluir minha conta' }).click()
    const dialogo = page.getByRole('dialog', { name: 'Excluir minha conta' })
    await dialogo.getByText('Esta ação não pode ser desfeita.').waitFor()
    await dialogo.getByLabel('Sua senha').fill('nao-e-a-senha-1')
    await dialogo.getByRole('button', { name: 'Excluir conta' }).click()
    await dialogo.getByText('Senha atual incorreta.').waitFor()
    await dialogo.getByLabel('Sua senha').fill(pessoa.senha)
    await dialogo.getByRole('button', { name: 'Excluir conta' }).click()
    await page.waitForURL(url('/'))
    await page.getByText('Sua conta foi excluída.').waitFor()

    await login(page, url, pessoa)
    await page.getByText('E-mail ou senha inválidos. Tente novamente.').waitFor()
  })
})
