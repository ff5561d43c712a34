import { formatBRL } from '@recria/domain/format'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { seriousViolations } from './support/catalogo.ts'
import { aprovarPix, entregaDaCompra, pagarNoSimulador } from './support/checkout.ts'
import { login } from './support/login.ts'
import { createUser } from './support/users.ts'
import { type VendedorProprio, vendedorComAnuncio } from './support/vendedores.ts'

// The seller's payments (docs/product/pagamentos.md; decision 020): a buyer pays a listing of
// the journey's own seller by card and another unit by Pix, left pending. The seller finds both on
// /pagamentos by order number and by value, filters by status, method and period, sees the Pix
// approved with 'Atualizar', clears the filters; the profile says why Mercado Pago cannot be
// disconnected; a new seller sees the empty page. Then the demo seller's page at 360 px, axe clean.
// The seller's own: the page holds exactly these two sales, whatever the other journeys sold. The
// price has centavos, so an order number (which also reads as a value, '129' as R$ 129,00) never
// names either sale's value.
const VENDEDOR = { email: 'vendedor@recria.com.br', senha: 'recria123' }

type Anuncio = Pick<VendedorProprio, 'idAnuncio' | 'produto'>

/** Buys one unit now on the simulator's page; answers the order and the provider's payment ids. */
async function comprar(page: Page, url: (p: string) => string, anuncio: Anuncio, como: 'cartao' | 'pix') {
  await page.goto(url(`/anuncio-produto/${anuncio.idAnuncio}`))
  await page.getByRole('heading', { level: 1, name: anuncio.produto.nome }).waitFor()
  await page.getByRole('button', { name: 'Comprar Agora', exact: true }).click()
  await entregaDaCompra(page)
  await page.waitForURL(/\/mp-sim\/checkout\/v1\/redirect\?pref_id=/)
  if (como === 'cartao') {
    await pagarNoSimulador(page, { cartao: 'APRO' })
    await page.waitForURL(/\/pagamento\/sucesso\?/)
    // Once Recria has seen the approval: before that, the order is unpaid as far as it knows, and a
    // second 'Comprar Agora' of the listing pays that same order again (a double click makes one order).
    await page.getByRole('heading', { name: 'Pagamento Aprovado!' }).waitFor()
  } else {
    await pagarNoSimulador(page, 'pix')
    // Once Recria has stored the Pix (the pending page reads it from Mercado Pago): leaving before,
    // the seller's list may be read before the webhook brings it.
    const guardado = page.waitForResponse(
      async (res) =>
        res.url().includes('/api/mercadopago/checkout/pedido/') &&
        res.ok() &&
        ((await res.json()) as { pagamento: unknown }).pagamento !== null,
    )
    await page.getByRole('link', { name: 'Voltar para a loja' }).click()
    await page.waitForURL(/\/pagamento\/pendente\?/)
    await guardado
  }
  const retorno = new URL(page.url()).searchParams
  return {
    pedido: retorno.get('external_reference') as string,
    pagamento: retorno.get('payment_id') as string,
  }
}

async function sair(page: Page) {
  await page.context().clearCookies()
  await page.evaluate(() => localStorage.clear())
}

const cartao = (page: Page, pedido: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Pedido #${pedido}` }) })

async function buscar(page: Page, texto: string) {
  await page.getByRole('searchbox', { name: 'Buscar por pedido ou valor...' }).fill(texto)
}

describe('the seller payments page on a desktop', () => {
  const session = useBrowser({ width: 1280, height: 800 })
  it('finds, filters and refreshes the payments of a card and a Pix sale; disconnecting is refused', async () => {
    const { page, url } = session
    const anuncio = await vendedorComAnuncio(87.35)
    const comprador = await createUser(['comprador'])
    await login(page, url, comprador)
    await page.waitForURL(url('/'))
    const aprovado = await comprar(page, url, anuncio, 'cartao')
    const pix = await comprar(page, url, anuncio, 'pix')
    expect(pix.pedido).not.toBe(aprovado.pedido)
    await sair(page)

    // The first load is held back: the page says it is loading the payments.
    await login(page, url, anuncio.vendedor)
    await page.waitForURL(url('/dashboard'))
    let liberar = () => {}
    const segurar = new Promise<void>((resolve) => {
      liberar = resolve
    })
    await page.route('**/api/pagamentos/vendedor/*', async (route) => {
      await segurar
      await route.continue()
    })
    await page
      .getByRole('navigation', { name: 'Menu do vendedor' })
      .getByRole('link', { name: 'Pagamentos' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Meus Pagamentos' }).waitFor()
    await page.getByText('Carregando pagamentos...').waitFor()
    const carregou = page.waitForResponse((res) => res.url().includes('/api/pagamentos/vendedor/'))
    liberar()
    await carregou
    await page.unroute('**/api/pagamentos/vendedor/*')
    const resumo = page.getByRole('list', { name: 'Resumo dos pagamentos' })
    for (const nome of ['Total Recebido', 'Aprovados', 'Pendentes']) await resumo.getByText(nome).waitFor()
    await resumo.getByText(/^R\$\s[\d.]+,\d\d$/).waitFor()

    // By order number: the card's order, date, status, value received and method.
    await buscar(page, aprovado.pedido)
    await page.getByText('1 pagamento', { exact: true }).waitFor()
    const doCartao = cartao(page, aprovado.pedido)
    await doCartao.getByText('Aprovado', { exact: true }).waitFor()
    await doCartao.getByText('Valor Recebido').waitFor()
    await doCartao.getByText(/^R\$\s[\d.]+,\d\d$/).waitFor()
    await doCartao.getByText('Meio de Pagamento').waitFor()
    await doCartao.getByText('Cartão de crédito', { exact: true }).waitFor()
    await doCartao.getByText(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/).waitFor()

    // By value, as the seller writes it: the sale's total finds both sales of the listing.
    await buscar(page, formatBRL(anuncio.produto.preco).replace('R$ ', ''))
    await page.getByText('2 pagamentos', { exact: true }).waitFor()
    await cartao(page, aprovado.pedido).waitFor()
    await cartao(page, pix.pedido).waitFor()

    // The Pix is pending; once the bank pays it, 'Atualizar' empties the 'Pendente' filter.
    await buscar(page, pix.pedido)
    await page.getByRole('button', { name: 'Filtros' }).click()
    const filtros = page.getByRole('region', { name: 'Filtros' })
    await filtros.getByLabel('Status').selectOption({ label: 'Pendente' })
    const doPix = cartao(page, pix.pedido)
    await doPix.getByText('Pendente', { exact: true }).waitFor()
    await doPix.getByText('Pix', { exact: true }).waitFor()
    await aprovarPix(pix.pagamento)
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Atualizar' }).click()
          await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'))
          return page.getByRole('heading', { name: 'Nenhum resultado encontrado' }).count()
        },
        { timeout: 30_000 },
      )
      .toBe(1)
    await page.getByText(`Nenhum resultado para "${pix.pedido}", status Pendente.`).waitFor()
    await filtros.getByLabel('Status').selectOption({ label: 'Aprovado' })
    await doPix.getByText('Aprovado', { exact: true }).waitFor()

    // Method and period: a card sale is no boleto, today's sale is not yesterday's.
    await buscar(page, aprovado.pedido)
    await filtros.getByLabel('Status').selectOption({ label: 'Todos os Status' })
    await filtros.getByLabel('Meio de Pagamento').selectOption({ label: 'Boleto' })
    await page.getByText(`Nenhum resultado para "${aprovado.pedido}", meio de pagamento Boleto.`).waitFor()
    await filtros.getByLabel('Meio de Pagamento').selectOption({ label: 'Cartão de crédito' })
    await doCartao.waitFor()
    await filtros.getByLabel('Período').selectOption({ label: 'Ontem' })
    await page
      .getByText(
        `Nenhum resultado para "${aprovado.pedido}", meio de pagamento Cartão de crédito, período Ontem.`,
      )
      .waitFor()
    await filtros.getByLabel('Período').selectOption({ label: 'Hoje' })
    await doCartao.waitFor()
    await filtros.getByLabel('Período').selectOption({ label: 'Personalizado' })
    await filtros.getByLabel('Data inicial').fill('2020-01-01')
    await filtros.getByLabel('Data final').fill('2020-01-31')
    await page.getByText(/período de 01\/01\/2020 a 31\/01\/2020\.$/).waitFor()
    await page.getByRole('button', { name: 'Limpar Filtros' }).last().click()
    await page.getByText('2 pagamentos', { exact: true }).waitFor()
    await cartao(page, aprovado.pedido).waitFor()
    await cartao(page, pix.pedido).waitFor()
    expect(new URL(page.url()).search).toBe('')

    // The card opens its order.
    await cartao(page, aprovado.pedido)
      .getByRole('link', { name: `Ver o Pedido #${aprovado.pedido}` })
      .click()
    await page.getByRole('heading', { level: 1, name: `Pedido #${aprovado.pedido}` }).waitFor()

    // Those sales may still be refunded: the profile keeps the connection and says why.
    await page.goto(url('/perfil'))
    await page.getByRole('button', { name: 'Desconectar' }).click()
    await page
      .getByRole('dialog', { name: 'Desconectar Mercado Pago?' })
      .getByRole('button', { name: 'Desconectar' })
      .click()
    await page
      .getByRole('alert')
      .getByText(/^Não é possível desconectar o Mercado Pago: você tem 2 pagamentos que ainda podem/)
      .waitFor()
    await page.getByText('Conectado', { exact: true }).waitFor()

    // A seller with no sale yet.
    await sair(page)
    const novo = await createUser(['vendedor'])
    await login(page, url, novo)
    await page.waitForURL(url('/dashboard'))
    await page.goto(url('/pagamentos'))
    await page.getByRole('heading', { name: 'Nenhum pagamento encontrado' }).waitFor()
    await page.getByText('Você ainda não recebeu nenhum pagamento.').waitFor()
    await resumo.getByText('R$ 0,00').waitFor()
    expect(session.errors).toEqual([])
  }, 240_000)
})

async function semRolagemLateral(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
}

describe('the seller payments page on a 360 px phone', () => {
  const session = useBrowser({ width: 360, height: 780 })
  it('fits and is axe clean with its cards, its filters open, filtered-empty and empty', async () => {
    const { page, url } = session
    await login(page, url, VENDEDOR)
    await page.waitForURL(url('/dashboard'))
    await page.goto(url('/pagamentos'))
    await page.getByRole('heading', { level: 1, name: 'Meus Pagamentos' }).waitFor()
    await page.getByRole('article').first().waitFor()
    await semRolagemLateral(page)
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('button', { name: 'Filtros' }).click()
    const filtros = page.getByRole('region', { name: 'Filtros' })
    await filtros.getByLabel('Período').selectOption({ label: 'Personalizado' })
    // A slow phone (the CPU twelve times slower): the page renders each change of the address after
    // the next may already be typed, and the first day must still be kept with the last.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 12 })
    await filtros.getByLabel('Data inicial').fill('2020-01-01')
    await filtros.getByLabel('Data final').fill('2020-01-31')
    await page.getByRole('heading', { name: 'Nenhum resultado encontrado' }).waitFor()
    await page.getByText(/período de 01\/01\/2020 a 31\/01\/2020\.$/).waitFor()
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    expect(await filtros.getByLabel('Data inicial').inputValue()).toBe('2020-01-01')
    await semRolagemLateral(page)
    expect(await seriousViolations(page)).toEqual([])

    await page.goto(url('/perfil'))
    await page.getByRole('button', { name: 'Desconectar' }).click()
    await page
      .getByRole('dialog', { name: 'Desconectar Mercado Pago?' })
      .getByRole('button', { name: 'Desconectar' })
      .click()
    await page
      .getByRole('alert')
      .getByText(/^Não é possível desconectar o Mercado Pago/)
      .waitFor()
    await semRolagemLateral(page)
    expect(await seriousViolations(page)).toEqual([])

    await sair(page)
    const novo = await createUser(['vendedor'])
    await login(page, url, novo)
    await page.waitForURL(url('/dashboard'))
    await page.goto(url('/pagamentos'))
    await page.getByRole('heading', { name: 'Nenhum pagamento encontrado' }).waitFor()
    await semRolagemLateral(page)
    expect(await seriousViolations(page)).toEqual([])
    expect(session.errors).toEqual([])
  }, 180_000)
})
