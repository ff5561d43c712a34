import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { cardLinks, seriousViolations, waitForCards } from './support/catalogo.ts'
import { inactiveListingId } from './support/listings.ts'
import { login } from './support/login.ts'

// The buyer's page of one listing (docs/product/catalogo.md), reached through the catalogue.
const browser = useBrowser({ width: 1280, height: 800 })
const COMPRADOR = { email: 'comprador@recria.com.br', senha: 'recria123' }

describe('the listing page', () => {
  it('shows a sustainable listing in plain words, with its seller, tabs and no reviews yet', async () => {
    const { page, url } = browser
    await page.goto(url('/?forma_pagamento=sustentavel'))
    await waitForCards(page)
    // A product nobody has reviewed yet (the demo seed reviews some).
    const card = page.getByRole('article').filter({ hasText: 'Sem avaliações' }).first()
    const nome = await card.getByRole('heading').innerText()
    const oferta = await card.getByText(/^ou R\$/).innerText()
    await card.getByRole('heading').getByRole('link').click()

    await page.getByRole('heading', { level: 1, name: nome }).waitFor()
    expect(await page.title()).toBe(`${nome} | Recria`)
    await page.getByText(oferta, { exact: true }).waitFor()
    await page
      .getByText(
        /^Você paga R\$\s[\d.]+,\d{2} em dinheiro e completa com \d+ créditos?, entregando [\d.,]+ \S+ de .+\./,
      )
      .waitFor()
    await page.getByText('Vendido por', { exact: true }).waitFor()
    expect(await page.getByRole('button', { name: 'Comprar Agora', exact: true }).isEnabled()).toBe(true)

    const abas = page.getByRole('tablist', { name: 'Informações do anúncio' })
    for (const aba of ['Descrição', 'Descrição do Produto', 'Avaliações']) {
      expect(await abas.getByRole('tab', { name: aba, exact: true }).count()).toBe(1)
    }
    await abas.getByRole('tab', { name: 'Avaliações' }).click()
    await page.getByText('Este produto ainda não tem avaliações.', { exact: true }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
  })

  it('opens from the id in navigation state and takes the listing address, which a reload keeps', async () => {
    const { page, url } = browser
    await page.goto(url('/'))
    await waitForCards(page)
    const [link] = await cardLinks(page)
    const id = Number(link?.split('/').at(-1))
    const nome = await page.getByRole('article').first().getByRole('heading').innerText()

    // As another page of the app navigates (docs/product/catalogo.md): /anuncio-produto with idAnuncio in
    // state.
    await page.evaluate((idAnuncio) => {
      window.history.pushState({ usr: { idAnuncio }, key: 'e2e', idx: 1 }, '', '/anuncio-produto')
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
    }, id)
    await page.getByRole('heading', { level: 1, name: nome }).waitFor()
    await page.waitForURL(url(`/anuncio-produto/${id}`))
    await page.reload()
    await page.getByRole('heading', { level: 1, name: nome }).waitFor()
  })

  it("says 'ID do anúncio não informado.' and 'Anúncio não encontrado', each with a way back", async () => {
    const { page, url } = browser
    await page.goto(url('/anuncio-produto'))
    await page.getByRole('heading', { name: 'ID do anúncio não informado.' }).waitFor()

    await page.goto(url('/anuncio-produto/2000000000'))
    await page.getByRole('heading', { name: 'Anúncio não encontrado' }).waitFor()
    await page.getByRole('button', { name: 'Voltar' }).click()
    await page.waitForURL((u) => u.pathname === '/')
    await waitForCards(page)
  })

  it("shows an inactive listing as 'Indisponível', with buying and the cart disabled", async () => {
    const { page, url } = browser
    const id = await inactiveListingId()
    await page.goto(url(`/anuncio-produto/${id}`))
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.getByText('Indisponível', { exact: true }).waitFor()
    await page.getByText('Este produto não está mais disponível para compra', { exact: true }).waitFor()
    expect(await page.getByRole('button', { name: 'Comprar Agora', exact: true }).isDisabled()).toBe(true)
    expect(await page.getByRole('button', { name: 'Adicionar ao Carrinho', exact: true }).isDisabled()).toBe(
      true,
    )
  })
})

describe('a signed-in buyer on the listing page', () => {
  it('reports the listing: reasons from the server, a 500-character description, then the success message', async () => {
    const { page, url } = browser
    await login(page, url, COMPRADOR)
    await page.waitForURL(url('/'))
    await waitForCards(page)
    const card = page.getByRole('article').nth(1)
    const nome = await card.getByRole('heading').innerText()
    await card.getByRole('heading').getByRole('link').click()
    await page.getByRole('heading', { level: 1, name: nome }).waitFor()

    // Into the cart; a listing that takes credits asks the payment form first.
    await page.getByRole('button', { name: 'Adicionar ao Carrinho', exact: true }).click()
    const chooser = page.getByRole('dialog', { name: 'Escolha a forma de pagamento' })
    const added = page.getByText('Produto adicionado ao carrinho com sucesso!', { exact: true })
    await chooser.or(added).first().waitFor()
    if (await chooser.isVisible()) await chooser.getByRole('button', { name: /^Padrão/ }).click()
    await added.waitFor()

    await page.getByRole('button', { name: 'Denunciar' }).click()
    const dialog = page.getByRole('dialog', { name: 'Denunciar anúncio' })
    const motivo = dialog.getByLabel('Motivo')
    // The dialog's code loads when it is first opened: it shows once that arrives.
    await motivo.waitFor()
    const labels = await motivo.locator('option').allInnerTexts()
    expect(labels).toEqual([
      'Selecione o motivo',
      'Produto falso',
      'Preço abusivo',
      'Informações incorretas',
      'Vendedor suspeito',
      'Spam',
      'Outros',
    ])

    await dialog.getByRole('button', { name: 'Enviar denúncia' }).click()
    await dialog.getByText('Selecione o motivo da denúncia.', { exact: true }).waitFor()
    await dialog.getByText('Descreva o motivo da denúncia.', { exact: true }).waitFor()
    expect(await seriousViolations(page)).toEqual([])

    await motivo.selectOption({ label: 'Preço abusivo' })
    const descricao = dialog.getByLabel('Descrição')
    await descricao.fill('x'.repeat(600))
    expect((await descricao.inputValue()).length).toBe(500)
    await dialog.getByText('500/500').waitFor()
    await descricao.fill('O preço está três vezes acima de peças iguais no catálogo.')
    await dialog.getByText('58/500').waitFor()
    await dialog.getByRole('button', { name: 'Enviar denúncia' }).click()
    await page.getByText('Denúncia enviada com sucesso!', { exact: true }).waitFor()
    await dialog.waitFor({ state: 'detached' })

    // One report per buyer and listing: the second gets the server's reason.
    await page.getByRole('button', { name: 'Denunciar' }).click()
    await dialog.getByLabel('Motivo').selectOption({ label: 'Spam' })
    await dialog.getByLabel('Descrição').fill('Denunciando de novo.')
    await dialog.getByRole('button', { name: 'Enviar denúncia' }).click()
    await page.getByText('Você já denunciou este anúncio.', { exact: true }).waitFor()
    expect(browser.errors).toEqual([])
  })

  it('still offers the default reasons when the list of reasons fails to load', async () => {
    const { page, url } = browser
    await login(page, url, COMPRADOR)
    await page.waitForURL(url('/'))
    await page.route('**/api/denuncias/motivos', (route) =>
      route.fulfill({ status: 503, json: { mensagem: 'x' } }),
    )
    await waitForCards(page)
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click()
    await page.waitForURL((u) => u.pathname.startsWith('/anuncio-produto/'))
    const recusado = page.waitForResponse('**/api/denuncias/motivos')
    await page.getByRole('button', { name: 'Denunciar' }).click()
    const motivo = page.getByRole('dialog', { name: 'Denunciar anúncio' }).getByLabel('Motivo')
    expect((await recusado).status()).toBe(503)
    expect(await motivo.locator('option').count()).toBe(7)
    expect(await motivo.locator('option').nth(6).innerText()).toBe('Outros')
  })
})
