import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { seriousViolations } from './support/catalogo.ts'
import { entregaDaCompra, pagarNoSimulador } from './support/checkout.ts'
import { anuncioDoVendedorDemo, comprar } from './support/compra.ts'
import { login } from './support/login.ts'
import { createUser } from './support/users.ts'

// Orders after the money (docs/product/pedidos.md): a buyer pays a padrão listing of the demo
// seller by card, twice (the second left on the provider's page, then paid with 'Pagar agora'). The
// buyer syncs the second one's payment, cancels it and sees it refunded; its item opens the listing. With the first one's
// page open, the buyer watches: the seller, in another browser, opens it from /pedidos and walks it
// to delivery, one step at a time; the buyer's page, never reloaded, reads it delivered and its
// panel holds the notifications. Then both lists and both details at 360 px, axe clean.
const VENDEDOR = { email: 'vendedor@recria.com.br', senha: 'recria123' }

const sino = (page: Page) => page.getByRole('button', { name: /^Notificações/ })

/** The unread count the bell says (its label carries the number the badge shows). */
async function naoLidas(page: Page): Promise<number> {
  const label = (await sino(page).getAttribute('aria-label')) ?? ''
  return Number(/\((\d+) não lidas\)/.exec(label)?.[1] ?? 0)
}

async function sair(page: Page) {
  await page.context().clearCookies()
  await page.evaluate(() => localStorage.clear())
}

async function abrirDetalhes(page: Page, lista: string, id: string, busca: RegExp) {
  await page.goto(lista)
  await page.getByRole('searchbox', { name: busca }).fill(id)
  await page.getByRole('link', { name: `Ver Detalhes do Pedido #${id}` }).click()
  await page.getByRole('heading', { level: 1, name: `Pedido #${id}` }).waitFor()
}

describe('orders on a desktop', () => {
  const session = useBrowser({ width: 1280, height: 800 })
  it('the seller walks a paid order to delivery; the buyer cancels another and is refunded', async () => {
    const { page, url } = session
    const card = await anuncioDoVendedorDemo()
    const comprador = await createUser(['comprador'])
    await login(page, url, comprador)
    await page.waitForURL(url('/'))
    const entregue = await comprar(page, url, card)

    // The second is left on the provider's page, then paid from its detail with 'Pagar agora'.
    await page.goto(url(`/anuncio-produto/${card.id_anuncio}`))
    await page.getByRole('button', { name: 'Comprar Agora', exact: true }).click()
    await entregaDaCompra(page)
    await page.waitForURL(/\/mp-sim\/checkout\/v1\/redirect\?pref_id=/)
    await page.goto(url('/meus-pedidos?status=pagamento_pendente'))
    const pendente = page.getByRole('article').filter({ hasText: 'Pagamento Pendente' })
    const titulo = (await pendente.getByRole('heading').textContent()) ?? ''
    const cancelado = /#(\d+)/.exec(titulo)?.[1] as string
    await pendente.getByRole('link', { name: `Ver Detalhes do Pedido #${cancelado}` }).click()
    await page.getByRole('heading', { level: 1, name: `Pedido #${cancelado}` }).waitFor()
    expect(page.url()).toBe(url(`/pedido/detalhes-comprador/${cancelado}`))
    await page.getByRole('button', { name: 'Pagar agora' }).click()
    await page.waitForURL(/\/mp-sim\/checkout\/v1\/redirect\?pref_id=/)
    await pagarNoSimulador(page, { cartao: 'APRO' })
    await page.waitForURL(/\/pagamento\/sucesso\?/)
    await page.getByRole('heading', { name: 'Pagamento Aprovado!' }).waitFor()
    expect(new URL(page.url()).searchParams.get('external_reference')).toBe(cancelado)

    // A search that finds nothing, then the filters cleared.
    await page.goto(url('/meus-pedidos'))
    await page.getByRole('searchbox', { name: /vendedor/ }).fill('nenhum-vendedor-assim')
    await page.getByRole('heading', { name: 'Nenhum resultado encontrado' }).waitFor()
    await page.getByRole('button', { name: 'Limpar Filtros' }).click()
    await page.getByRole('link', { name: `Ver Detalhes do Pedido #${cancelado}` }).waitFor()

    // The buyer cancels the second one: the reason must have 10 characters.
    await abrirDetalhes(page, url('/meus-pedidos'), cancelado, /vendedor/)
    expect(page.url()).toBe(url(`/pedido/detalhes-comprador/${cancelado}`))
    await page.getByRole('button', { name: 'Sincronizar' }).click()
    await page.getByText('Pagamento sincronizado com sucesso', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Cancelar Pedido' }).click()
    const dialogo = page.getByRole('dialog', { name: 'Cancelar Pedido' })
    const confirmar = dialogo.getByRole('button', { name: 'Confirmar Cancelamento' })
    await dialogo.getByLabel('Motivo do cancelamento').fill('curto')
    expect(await confirmar.isDisabled()).toBe(true)
    await dialogo.getByLabel('Motivo do cancelamento').fill('Comprei repetido por engano.')
    await dialogo.getByText('28/500').waitFor()
    await confirmar.click()
    await page.getByText('Pedido cancelado com sucesso', { exact: true }).waitFor()
    const historico = page.getByRole('region', { name: 'Histórico do Pedido' })
    await historico.getByText('Pedido cancelado (concluído)').waitFor()
    await historico.getByText('Pagamento reembolsado (concluído)').waitFor()
    await page.getByText(/O valor deste pedido foi reembolsado em/).waitFor()
    // Its item opens the listing's page.
    await page
      .getByRole('region', { name: 'Itens do Pedido' })
      .getByRole('link', { name: card.produto.nome })
      .click()
    await page.waitForURL(url(`/anuncio-produto/${card.id_anuncio}`))
    await page.getByRole('heading', { level: 1, name: card.produto.nome }).waitFor()

    // The buyer keeps the first one open while the seller, in another browser, walks it to delivery.
    await page.goto(url(`/pedido/detalhes-comprador/${entregue}`))
    await page.getByRole('heading', { level: 1, name: `Pedido #${entregue}` }).waitFor()
    await page.getByRole('region', { name: 'Cancelar pedido' }).waitFor()
    await page.waitForTimeout(1_000) // the stream's first count
    const antes = await naoLidas(page)
    await page.evaluate(() => {
      ;(window as unknown as { semRecarregar: boolean }).semRecarregar = true
    })
    const vendedor = await session.otherPage()
    await login(vendedor, url, VENDEDOR)
    await vendedor.waitForURL(url('/dashboard'))
    await abrirDetalhes(vendedor, url('/pedidos'), entregue, /comprador/)
    expect(vendedor.url()).toBe(url(`/pedido/detalhes/${entregue}`))
    await vendedor.getByRole('button', { name: 'Sincronizar' }).click()
    await vendedor.getByText('Pagamento sincronizado com sucesso', { exact: true }).waitFor()
    const controle = vendedor.getByRole('region', { name: 'Controle do Pedido' })
    // Ready for delivery, the seller tells what the order's mode asks, in a dialog (decision 029).
    const { entrega } = await (await vendedor.request.get(url(`/api/pedidos/${entregue}`))).json()
    const campo = {
      envio: { rotulo: 'Código de rastreio', valor: 'AB123456789BR' },
      retirada: { rotulo: 'Instruções de retirada', valor: 'Retire na recepção com o número do pedido.' },
      entrega_local: { rotulo: 'Janela de entrega', valor: 'Sábado, 28/11, entre 9h e 12h' },
    }[entrega.modo as 'envio' | 'retirada' | 'entrega_local']
    for (const [acao, label] of [
      ['Confirmar Pedido', 'Confirmado'],
      ['Iniciar Preparação', 'Em Preparação'],
      ['Confirmar Produto Pronto', 'Pronto para Entrega'],
      ['Confirmar Entrega', 'Entregue'],
    ]) {
      await controle.getByRole('button', { name: acao }).click()
      if (acao === 'Confirmar Produto Pronto') {
        const dialogo = vendedor.getByRole('dialog', { name: 'Pedido pronto para entrega' })
        await dialogo.getByRole('button', { name: 'Confirmar Produto Pronto' }).click()
        await dialogo.getByText(/obrigatóri[oa]s? e deve/).waitFor()
        await dialogo.getByLabel(new RegExp(`^${campo.rotulo}`)).fill(campo.valor)
        await dialogo.getByRole('button', { name: 'Confirmar Produto Pronto' }).click()
        await dialogo.waitFor({ state: 'detached' })
      }
      await vendedor
        .getByText(`O Status do pedido foi atualizado para ${label}`, { exact: true })
        .first()
        .waitFor()
    }
    await controle.getByText('Nenhuma ação disponível para o status atual do pedido.').waitFor()
    await vendedor
      .getByRole('region', { name: 'Histórico do Pedido' })
      .getByText('Entregue (concluído)')
      .waitFor()
    // Its item opens the seller's preview of the listing.
    await vendedor
      .getByRole('region', { name: 'Itens do Pedido' })
      .getByRole('link', { name: card.produto.nome })
      .click()
    await vendedor.waitForURL(/\/anuncio\/preview/)
    await vendedor.getByRole('heading', { level: 1, name: 'Pré-visualização do Anúncio' }).waitFor()
    await vendedor.getByText(card.produto.nome).first().waitFor()
    await vendedor.goto(url('/dashboard'))
    const recentes = vendedor.getByRole('region', { name: 'Pedidos recentes' })
    await recentes.getByRole('link', { name: `Pedido #${entregue}` }).waitFor()
    await recentes.getByRole('link', { name: 'Ver todos os pedidos' }).waitFor()

    // On the buyer's page, never reloaded: the bell counts the four steps, the order reads
    // delivered and the panel holds the notifications.
    await expect.poll(() => naoLidas(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(antes + 4)
    await page
      .getByRole('region', { name: 'Histórico do Pedido' })
      .getByText('Entregue (concluído)')
      .waitFor()
    expect(await page.getByRole('region', { name: 'Cancelar pedido' }).count()).toBe(0)
    await sino(page).click()
    const painel = page.getByRole('dialog', { name: 'Notificações' })
    await painel
      .getByRole('button', { name: new RegExp(`Pedido atualizado.*#${entregue} .*agora está: Entregue\\.`) })
      .waitFor()
    await painel.getByRole('button', { name: new RegExp(`Pedido confirmado.*#${entregue}\\.`) }).waitFor()
    expect(page.url()).toBe(url(`/pedido/detalhes-comprador/${entregue}`))
    expect(await page.evaluate(() => (window as unknown as { semRecarregar?: boolean }).semRecarregar)).toBe(
      true,
    )
    await page.keyboard.press('Escape')

    // What the seller told at 'Pronto para entrega' is on the buyer's page too.
    await page.getByRole('region', { name: 'Entrega' }).getByText(campo.valor, { exact: false }).waitFor()

    // Its list says so too.
    await page.goto(url(`/meus-pedidos?busca=${entregue}`))
    const cartao = page.getByRole('article').filter({ hasText: `Pedido #${entregue}` })
    await cartao.getByText('Entregue', { exact: true }).waitFor()
    expect(session.errors).toEqual([])
  }, 360_000)
})

const falhaDoServidor = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ mensagem: 'Erro interno do servidor.' }),
  })

async function semRolagemLateral(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
}

describe('orders on a 360 px phone', () => {
  const session = useBrowser({ width: 360, height: 780 })
  it('both lists and both details fit and are axe clean; a list that cannot load says so', async () => {
    const { page, url } = session
    const card = await anuncioDoVendedorDemo()
    const comprador = await createUser(['comprador'])
    await login(page, url, comprador)
    await page.waitForURL(url('/'))
    const id = await comprar(page, url, card)

    // The list cannot be read: the buyer's red box says so.
    await page.route('**/api/pedidos/comprador/*', falhaDoServidor)
    await page.goto(url('/meus-pedidos'))
    await page.getByRole('alert').filter({ hasText: 'Erro ao carregar pedidos' }).waitFor()
    await page.unroute('**/api/pedidos/comprador/*')

    await page.goto(url('/meus-pedidos'))
    await page.getByRole('link', { name: `Ver Detalhes do Pedido #${id}` }).waitFor()
    await page.getByRole('button', { name: 'Filtros' }).click()
    await page.getByLabel('Período').selectOption('personalizado')
    await page.getByLabel('Data inicial').waitFor()
    await semRolagemLateral(page)
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('link', { name: `Ver Detalhes do Pedido #${id}` }).click()
    await page.getByRole('heading', { level: 1, name: `Pedido #${id}` }).waitFor()
    await semRolagemLateral(page)
    expect(await seriousViolations(page)).toEqual([])

    await sair(page)
    await login(page, url, VENDEDOR)
    await page.waitForURL(url('/dashboard'))
    await page.getByText('Pedidos hoje').waitFor()
    await semRolagemLateral(page)
    expect(await seriousViolations(page)).toEqual([])
    await page.route('**/api/pedidos/vendedor/*', falhaDoServidor)
    await page.goto(url('/pedidos'))
    await page.getByRole('heading', { name: 'Erro ao carregar pedidos' }).waitFor()
    await page.unroute('**/api/pedidos/vendedor/*')
    await page.getByRole('button', { name: 'Tentar novamente' }).click()
    await page.getByRole('link', { name: `Ver Detalhes do Pedido #${id}` }).waitFor()
    await semRolagemLateral(page)
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('link', { name: `Ver Detalhes do Pedido #${id}` }).click()
    await page.getByRole('region', { name: 'Controle do Pedido' }).waitFor()
    await semRolagemLateral(page)
    expect(await seriousViolations(page)).toEqual([])
    expect(session.errors).toEqual([])
  }, 180_000)
})
