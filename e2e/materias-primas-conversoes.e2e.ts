import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { login } from './support/login.ts'
import { createUser } from './support/users.ts'

const browser = useBrowser()

/** docs/product/conversoes.md: the success modal shows, then the page goes to `path` about 2 s later. */
async function expectSavedThenRedirected(page: Page, message: string, path: string) {
  const dialog = page.getByRole('dialog', { name: 'Sucesso!' })
  await dialog.getByText(message, { exact: true }).waitFor()
  const shownAt = Date.now()
  await page.waitForURL((u) => u.pathname === path, { timeout: 5000 })
  expect(Date.now() - shownAt).toBeGreaterThan(1500)
}

/** Types in the search box and waits for the list to answer it. */
async function search(page: Page, placeholder: string, text: string) {
  const answered = page.waitForResponse((r) => r.url().includes(`busca=${encodeURIComponent(text)}`))
  await page.getByRole('searchbox', { name: placeholder }).fill(text)
  await answered
}

async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Nothing may be wider than the screen (no sideways scrolling). */
const overflowX = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

async function confirmDelete(page: Page, title: string) {
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Excluir' }).click()
}

describe('a seller manages raw materials and conversions', () => {
  it('creates, finds, edits and links a raw material, within the rules of both screens', async () => {
    const { page, url } = browser
    await login(page, url, await createUser(['vendedor']))
    await page.waitForURL(url('/dashboard'))

    // An empty list invites the first raw material.
    await page.goto(url('/materias-primas'))
    await page.getByRole('heading', { level: 1, name: 'Minhas Matérias-Primas' }).waitFor()
    await page.getByText('Nenhuma matéria-prima cadastrada').waitFor()
    await page.getByRole('link', { name: 'Criar Primeira Matéria-Prima' }).click()
    await page.waitForURL(url('/materia-prima/criar'))

    // Create: the documented messages, then success and the redirect.
    await page.getByRole('button', { name: 'Criar Matéria-Prima' }).click()
    await page.getByText('Nome da matéria-prima é obrigatório e deve ter ao menos 3 caracteres.').waitFor()
    await page.getByText('A descrição deve ter no mínimo 10 caracteres.').waitFor()
    expect(await page.getByLabel('Nome').evaluate((el) => el === document.activeElement)).toBe(true)

    await page.getByLabel('Nome').fill('Garrafa PET azul')
    await page.getByLabel('Descrição').fill('Garrafas de 2 litros, limpas')
    await page.getByText('28/255').waitFor()
    await page.getByLabel('Unidade de medida').selectOption('quilograma')
    await page.getByRole('button', { name: 'Criar Matéria-Prima' }).click()
    await expectSavedThenRedirected(page, 'Matéria-prima cadastrada com sucesso!', '/materias-primas')

    // Found by search (accents and case ignored) and by filters; no match names the filters.
    await search(page, 'Buscar matérias-primas...', 'garrafa')
    await page.getByRole('button', { name: 'Garrafa PET azul', exact: true }).waitFor()
    const toggle = page.getByRole('button', { name: /^Filtros/ })
    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await page.getByLabel('Unidade de medida').selectOption('quilograma')
    await page.getByRole('button', { name: 'Garrafa PET azul', exact: true }).waitFor()
    await page.getByLabel('Status').selectOption('inativa')
    await page
      .getByText('Nenhum resultado para "garrafa", status Inativa, unidade Quilograma (kg).', { exact: true })
      .waitFor()
    await page
      .getByRole('region', { name: 'Filtros' })
      .getByRole('button', { name: 'Limpar Filtros' })
      .click()
    await page.getByRole('button', { name: 'Garrafa PET azul', exact: true }).waitFor()
    expect(await page.getByRole('searchbox', { name: 'Buscar matérias-primas...' }).inputValue()).toBe('')

    // The card opens its details.
    await page.getByRole('button', { name: 'Garrafa PET azul', exact: true }).click()
    const details = page.getByRole('dialog', { name: 'Detalhes da Matéria-Prima' })
    await details.getByText('Garrafas de 2 litros, limpas').waitFor()
    await details.getByText('Quilograma (kg)').waitFor()
    await page.keyboard.press('Escape')

    // Edit: the form arrives filled; the new name is in the list after the redirect.
    await page.getByRole('link', { name: 'Editar Garrafa PET azul' }).click()
    await page.getByRole('heading', { level: 1, name: 'Editar Matéria-Prima' }).waitFor()
    expect(await page.getByLabel('Nome').inputValue()).toBe('Garrafa PET azul')
    expect(await page.getByLabel('Status').inputValue()).toBe('ativa')
    await page.getByLabel('Nome').fill('Garrafa PET verde')
    await page.getByRole('button', { name: 'Salvar Alterações' }).click()
    await expectSavedThenRedirected(page, 'Matéria-prima atualizada com sucesso!', '/materias-primas')
    await page.getByRole('button', { name: 'Garrafa PET verde', exact: true }).waitFor()

    // A conversion for it: one raw material picked by click, and a multiplier above zero.
    await page.goto(url('/conversoes'))
    await page.getByRole('heading', { level: 1, name: 'Minhas Conversões' }).waitFor()
    await page.getByRole('link', { name: 'Nova Conversão' }).click()
    await page.getByRole('button', { name: 'Criar Conversão' }).click()
    await page.getByText('Selecione uma matéria-prima.').waitFor()
    await page.getByText('Informe um valor multiplicável maior que zero.').waitFor()
    const material = page.getByRole('radio', { name: /Garrafa PET verde/ })
    await material.click()
    expect(await material.isChecked()).toBe(true)
    await page.getByLabel('Valor multiplicável').fill('2,5')
    await page.getByRole('button', { name: 'Criar Conversão' }).click()
    await expectSavedThenRedirected(page, 'Conversão cadastrada com sucesso!', '/conversoes')
    await page.getByText('x 2,50 por kg').waitFor()

    // A second active conversion for the same raw material is refused on the picker.
    await page.goto(url('/conversao/criar'))
    await page.getByRole('radio', { name: /Garrafa PET verde/ }).click()
    await page.getByLabel('Valor multiplicável').fill('3')
    await page.getByRole('button', { name: 'Criar Conversão' }).click()
    await page
      .getByRole('alert')
      .getByText('Matéria-prima já possui uma conversão ativa.', { exact: true })
      .waitFor()
    expect(page.url()).toBe(url('/conversao/criar'))

    // Edit: the raw material is read-only and says why.
    await page.goto(url('/conversoes'))
    await page.getByRole('link', { name: 'Editar conversão de Garrafa PET verde' }).click()
    await page.getByRole('heading', { level: 1, name: 'Atualizar Conversão' }).waitFor()
    await page.getByRole('button', { name: /Garrafa PET verde/ }).click()
    const readOnly = page.getByRole('dialog', { name: 'Matéria-prima não editável' })
    await readOnly
      .getByText(
        'A matéria-prima vinculada a esta conversão não pode ser alterada. Para vinculá-la a uma nova conversão, exclua esta e crie uma nova.',
        { exact: true },
      )
      .waitFor()
    await readOnly.getByRole('button', { name: 'Entendi' }).click()
    expect(await page.getByLabel('Valor multiplicável').inputValue()).toBe('2,50')
    await page.getByLabel('Valor multiplicável').fill('1,25')
    await page.getByRole('button', { name: 'Salvar Alterações' }).click()
    await expectSavedThenRedirected(page, 'Conversão atualizada com sucesso!', '/conversoes')
    await page.getByText('x 1,25 por kg').waitFor()

    // The multiplier filters take the comma too.
    await page.getByRole('button', { name: /^Filtros/ }).click()
    const filtros = page.getByRole('region', { name: 'Filtros' })
    await filtros.getByLabel('Multiplicador mínimo').fill('1,5')
    await page.getByText('Nenhum resultado para multiplicador mínimo 1,50.', { exact: true }).waitFor()
    await filtros.getByLabel('Multiplicador mínimo').fill('1,25')
    await page.getByText('x 1,25 por kg').waitFor()
    await filtros.getByRole('button', { name: 'Limpar Filtros' }).click()

    // The raw material cannot be deleted while the conversion uses it.
    await page.goto(url('/materias-primas'))
    await page.getByRole('button', { name: 'Excluir Garrafa PET verde' }).click()
    await confirmDelete(page, 'Excluir matéria-prima')
    const refused = page.getByRole('alertdialog', { name: 'Erro' })
    await refused.getByText('Erro ao excluir matéria-prima.', { exact: true }).waitFor()
    await refused.getByText(/em uso/).waitFor()
    await refused.getByRole('button', { name: 'Fechar' }).click()
    await page.getByRole('button', { name: 'Garrafa PET verde', exact: true }).waitFor()

    // Without the conversion it can: each success message leaves by itself in about 2 s.
    await page.goto(url('/conversoes'))
    await page.getByRole('button', { name: 'Excluir conversão de Garrafa PET verde' }).click()
    await confirmDelete(page, 'Excluir conversão')
    await page.getByText('Conversão excluída com sucesso!').waitFor()
    await page.getByText('Conversão excluída com sucesso!').waitFor({ state: 'hidden', timeout: 4000 })
    await page.getByText('Nenhuma conversão cadastrada').waitFor()

    await page.goto(url('/materias-primas'))
    await page.getByRole('button', { name: 'Excluir Garrafa PET verde' }).click()
    await confirmDelete(page, 'Excluir matéria-prima')
    await page.getByText('Matéria-prima excluída com sucesso!').waitFor()
    await page.getByText('Matéria-prima excluída com sucesso!').waitFor({ state: 'hidden', timeout: 4000 })
    await page.getByText('Nenhuma matéria-prima cadastrada').waitFor()

    expect(browser.errors).toEqual([])
  })

  it('sends the edit pages without an id back to their lists', async () => {
    const { page, url } = browser
    await login(page, url, await createUser(['vendedor']))
    await page.waitForURL(url('/dashboard'))
    await page.goto(url('/materias-primas/editar'))
    await page.waitForURL(url('/materias-primas'))
    await page.goto(url('/conversao/editar'))
    await page.waitForURL(url('/conversoes'))
    expect(browser.errors).toEqual([])
  })

  it('at 360 px the lists, forms and dialogs are accessible and fit the screen', async () => {
    const { page, url } = browser
    await page.setViewportSize({ width: 360, height: 780 })
    // The demo seller has raw materials and conversions; this test only reads them.
    await login(page, url, { email: 'vendedor@recria.com.br', senha: 'recria123' })
    await page.waitForURL(url('/dashboard'))
    const check = async () => {
      expect(await violations(page)).toEqual([])
      expect(await overflowX(page)).toBeLessThanOrEqual(0)
    }

    for (const [path, card] of [
      ['/materias-primas', 'Detalhes da Matéria-Prima'],
      ['/conversoes', 'Detalhes da Conversão'],
    ] as const) {
      await page.goto(url(path))
      await page.getByRole('list').getByRole('article').first().waitFor()
      await page.getByRole('button', { name: /^Filtros/ }).click()
      await check()
      await page.getByRole('article').first().getByRole('heading').getByRole('button').click()
      await page.getByRole('dialog', { name: card }).waitFor()
      await check()
      await page.keyboard.press('Escape')
    }

    await page.goto(url('/materia-prima/criar'))
    await page.getByRole('button', { name: 'Criar Matéria-Prima' }).click()
    await page.getByText('Selecione a unidade de medida.').waitFor()
    await check()

    await page.goto(url('/conversao/criar'))
    await page.getByRole('radio').first().waitFor()
    await page.getByRole('button', { name: 'Criar Conversão' }).click()
    await page.getByText('Selecione uma matéria-prima.').waitFor()
    await check()

    await page.goto(url('/conversoes'))
    await page
      .getByRole('link', { name: /^Editar conversão de/ })
      .first()
      .click()
    await page.getByRole('heading', { level: 1, name: 'Atualizar Conversão' }).waitFor()
    await check()
    expect(browser.errors).toEqual([])
  })
})
