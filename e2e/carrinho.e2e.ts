import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { waitForCards } from './support/catalogo.ts'
import { duasOfertas, enderecoEmSaoPaulo, entregaDaCompra, pagarNoSimulador } from './support/checkout.ts'
import { login } from './support/login.ts'
import { createUser } from './support/users.ts'

// The cart's and the result pages' own states (docs/product/carrinho-e-checkout.md): the header's 99+, the
// drawer failing to load and 'Tentar novamente', 'Limpar carrinho' down to 'Carrinho vazio', each
// page's text for an add that failed, and a buy-now card payment refused, then paid again from the
// failure page.
const session = useBrowser({ width: 1280, height: 800 })

const falhaDoServidor = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ mensagem: 'Erro interno do servidor.' }),
  })

async function compradorLogado(page: Page, url: (path: string) => string) {
  const comprador = await createUser(['comprador'])
  await login(page, url, comprador)
  await page.waitForURL(url('/'))
  const eu = (await (await page.request.get(url('/api/usuarios/me'))).json()) as { id_usuario: number }
  return eu.id_usuario
}

describe('the cart drawer', () => {
  it('counts 99+, recovers from a failed load, and empties with Limpar carrinho', async () => {
    const { page, url } = session
    const { padrao, sustentavel } = await duasOfertas(2)
    const idUsuario = await compradorLogado(page, url)
    for (const [card, quantidade] of [
      [padrao, 99],
      [sustentavel, 1],
    ] as const) {
      const res = await page.request.post(url('/api/carrinho/item'), {
        data: {
          id_usuario_comprador: idUsuario,
          id_anuncio: card.id_anuncio,
          quantidade,
          forma_pagamento_selecionada: 'padrao',
        },
      })
      expect(res.status()).toBe(201)
    }

    await page.reload()
    await page
      .getByRole('button', { name: 'Carrinho (100 itens)' })
      .getByText('99+', { exact: true })
      .waitFor()

    // The cart cannot be read: the drawer says so and offers to try again.
    let falhar = true
    await page.route('**/api/carrinho/usuario/*', (route) =>
      falhar && route.request().method() === 'GET' ? falhaDoServidor(route) : route.fallback(),
    )
    await page.reload()
    await page.getByRole('button', { name: 'Carrinho', exact: true }).click()
    const drawer = page.getByRole('dialog', { name: 'Meu Carrinho' })
    await drawer.getByText('Erro ao carregar carrinho', { exact: true }).waitFor()
    falhar = false
    await drawer.getByRole('button', { name: 'Tentar novamente' }).click()
    for (const card of [padrao, sustentavel])
      await drawer.getByText(card.produto.nome, { exact: true }).waitFor()
    await drawer.getByText('100 itens', { exact: true }).waitFor()

    await drawer.getByRole('button', { name: 'Limpar carrinho' }).click()
    const confirmar = page.getByRole('dialog', { name: 'Limpar carrinho?' })
    await confirmar.getByRole('button', { name: 'Limpar carrinho' }).click()
    await drawer.getByText('Carrinho vazio', { exact: true }).waitFor()
    expect(session.errors).toEqual([])
  }, 120_000)

  it("says each page's own text when adding fails without the server's reason", async () => {
    const { page, url } = session
    const { padrao } = await duasOfertas(3)
    await compradorLogado(page, url)
    await page.route('**/api/carrinho/item', falhaDoServidor)

    await page.goto(url('/?forma_pagamento=padrao'))
    await waitForCards(page)
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Adicionar ao Carrinho/ })
      .click()
    await page.getByText('Erro ao adicionar produto ao carrinho. Tente novamente.', { exact: true }).waitFor()

    await page.goto(url(`/anuncio-produto/${padrao.id_anuncio}`))
    await page.getByRole('heading', { level: 1, name: padrao.produto.nome }).waitFor()
    await page.getByRole('button', { name: 'Adicionar ao Carrinho', exact: true }).click()
    await page.getByText('Erro ao adicionar item ao carrinho. Tente novamente.', { exact: true }).waitFor()
    expect(session.errors).toEqual([])
  }, 120_000)
})

describe('a refused payment', () => {
  it('lands on Pagamento Não Aprovado with its buttons, and the order is paid again from there', async () => {
    const { page, url } = session
    const { padrao } = await duasOfertas(4)
    await compradorLogado(page, url)
    // Whoever sells it delivers to São Paulo, if not by pickup.
    await enderecoEmSaoPaulo(page, url)

    await page.goto(url(`/anuncio-produto/${padrao.id_anuncio}`))
    await page.getByRole('heading', { level: 1, name: padrao.produto.nome }).waitFor()
    await page.getByRole('button', { name: 'Comprar Agora', exact: true }).click()
    await entregaDaCompra(page)
    await page.waitForURL(/\/mp-sim\/checkout\/v1\/redirect\?pref_id=/)
    await pagarNoSimulador(page, { cartao: 'OTHE' })
    await page.getByRole('link', { name: 'Voltar para a loja' }).click()

    await page.waitForURL(/\/pagamento\/falha\?/)
    await page.getByRole('heading', { name: 'Pagamento Não Aprovado' }).waitFor()
    const tentativa = new URL(page.url()).searchParams.get('payment_id') as string
    await page.getByText(tentativa, { exact: true }).waitFor()
    for (const nome of ['Tentar Novamente', 'Voltar ao Início'])
      expect(await page.getByRole('link', { name: nome }).getAttribute('href')).toBe('/')

    await page.getByRole('button', { name: 'Pagar o pedido novamente' }).click()
    await page.waitForURL(/\/mp-sim\/checkout\/v1\/redirect\?pref_id=/)
    await pagarNoSimulador(page, { cartao: 'APRO' })
    await page.waitForURL(/\/pagamento\/sucesso\?/)
    await page.getByRole('heading', { name: 'Pagamento Aprovado!' }).waitFor()
    expect(session.errors).toEqual([])
  }, 120_000)
})
