import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { seriousViolations } from './support/catalogo.ts'
import { pagarNoSimulador } from './support/checkout.ts'
import { login } from './support/login.ts'
import { createUser } from './support/users.ts'

// Orders after the money (spec part 2 §§2, 4, 5, 8): a buyer pays a padrão listing of the demo
// seller by card; the seller opens it from /pedidos and walks it to delivery, one step at a time;
// the buyer sees it delivered. A second paid order, cancelled by the buyer, ends cancelled and
// refunded. Then both lists and a detail at 360 px, axe clean.
const VENDEDOR = { email: 'vendedor@recria.com.br', senha: 'recria123' }

interface Card {
  id_anuncio: number
  produto: { nome: string }
  usuario_vendedor: { nome: string }
}

async function anuncioDoVendedorDemo(): Promise<Card> {
  const res = await fetch(
    new URL('/api/anuncios/ativos-comprador?forma_pagamento=padrao&limit=48', inject('baseUrl')),
  )
  const itens = ((await res.json()) as { itens: Card[] }).itens
  const card = itens.find((c) => c.usuario_vendedor.nome === 'Ateliê Bruno Reciclados')
  if (!card) throw new Error('o vendedor de demonstração não tem anúncio padrão na vitrine')
  return card
}

/** Buys the listing now by card (APRO) and answers the order's id. */
async function comprar(page: Page, url: (p: string) => string, card: Card): Promise<string> {
  await page.goto(url(`/anuncio-produto/${card.id_anuncio}`))
  await page.getByRole('heading', { level: 1, name: card.produto.nome }).waitFor()
  await page.getByRole('button', { name: 'Comprar Agora', exact: true }).click()
  await page.waitForURL(/\/mp-sim\/checkout\/v1\/redirect\?pref_id=/)
  await pagarNoSimulador(page, { cartao: 'APRO' })
  await page.waitForURL(/\/pagamento\/sucesso\?/)
  await page.getByRole('heading', { name: 'Pagamento Aprovado!' }).waitFor()
  return new URL(page.url()).searchParams.get('external_reference') as string
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
    const cancelado = await comprar(page, url, card)

    // The buyer cancels the second one: the reason must have 10 characters.
    await abrirDetalhes(page, url('/meus-pedidos'), cancelado, /vendedor/)
    expect(page.url()).toBe(url(`/pedido/detalhes-comprador/${cancelado}`))
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

    // The seller walks the first one to delivery.
    await sair(page)
    await login(page, url, VENDEDOR)
    await page.waitForURL(url('/dashboard'))
    await abrirDetalhes(page, url('/pedidos'), entregue, /comprador/)
    expect(page.url()).toBe(url(`/pedido/detalhes/${entregue}`))
    const controle = page.getByRole('region', { name: 'Controle do Pedido' })
    for (const [acao, label] of [
      ['Confirmar Pedido', 'Confirmado'],
      ['Iniciar Preparação', 'Em Preparação'],
      ['Confirmar Produto Pronto', 'Pronto para Entrega'],
      ['Confirmar Entrega', 'Entregue'],
    ]) {
      await controle.getByRole('button', { name: acao }).click()
      await page
        .getByText(`O Status do pedido foi atualizado para ${label}`, { exact: true })
        .first()
        .waitFor()
    }
    await controle.getByText('Nenhuma ação disponível para o status atual do pedido.').waitFor()
    await page
      .getByRole('region', { name: 'Histórico do Pedido' })
      .getByText('Entregue (concluído)')
      .waitFor()
    await page.goto(url('/dashboard'))
    const recentes = page.getByRole('region', { name: 'Pedidos recentes' })
    await recentes.getByRole('link', { name: `Pedido #${entregue}` }).waitFor()
    await recentes.getByRole('link', { name: 'Ver todos os pedidos' }).waitFor()

    // The buyer sees it delivered.
    await sair(page)
    await login(page, url, comprador)
    await page.waitForURL(url('/'))
    await page.goto(url(`/meus-pedidos?busca=${entregue}`))
    const cartao = page.getByRole('article').filter({ hasText: `Pedido #${entregue}` })
    await cartao.getByText('Entregue', { exact: true }).waitFor()
    expect(session.errors).toEqual([])
  }, 240_000)
})

async function semRolagemLateral(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
}

describe('orders on a 360 px phone', () => {
  const session = useBrowser({ width: 360, height: 780 })
  it('both lists and both details fit and are axe clean', async () => {
    const { page, url } = session
    const card = await anuncioDoVendedorDemo()
    const comprador = await createUser(['comprador'])
    await login(page, url, comprador)
    await page.waitForURL(url('/'))
    const id = await comprar(page, url, card)

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
    await page.goto(url('/pedidos'))
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
