import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { seriousViolations } from './support/catalogo.ts'
import { anuncioDoVendedorDemo, comprar } from './support/compra.ts'
import { login } from './support/login.ts'
import { createUser } from './support/users.ts'
import { informacaoDeEntrega } from './support/vendedores.ts'

// Refunds (docs/product/reembolsos.md): a buyer's order is paid by card and delivered by the demo
// seller; the buyer asks for its refund from the order's page; the seller finds it in Gerenciar
// Reembolsos, opens it and approves it in 'Responder Solicitação'; the simulator gives the money back
// and the buyer reads it completed in Meus Reembolsos, its detail and the order. Then both sides'
// refund pages at 360 px, axe clean, on the demo accounts' requests.
const VENDEDOR = { email: 'vendedor@recria.com.br', senha: 'recria123' }
const COMPRADORA = { email: 'comprador@recria.com.br', senha: 'recria123' }
const JUSTIFICATIVA =
  'A alça descosturou no primeiro uso e o fecho não prende mais. Gostaria do reembolso, por favor, obrigado pela atenção.'

/** The seller's four steps, through the same calls their order page makes. */
async function entregar(vendedor: Page, url: (p: string) => string, id: string) {
  const { id_usuario } = await (await vendedor.request.get(url('/api/usuarios/me'))).json()
  const entrega = informacaoDeEntrega(await (await vendedor.request.get(url(`/api/pedidos/${id}`))).json())
  for (const status of ['confirmado', 'em_preparacao', 'pronto_para_entrega', 'entregue']) {
    const data = { status, id_usuario, ...(status === 'pronto_para_entrega' && entrega) }
    const res = await vendedor.request.put(url(`/api/pedidos/${id}/status`), { data })
    expect(res.status()).toBe(200)
  }
}

async function semRolagemLateral(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
}

const falhaDoServidor = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ mensagem: 'Erro interno do servidor.' }),
  })

describe('refunds on a desktop', () => {
  const session = useBrowser({ width: 1280, height: 800 })
  it('the buyer asks, the seller approves, the buyer sees it completed', async () => {
    const { page, url } = session
    const card = await anuncioDoVendedorDemo()
    const comprador = await createUser(['comprador'])
    await login(page, url, comprador)
    await page.waitForURL(url('/'))
    const id = await comprar(page, url, card)

    // Before delivery the order's page offers no refund.
    await page.goto(url(`/pedido/detalhes-comprador/${id}`))
    await page.getByRole('heading', { level: 1, name: `Pedido #${id}` }).waitFor()
    expect(await page.getByRole('region', { name: 'Reembolso', exact: true }).count()).toBe(0)

    const vendedor = await session.otherPage()
    await login(vendedor, url, VENDEDOR)
    await vendedor.waitForURL(url('/dashboard'))
    await entregar(vendedor, url, id)

    // The buyer asks from the order's page: both fields are required, the description counted.
    await page.reload()
    const secao = page.getByRole('region', { name: 'Reembolso', exact: true })
    await secao.getByText(/Você pode solicitar o reembolso até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./).waitFor()
    await secao.getByRole('button', { name: 'Solicitar Reembolso' }).click()
    const pedir = page.getByRole('dialog', { name: 'Solicitar Reembolso' })
    const enviar = pedir.getByRole('button', { name: 'Enviar Solicitação' })
    expect(await enviar.isDisabled()).toBe(true)
    await pedir.getByLabel('Descrição detalhada').fill(JUSTIFICATIVA)
    await pedir.getByText(`${JUSTIFICATIVA.length}/500`).waitFor()
    expect(await enviar.isDisabled()).toBe(true)
    await pedir.getByLabel('Motivo do reembolso').selectOption({ label: 'Produto com defeito' })
    await enviar.click()
    await page.getByText('Solicitação de reembolso enviada com sucesso!', { exact: true }).waitFor()
    await secao.getByText('Aguardando Análise').waitFor()
    const numero = /#(\d+)/.exec(
      (await secao.getByText(/^Reembolso #\d+$/).textContent()) ?? '',
    )?.[1] as string
    expect(await secao.getByRole('button', { name: 'Solicitar Reembolso' }).count()).toBe(0)
    // The buyer keeps the refund's page open while the seller answers.
    await page.goto(url(`/reembolso-detalhes-comprador/${numero}`))
    await page.getByRole('heading', { level: 1, name: `Reembolso #${numero}` }).waitFor()
    expect(await page.getByText(/O valor foi devolvido pelo Mercado Pago\./).count()).toBe(0)

    // The seller finds it by the order's number and answers it.
    await vendedor.goto(url('/reembolsos'))
    await vendedor.getByRole('heading', { level: 1, name: 'Gerenciar Reembolsos' }).waitFor()
    await vendedor.getByRole('searchbox', { name: 'Buscar por pedido, produto ou cliente...' }).fill(id)
    const cartao = vendedor.getByRole('article').filter({ hasText: `Reembolso #${numero}` })
    await cartao.getByText(`Pedido #${id}`).waitFor()
    await cartao.getByText('Pendente', { exact: true }).waitFor()
    await cartao.getByText(comprador.nome).waitFor()
    await cartao.getByText('Produto com defeito').waitFor()
    await cartao.getByRole('link', { name: `Ver Detalhes do Reembolso #${numero}` }).click()
    await vendedor.getByRole('heading', { level: 1, name: `Reembolso #${numero}` }).waitFor()
    expect(vendedor.url()).toBe(url('/reembolso-detalhes'))
    const cliente = vendedor.getByRole('region', { name: 'Cliente', exact: true })
    await cliente.getByText(comprador.email).waitFor()
    await vendedor.getByRole('region', { name: 'Motivo do Reembolso' }).getByText(JUSTIFICATIVA).waitFor()
    await vendedor.getByRole('button', { name: 'Responder Solicitação' }).click()
    const responder = vendedor.getByRole('dialog', { name: 'Responder Solicitação de Reembolso' })
    await responder.getByText('Importante - Decisão Final').waitFor()
    await responder.getByText(JUSTIFICATIVA).waitFor()
    const aprovar = responder.getByRole('button', { name: 'Aprovar' })
    const rejeitar = responder.getByRole('button', { name: 'Rejeitar' })
    await responder.getByLabel('Resposta ao cliente').fill('   ')
    expect([await aprovar.isDisabled(), await rejeitar.isDisabled()]).toEqual([true, true])
    await responder.getByLabel('Resposta ao cliente').fill('Sinto muito pelo defeito, aprovado.')
    await responder.getByText('35/1000').waitFor()
    await aprovar.click()
    await vendedor
      .getByText('Reembolso aprovado. O valor será devolvido ao comprador pelo Mercado Pago.', {
        exact: true,
      })
      .waitFor()
    const solicitacao = vendedor.getByRole('region', { name: 'Solicitação', exact: true })
    await solicitacao.getByText('Concluído', { exact: true }).waitFor()
    await solicitacao.getByText('O valor foi devolvido ao comprador pelo Mercado Pago.').waitFor()
    await vendedor
      .getByRole('region', { name: 'Sua Resposta' })
      .getByText('Sinto muito pelo defeito, aprovado.')
      .waitFor()
    expect(await vendedor.getByRole('button', { name: 'Responder Solicitação' }).count()).toBe(0)

    // Without a reload, the buyer's open refund page follows the answer (on its notification).
    await page.getByText(/O valor foi devolvido pelo Mercado Pago\./).waitFor()

    // The buyer reads it completed: the list, the detail and the order.
    await page.goto(url('/pagamentos-reembolsos'))
    await page.getByRole('heading', { level: 1, name: 'Meus Reembolsos' }).waitFor()
    const meu = page.getByRole('article').filter({ hasText: `Reembolso #${numero}` })
    await meu.getByText('Concluído', { exact: true }).waitFor()
    await meu.getByText(`${JUSTIFICATIVA.slice(0, 100)}...`, { exact: true }).waitFor()
    await meu.getByText('Sinto muito pelo defeito, aprovado.').waitFor()
    await meu.getByText(card.produto.nome).waitFor()
    await meu.getByRole('link', { name: `Ver Detalhes do Reembolso #${numero}` }).click()
    await page.waitForURL(url(`/reembolso-detalhes-comprador/${numero}`))
    await page.getByRole('heading', { level: 1, name: `Reembolso #${numero}` }).waitFor()
    await page.getByText(/O valor foi devolvido pelo Mercado Pago\./).waitFor()
    // Refunded, the sale no longer lends the seller's phone (decision 041).
    const vendedorDoReembolso = page.getByRole('region', { name: 'Vendedor', exact: true })
    await vendedorDoReembolso
      .getByText('O telefone não é mais exibido porque o pedido foi cancelado ou reembolsado.')
      .waitFor()
    expect(await vendedorDoReembolso.getByText('(21) 99876-5432').count()).toBe(0)
    await page.getByRole('link', { name: `Ver Pedido #${id}` }).click()
    await page.waitForURL(url(`/pedido/detalhes-comprador/${id}`))
    await page.getByRole('heading', { level: 1, name: `Pedido #${id}` }).waitFor()
    await page.getByText('Reembolsado', { exact: true }).first().waitFor()
    await page.getByText(/O valor deste pedido foi reembolsado em/).waitFor()
    await page
      .getByRole('region', { name: 'Histórico do Pedido' })
      .getByText('Pagamento reembolsado (concluído)')
      .waitFor()
    await page
      .getByRole('region', { name: 'Reembolso', exact: true })
      .getByText('Concluído', { exact: true })
      .waitFor()
    expect(session.errors).toEqual([])
  }, 360_000)
})

describe('refunds on a 360 px phone', () => {
  const session = useBrowser({ width: 360, height: 780 })
  it('both sides’ refund pages fit and are axe clean, modals included; a list that cannot load says so', async () => {
    const { page, url } = session
    // The seller: the list with its filters open, a request awaiting an answer and its modal.
    await login(page, url, VENDEDOR)
    await page.waitForURL(url('/dashboard'))
    await page.goto(url('/reembolsos'))
    const pendente = page.getByRole('article').filter({ hasText: 'Pendente' }).first()
    await pendente.waitFor()
    await page.getByRole('button', { name: 'Filtros' }).click()
    await page.getByLabel('Período').selectOption('personalizado')
    await page.getByLabel('Data inicial').waitFor()
    await semRolagemLateral(page)
    expect(await seriousViolations(page)).toEqual([])
    await pendente.getByRole('link', { name: /^Ver Detalhes do Reembolso #\d+$/ }).click()
    await page.getByRole('button', { name: 'Responder Solicitação' }).waitFor()
    await page.getByRole('region', { name: 'Cliente', exact: true }).getByText('(11) 98765-4321').waitFor()
    await semRolagemLateral(page)
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Responder Solicitação' }).click()
    const modal = page.getByRole('dialog', { name: 'Responder Solicitação de Reembolso' })
    await modal.getByText('Importante - Decisão Final').waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await modal.getByRole('button', { name: 'Cancelar' }).click()
    await modal.waitFor({ state: 'detached' })

    // The buyer: a list that cannot be read is a red box; then the list, a detail, the order's request.
    await page.context().clearCookies()
    await page.evaluate(() => localStorage.clear())
    await login(page, url, COMPRADORA)
    await page.waitForURL(url('/'))
    await page.route('**/api/reembolsos/comprador/*', falhaDoServidor)
    await page.goto(url('/pagamentos-reembolsos'))
    await page.getByRole('alert').filter({ hasText: 'Erro ao carregar reembolsos' }).waitFor()
    await page.unroute('**/api/reembolsos/comprador/*')
    await page.getByRole('button', { name: 'Tentar novamente' }).click()
    const rejeitado = page.getByRole('article').filter({ hasText: 'Rejeitado' }).first()
    await rejeitado.getByText('Minha Justificativa').waitFor()
    await semRolagemLateral(page)
    expect(await seriousViolations(page)).toEqual([])
    await rejeitado.getByRole('link', { name: /^Ver Detalhes do Reembolso #\d+$/ }).click()
    await page.getByRole('region', { name: 'Resposta do Vendedor' }).waitFor()
    await semRolagemLateral(page)
    expect(await seriousViolations(page)).toEqual([])

    // The demo buyer's delivered order, with no request: the section and its modal (left unsent).
    await page.goto(url('/meus-pedidos?status=entregue'))
    const entregues = page.getByRole('link', { name: /^Ver Detalhes do Pedido #\d+$/ })
    await entregues.first().waitFor()
    for (const link of await entregues.all()) {
      await link.click()
      await page.getByRole('region', { name: 'Histórico do Pedido' }).waitFor()
      if (await page.getByRole('button', { name: 'Solicitar Reembolso' }).count()) break
      await page.goBack()
    }
    await page.getByRole('button', { name: 'Solicitar Reembolso' }).click()
    const pedir = page.getByRole('dialog', { name: 'Solicitar Reembolso' })
    await pedir.getByLabel('Motivo do reembolso').waitFor()
    await semRolagemLateral(page)
    expect(await seriousViolations(page)).toEqual([])
    await pedir.getByRole('button', { name: 'Cancelar' }).click()
    expect(session.errors).toEqual([])
  }, 180_000)
})
