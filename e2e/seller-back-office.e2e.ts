import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { photoFile } from './support/images.ts'
import { login } from './support/login.ts'
import { createUser } from './support/users.ts'

const browser = useBrowser()

/** docs/product/README.md: the success modal shows, then the page goes to `path` about `ms` later. */
async function expectSavedThenRedirected(page: Page, message: string, path: string, ms: number) {
  const dialog = page.getByRole('dialog', { name: 'Sucesso!' })
  await dialog.getByText(message, { exact: true }).waitFor()
  const shownAt = Date.now()
  await page.waitForURL((u) => u.pathname === path, { timeout: ms + 3000 })
  expect(Date.now() - shownAt).toBeGreaterThan(ms - 500)
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

const MATERIA = 'Garrafa PET azul'
const PRODUTO = 'Vaso de garrafa PET'

/** A raw material through its own page (docs/product/materias-primas.md). */
async function createMateriaPrima(page: Page, url: (path: string) => string) {
  await page.goto(url('/materia-prima/criar'))
  await page.getByLabel('Nome').fill(MATERIA)
  await page.getByLabel('Descrição').fill('Garrafas de 2 litros, limpas e sem rótulo')
  await page.getByLabel('Unidade de medida').selectOption('quilograma')
  await page.getByRole('button', { name: 'Criar Matéria-Prima' }).click()
  await expectSavedThenRedirected(page, 'Matéria-prima cadastrada com sucesso!', '/materias-primas', 2000)
}

/** A product with a picture, checked against the rules of the create form (docs/product/produtos.md). */
async function createProduto(page: Page, url: (path: string) => string) {
  await page.goto(url('/produtos'))
  await page.getByRole('heading', { level: 1, name: 'Meus Produtos' }).waitFor()
  await page.getByText('Nenhum produto cadastrado').waitFor()
  await page.getByRole('link', { name: 'Novo Produto' }).click()
  await page.waitForURL(url('/produtos/criar'))

  // Creating stays disabled until a raw material is chosen; then every rule speaks at once.
  const criar = page.getByRole('button', { name: 'Criar Produto' })
  expect(await criar.isDisabled()).toBe(true)
  // The whole card is the checkbox's label.
  await page.locator('label').filter({ hasText: MATERIA }).click()
  expect(await page.getByRole('checkbox', { name: new RegExp(MATERIA) }).isChecked()).toBe(true)
  expect(await criar.isDisabled()).toBe(false)
  await criar.click()
  await page.getByText('Nome do produto é obrigatório e deve ter ao menos 3 caracteres.').waitFor()
  await page.getByText('A descrição deve ter no mínimo 10 caracteres.').waitFor()
  await page.getByText('O Preço deve ser maior que R$ 0,99.').waitFor()
  await page.getByText('A imagem do produto é obrigatória.').waitFor()
  await page.getByText('Selecione uma categoria para o produto.').waitFor()
  expect(await page.getByLabel('Nome').evaluate((el) => el === document.activeElement)).toBe(true)

  await page.getByLabel('Nome').fill(PRODUTO)
  await page.getByLabel('Descrição').fill('Vaso autoirrigável feito de garrafa PET reaproveitada.')
  await page.getByText('54/255').waitFor()
  await page.getByLabel('Preço (R$)').fill('0,99')
  await page.getByLabel('Categoria').selectOption('jardim')
  await page.getByText('PNG, JPG até 2MB').waitFor()
  await page.getByLabel('Escolher imagem').setInputFiles(await photoFile('vaso.png'))
  await page.getByRole('img', { name: 'Pré-visualização da imagem do produto' }).waitFor()
  expect(await page.getByText('A imagem do produto é obrigatória.').count()).toBe(0)
  await criar.click()
  await page.getByText('O Preço deve ser maior que R$ 0,99.').waitFor()
  await page.getByLabel('Preço (R$)').fill('100,00')
  await criar.click()
  await expectSavedThenRedirected(page, 'Produto cadastrado com sucesso!', '/produtos', 2000)

  const card = page.getByRole('article').filter({ hasText: PRODUTO })
  await card.getByText('R$ 100,00').waitFor()
  await card.getByText(MATERIA).waitFor()
  expect(await card.getByRole('img', { name: PRODUTO }).getAttribute('src')).toMatch(/^\/api\//)
}

/** 2,50 credits per kg of the raw material (docs/product/conversoes.md). */
async function createConversao(page: Page, url: (path: string) => string) {
  await page.goto(url('/conversao/criar'))
  await page.getByRole('radio', { name: new RegExp(MATERIA) }).click()
  await page.getByLabel('Valor multiplicável').fill('2.5')
  await page.getByRole('button', { name: 'Criar Conversão' }).click()
  await expectSavedThenRedirected(page, 'Conversão cadastrada com sucesso!', '/conversoes', 2000)
}

/**
 * docs/product/anuncios.md: without a connection, Meus Anúncios disables 'Novo Anúncio' and asks whether
 * to go to the profile; there the seller connects through the simulator's consent page.
 */
async function connectMercadoPago(page: Page, url: (path: string) => string) {
  await page.goto(url('/anuncios'))
  const ask = page.getByRole('dialog', { name: 'Conecte o Mercado Pago' })
  await ask.waitFor()
  await ask.getByRole('button', { name: 'Agora não' }).click()
  const novo = page.getByRole('button', { name: 'Novo Anúncio' })
  expect(await novo.getAttribute('aria-disabled')).toBe('true')
  // Disabled for Playwright's actions, but still focusable and pressable, to explain itself.
  await novo.focus()
  await page.keyboard.press('Enter')
  await ask.getByRole('button', { name: 'Ir para o Perfil' }).click()
  await page.waitForURL(url('/perfil'))

  const block = page.getByRole('region', { name: 'Integração com Mercado Pago' })
  await block.getByRole('button', { name: 'Conectar' }).click()
  await page.waitForURL((u) => u.pathname === '/mp-sim/authorization')
  const n = Date.now().toString(36)
  await page.getByLabel('Apelido').fill(`TESTUSER_VASOS_${n}`)
  await page.getByLabel('E-mail').fill(`vasos.${n}@testuser.com`)
  await page.getByLabel('Senha', { exact: true }).fill('teste123')
  await page.getByRole('button', { name: 'Autorizar' }).click()
  await page.waitForURL(url('/mercadopago-conectado?sucesso=true'))
  await page.waitForURL(url('/perfil'), { timeout: 6000 })
  await block.getByText('Conectado', { exact: true }).waitFor()
}

/** Price R$ 100,00 and 2,50 per kg: credits from 20 to 87 (8% to 35%, docs/product/anuncios.md). */
async function createAnuncioSustentavel(page: Page, url: (path: string) => string) {
  await page.goto(url('/anuncios'))
  await page.getByText('Nenhum anúncio cadastrado').waitFor()
  expect(await page.getByRole('dialog').count()).toBe(0)
  await page.getByRole('link', { name: 'Novo Anúncio' }).click()
  await page.waitForURL(url('/anuncio/criar'))

  await page.getByLabel('Produto').selectOption({ label: `${PRODUTO} — R$ 100,00` })
  await page.getByLabel('Descrição do anúncio').fill('Vaso pronto para envio, feito à mão.')
  await page.getByText('36/300').waitFor()
  await page.getByRole('radio', { name: /Sustentável/ }).check()
  const sustentavel = page.getByRole('region', { name: 'Pagamento sustentável' })
  await sustentavel.getByLabel('Conversão').selectOption({ label: `${MATERIA} — x 2,50 por kg` })
  await sustentavel.getByText('Permitido: de 20 a 87 créditos (desconto de 8% a 35% do preço).').waitFor()

  // Too many credits: the blur brings them down to the maximum, says so, and prices the result.
  const creditos = sustentavel.getByLabel('Créditos aceitos')
  await creditos.fill('500')
  await creditos.blur()
  await sustentavel.getByText('Os créditos foram ajustados para 87: o permitido é de 20 a 87.').waitFor()
  expect(await creditos.inputValue()).toBe('87')
  const valor = sustentavel
    .locator('div')
    .filter({ has: page.getByText('Valor à vista com créditos', { exact: true }) })
    .getByRole('definition')
  expect(await valor.textContent()).toBe('R$\u00a065,20')
  await sustentavel.getByText(`34,8 kg de ${MATERIA}`).waitFor()

  // Typing again drops the old warning at once, and the preview follows each keystroke.
  await creditos.fill('')
  await creditos.pressSequentially('50')
  expect(await sustentavel.getByText(/foram ajustados/).count()).toBe(0)
  expect(await valor.textContent()).toBe('R$\u00a080,00')
  await sustentavel.getByText(`20 kg de ${MATERIA}`).waitFor()

  // Too few: up to the minimum.
  await creditos.fill('3')
  await creditos.blur()
  await sustentavel.getByText('Os créditos foram ajustados para 20: o permitido é de 20 a 87.').waitFor()
  expect(await valor.textContent()).toBe('R$\u00a092,00')
  expect(
    await sustentavel.getByText('Não é possível aplicar 8%–35% com o preço/conversão atuais.').count(),
  ).toBe(0)

  // Padrão clears the sustainable choices; back to sustentável they start over.
  await page.getByRole('radio', { name: /Padrão/ }).check()
  expect(await sustentavel.count()).toBe(0)
  await page.getByRole('radio', { name: /Sustentável/ }).check()
  expect(await sustentavel.getByLabel('Conversão').inputValue()).toBe('')
  expect(await page.getByText(/foram ajustados/).count()).toBe(0)

  await sustentavel.getByLabel('Conversão').selectOption({ label: `${MATERIA} — x 2,50 por kg` })
  await creditos.fill('500')
  await creditos.press('Tab')
  expect(await creditos.inputValue()).toBe('87')

  // No delivery mode yet: publishing is refused, and the modal shows the way to the delivery settings.
  await page.getByRole('button', { name: 'Criar Anúncio' }).click()
  const erro = page.getByRole('dialog', { name: 'Erro' })
  await erro.getByText('Configure pelo menos uma forma de entrega antes de publicar um anúncio.').waitFor()
  expect(await erro.getByRole('link', { name: 'Configurar formas de entrega' }).getAttribute('href')).toBe(
    '/entrega',
  )
  await erro.getByRole('button', { name: 'Fechar' }).click()
  await oferecerRetirada(page, url)

  await page.getByRole('button', { name: 'Criar Anúncio' }).click()
  await expectSavedThenRedirected(page, 'Anúncio criado com sucesso!', '/anuncios', 1800)
}

/** Pickup at the atelier, saved as the delivery page saves it (its own journey fills the page). */
async function oferecerRetirada(page: Page, url: (path: string) => string) {
  const { id_usuario } = await (await page.request.get(url('/api/usuarios/me'))).json()
  const res = await page.request.put(url(`/api/vendedores/${id_usuario}/entrega`), {
    data: {
      retirada: {
        ativa: true,
        endereco: {
          cep: '01310-100',
          logradouro: 'Avenida Paulista',
          numero: '1000',
          complemento: '',
          bairro: 'Bela Vista',
          cidade: 'São Paulo',
          uf: 'SP',
        },
        horario: 'Segunda a sexta, das 9h às 18h',
      },
      entrega_local: { ativa: false },
      envio: { ativa: false },
    },
  })
  expect(res.status()).toBe(200)
}

/** Search and every filter of Meus Anúncios find it, or name what found nothing. */
async function findAnuncio(page: Page) {
  const answered = page.waitForResponse((r) => r.url().includes('busca=vaso'))
  await page.getByRole('searchbox', { name: 'Buscar anúncios...' }).fill('vaso')
  await answered
  const card = page.getByRole('article').filter({ hasText: PRODUTO })
  await card.getByText('ou R$ 65,20 + 87 créditos').waitFor()
  await card.getByText('Sustentável', { exact: true }).waitFor()
  await card.getByText('Ativo', { exact: true }).waitFor()

  await page.getByRole('button', { name: /^Filtros/ }).click()
  const filtros = page.getByRole('region', { name: 'Filtros' })
  await filtros.getByLabel('Forma de pagamento').selectOption('sustentavel')
  await filtros.getByLabel('Status').selectOption('ativo')
  await filtros.getByLabel('Preço máximo (R$)').fill('150,00')
  await page.waitForResponse((r) => r.url().includes('preco_max=150'))
  await card.waitFor()

  // The search and the filters live in the address: a reload brings the same list back.
  expect(new URL(page.url()).searchParams.get('busca')).toBe('vaso')
  await page.reload()
  await card.waitFor()
  expect(await page.getByRole('searchbox', { name: 'Buscar anúncios...' }).inputValue()).toBe('vaso')
  if (!(await filtros.isVisible())) await page.getByRole('button', { name: /^Filtros/ }).click()
  expect(await filtros.getByLabel('Forma de pagamento').inputValue()).toBe('sustentavel')
  expect(await filtros.getByLabel('Preço máximo (R$)').inputValue()).toBe('150,00')
  await filtros.getByLabel('Preço mínimo (R$)').fill('120')
  await page
    .getByText(
      'Nenhum resultado para "vaso", status Ativo, pagamento Sustentável, preço mínimo R$ 120,00, preço máximo R$ 150,00.',
      { exact: true },
    )
    .waitFor()
  await filtros.getByRole('button', { name: 'Limpar Filtros' }).click()
  await card.waitFor()
  expect(await page.getByRole('searchbox', { name: 'Buscar anúncios...' }).inputValue()).toBe('')
}

/** docs/product/anuncios.md: the seller switches the listing off on the edit form. */
async function deactivateAnuncio(page: Page, url: (path: string) => string) {
  await page.getByRole('link', { name: `Editar anúncio de ${PRODUTO}` }).click()
  await page.waitForURL(url('/anuncio/editar'))
  await page.getByRole('heading', { level: 1, name: 'Editar Anúncio' }).waitFor()
  await expect.poll(() => page.getByLabel('Créditos aceitos').inputValue()).toBe('87')
  expect(await page.getByLabel('Status').inputValue()).toBe('ativo')
  await page.getByLabel('Status').selectOption('inativo')
  await page.getByRole('button', { name: 'Salvar Alterações' }).click()
  await expectSavedThenRedirected(page, 'Anúncio atualizado com sucesso!', '/anuncios', 1500)
  const card = page.getByRole('article').filter({ hasText: PRODUTO })
  await card.getByText('Inativo', { exact: true }).waitFor()
}

/** The buyer's view of the inactive listing, from its details modal (docs/product/catalogo.md). */
async function previewAsBuyer(page: Page, url: (path: string) => string) {
  await page.getByRole('button', { name: PRODUTO, exact: true }).click()
  const details = page.getByRole('dialog', { name: 'Detalhes do Anúncio' })
  await details.getByText('ou R$ 65,20 + 87 créditos').waitFor()
  await details.getByRole('link', { name: 'Ver como Comprador' }).click()
  await page.waitForURL(url('/anuncio/preview'))

  await page.getByRole('heading', { level: 2, name: PRODUTO }).waitFor()
  await page.getByText('Indisponível', { exact: true }).waitFor()
  await page.getByText('Este produto não está mais disponível para compra').waitFor()
  expect(await page.getByRole('button', { name: 'Comprar Agora' }).isDisabled()).toBe(true)
  expect(await page.getByRole('button', { name: 'Adicionar ao Carrinho' }).isDisabled()).toBe(true)
  await page.getByText('R$ 100,00', { exact: true }).waitFor()
  await page.getByText('ou R$ 65,20 + 87 créditos').waitFor()
  await page
    .getByText(`Você paga R$ 65,20 em dinheiro e completa com 87 créditos, entregando 34,8 kg de ${MATERIA}.`)
    .waitFor()
  await page.getByRole('img', { name: 'Nota 4,8 de 5' }).waitFor()

  await page.getByRole('tabpanel').getByText('Vaso pronto para envio, feito à mão.').waitFor()
  await page.getByRole('tab', { name: 'Descrição do Produto' }).click()
  await page
    .getByRole('tabpanel')
    .getByText('Vaso autoirrigável feito de garrafa PET reaproveitada.')
    .waitFor()
  await page.getByRole('tab', { name: 'Avaliações' }).press('ArrowRight')
  await page.getByRole('tab', { name: 'Descrição', exact: true }).press('ArrowLeft')
  // Arrow keys move the selection (Radix Tabs); wait for it rather than read it at once.
  await page.getByRole('tab', { name: 'Avaliações', selected: true }).waitFor()
  expect(await page.getByRole('tabpanel').getByRole('listitem').count()).toBe(5)
}

describe('a new seller, from raw material to a listing seen as a buyer', () => {
  it('creates a raw material, a product with a picture, a conversion and a sustainable listing, finds it, deactivates it and previews it', async () => {
    const { page, url } = browser
    await login(page, url, await createUser(['vendedor']))
    await page.waitForURL(url('/dashboard'))

    await createMateriaPrima(page, url)
    await createProduto(page, url)
    await createConversao(page, url)
    await connectMercadoPago(page, url)
    await createAnuncioSustentavel(page, url)
    await findAnuncio(page)
    await deactivateAnuncio(page, url)
    await previewAsBuyer(page, url)

    // The same screen fits a phone and passes the accessibility checks.
    await page.setViewportSize({ width: 360, height: 780 })
    expect(await overflowX(page)).toBeLessThanOrEqual(0)
    expect(await violations(page)).toEqual([])
    expect(browser.errors).toEqual([])
  }, 120_000)

  it('says when the preview has no id or the listing does not exist', async () => {
    const { page, url } = browser
    await login(page, url, await createUser(['vendedor']))
    await page.waitForURL(url('/dashboard'))
    await page.goto(url('/anuncio/preview'))
    await page.getByRole('heading', { name: 'ID do anúncio não informado.' }).waitFor()
    await page.goto(url('/anuncio/preview/999999'))
    await page.getByRole('heading', { name: 'Anúncio não encontrado' }).waitFor()
    await page.getByRole('button', { name: 'Voltar' }).click()
    await page.waitForURL((u) => u.pathname !== '/anuncio/preview/999999')
  })
})

describe("a seller's list pages remember where they were", () => {
  it('keeps the page and the search in the address: reload, back and forward bring the same list', async () => {
    const { page, url } = browser
    await login(page, url, { email: 'vendedor@recria.com.br', senha: 'recria123' })
    await page.waitForURL(url('/dashboard'))
    await page.goto(url('/produtos'))
    const pagination = page.getByRole('navigation', { name: 'Paginação' })
    const onPage = (n: number) =>
      pagination.locator(`[aria-current="page"][aria-label="Página ${n}"]`).waitFor()
    const firstCard = () => page.locator('main article').first().textContent()
    /** Waits until the first card is (or, with `not`, is no longer) the one named `text`. */
    const firstCardIs = (text: string | null, not = false) =>
      page.waitForFunction(
        ([t, differs]) => (document.querySelector('main article')?.textContent === t) !== differs,
        [text, not] as const,
      )
    await onPage(1)
    const firstOfPage1 = await firstCard()

    await pagination.getByRole('button', { name: 'Página 2' }).click()
    await page.waitForURL((u) => u.searchParams.get('page') === '2')
    await onPage(2)
    await firstCardIs(firstOfPage1, true)
    const firstOfPage2 = await firstCard()

    await page.reload()
    await onPage(2)
    expect(await firstCard()).toBe(firstOfPage2)

    await page.goBack()
    await page.waitForURL((u) => u.pathname === '/produtos' && !u.searchParams.has('page'))
    await onPage(1)
    await firstCardIs(firstOfPage1)

    await page.goForward()
    await page.waitForURL((u) => u.searchParams.get('page') === '2')
    await onPage(2)

    // A search starts again at page 1 and stays in the address too.
    await page.getByRole('searchbox').fill('vaso')
    await page.waitForURL((u) => u.searchParams.get('busca') === 'vaso' && !u.searchParams.has('page'))
    await page.reload()
    expect(await page.getByRole('searchbox').inputValue()).toBe('vaso')
  })
})
