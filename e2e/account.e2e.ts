import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { photoFile } from './support/images.ts'
import { login } from './support/login.ts'
import { createUser, newPerson } from './support/users.ts'

const browser = useBrowser()

describe('a buyer account, from registration to sign-out', () => {
  it('registers, signs in, edits the profile with a photo, changes the password and signs out', async () => {
    const { page, url } = browser
    const person = newPerson('comprador')

    await page.goto(url('/cadastro'))
    const submit = page.getByRole('button', { name: 'Criar conta' })
    expect(await submit.isDisabled()).toBe(true)
    await page.getByLabel('Nome').fill(person.nome)
    await page.getByLabel('E-mail').fill(person.email)
    await page.getByLabel('Senha', { exact: true }).fill(person.senha)
    await page.getByLabel('Confirmar senha').fill('outra-senha-1')
    await page.getByLabel('CPF ou CNPJ').pressSequentially(person.cnpj_cpf)
    await page.getByLabel('Telefone (opcional)').pressSequentially('11987654321')
    expect(await page.getByLabel('Telefone (opcional)').inputValue()).toBe('(11) 98765-4321')
    await page.getByLabel('Li e aceito').check()
    await submit.click()
    await page.getByText('As senhas não coincidem.').first().waitFor()
    await page.getByLabel('Confirmar senha').fill(person.senha)
    await submit.click()
    await page.getByText('Usuário cadastrado com sucesso!').waitFor()
    await page.waitForURL(url('/login'))

    await login(page, url, person)
    await page.waitForURL(url('/'))

    await page.goto(url('/atualizar-perfil'))
    await page.getByLabel('Nome').fill('Maria Editada Souza')
    await page.locator('input[type=file]').setInputFiles(await photoFile())
    await page.locator('main img[src^="blob:"]').waitFor()
    await page.getByRole('button', { name: /Salvar/ }).click()
    await page.getByText('Dados atualizados com sucesso!').waitFor()
    await page.waitForURL(url('/perfil'))
    await page.getByText('Maria Editada Souza').first().waitFor()
    const photo = page.locator('main img[src^="/api/arquivos/fotos/"]').first()
    await photo.waitFor()
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

    await page.goto(url('/alterar-senha'))
    await page.getByLabel('Senha atual').fill(person.senha)
    await page.getByLabel('Nova senha', { exact: true }).fill(person.senha)
    await page.getByLabel(/Confirm/).fill(person.senha)
    await page.getByRole('button', { name: /Alterar senha/i }).click()
    await page.getByText('Nova senha deve ser diferente da atual').first().waitFor()
    const novaSenha = 'nova-senha-segura-2'
    await page.getByLabel('Nova senha', { exact: true }).fill(novaSenha)
    await page.getByLabel(/Confirm/).fill(novaSenha)
    await page.getByRole('button', { name: /Alterar senha/i }).click()
    await page.getByText('Senha alterada com sucesso.').waitFor()
    await page.waitForURL(url('/perfil'))

    // LGPD, art. 18: the profile page hands the user a copy of what Recria holds about them.
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Baixar meus dados' }).click()
    const arquivo = await download
    expect(arquivo.suggestedFilename()).toMatch(/^recria-dados-\d+\.json$/)
    const dados = JSON.parse(await readFile(await arquivo.path(), 'utf8'))
    expect(dados.conta).toMatchObject({ nome: 'Maria Editada Souza', email: person.email })
    expect(dados.conta.termos_aceitos_em).not.toBeNull()
    expect(JSON.stringify(dados)).not.toMatch(/senha/i)

    await page.getByRole('button', { name: /Menu da conta/ }).click()
    await page.getByRole('menuitem', { name: 'Sair da conta' }).click()
    await page.waitForURL((u) => u.pathname === '/login' || u.pathname === '/')
    await page.goto(url('/perfil'))
    await page.waitForURL(url('/login?voltar=%2Fperfil'))

    await login(page, url, { email: person.email, senha: person.senha })
    await page.getByText('E-mail ou senha inválidos. Tente novamente.').waitFor()
    await login(page, url, { email: person.email, senha: novaSenha })
    await page.waitForURL(url('/'))
    expect(browser.errors).toEqual([])
  })
})

describe('a user with both profiles', () => {
  it('registers as Comprador e Vendedor, chooses Vendedor at sign-in and lands on /dashboard', async () => {
    const { page, url } = browser
    const person = newPerson('ambos')
    await page.goto(url('/cadastro'))
    await page.getByLabel('Nome').fill(person.nome)
    await page.getByLabel('E-mail').fill(person.email)
    await page.getByLabel('Senha', { exact: true }).fill(person.senha)
    await page.getByLabel('Confirmar senha').fill(person.senha)
    await page.getByLabel('CPF ou CNPJ').pressSequentially(person.cnpj_cpf)
    await page.getByLabel('Comprador e Vendedor').check()
    await page.getByLabel('Li e aceito').check()
    await page.getByRole('button', { name: 'Criar conta' }).click()
    await page.waitForURL(url('/login'))

    await login(page, url, person, 'Vendedor')
    await page.waitForURL(url('/dashboard'))
    await page.goto(url('/perfil'))
    await page.getByText('Vendedor / Comprador').waitFor()
  })

  it('closing the profile chooser with Escape enters with the default profile, not a bare /login', async () => {
    const { page, url } = browser
    const user = await createUser(['comprador', 'vendedor'])
    await login(page, url, user)
    await page.getByRole('dialog', { name: 'Escolha o perfil de acesso' }).waitFor()
    await page.keyboard.press('Escape')
    await page.waitForURL(url('/'))
    await page.goto(url('/perfil'))
    await page.getByText(user.email).first().waitFor()
  })
})
