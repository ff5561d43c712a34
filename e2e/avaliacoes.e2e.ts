import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { seriousViolations } from './support/catalogo.ts'
import { entregaDaCompra, pagarNoSimulador } from './support/checkout.ts'
import { login } from './support/login.ts'
import { baseUrl } from './support/server.ts'
import { createUser } from './support/users.ts'
import { informacaoDeEntrega } from './support/vendedores.ts'

// Ratings (docs/product/avaliacoes.md): a new buyer cannot review a product they have not received; they
// buy it, the demo seller delivers it, and the buyer reviews it from the listing's Avaliações tab (a
// short comment refused first), edits it, and the catalogue card shows the new stars. Then, on a
// 360 px phone, the buyer's and the seller's ratings pages, the listing's tab and the review form,
// axe clean.
const VENDEDOR = { email: 'vendedor@recria.com.br', senha: 'recria123' }
const COMPRADORA_DEMO = { email: 'comprador@recria.com.br', senha: 'recria123' }

interface Card {
  id_anuncio: number
  produto: { id_produto: number; nome: string; totalAvaliacoes: number }
  usuario_vendedor: { nome: string }
}

/** A padrão listing of the demo seller whose product nobody has reviewed yet. */
async function anuncioSemAvaliacoes(): Promise<Card> {
  const res = await fetch(
    new URL('/api/anuncios/ativos-comprador?forma_pagamento=padrao&limit=48', baseUrl()),
  )
  const itens = ((await res.json()) as { itens: Card[] }).itens.filter(
    (c) => c.usuario_vendedor.nome === 'Ateliê Bruno Reciclados' && c.produto.totalAvaliacoes === 0,
  )
  const card = itens.at(-1)
  if (!card) throw new Error('o vendedor de demonstração não tem produto padrão sem avaliações')
  return card
}

/** The demo seller walks the order to delivery through the API, as their back office does. */
async function entregar(idPedido: string) {
  const base = baseUrl()
  const login = await fetch(new URL('/api/auth/login', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(VENDEDOR),
  })
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const { usuario } = (await login.json()) as { usuario: { id_usuario: number } }
  const detalhe = await fetch(new URL(`/api/pedidos/${idPedido}`, base), { headers: { cookie } })
  const entrega = informacaoDeEntrega(await detalhe.json())
  for (const status of ['confirmado', 'em_preparacao', 'pronto_para_entrega', 'entregue']) {
    const res = await fetch(new URL(`/api/pedidos/${idPedido}/status`, base), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        status,
        id_usuario: usuario.id_usuario,
        ...(status === 'pronto_para_entrega' && entrega),
      }),
    })
    if (!res.ok) throw new Error(`${status}: ${res.status} ${await res.text()}`)
  }
}

async function abrirAvaliacoes(page: Page, url: (p: string) => string, card: Card) {
  await page.goto(url(`/anuncio-produto/${card.id_anuncio}`))
  await page.getByRole('heading', { level: 1, name: card.produto.nome }).waitFor()
  await page.getByRole('tab', { name: 'Avaliações' }).click()
}

const cartao = (page: Page, idAnuncio: number) =>
  page.getByRole('article').filter({ has: page.locator(`a[href="/anuncio-produto/${idAnuncio}"]`) })

async function semRolagemLateral(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
}

async function sair(page: Page) {
  await page.context().clearCookies()
  await page.evaluate(() => localStorage.clear())
}

describe('ratings on a desktop', () => {
  const session = useBrowser({ width: 1280, height: 800 })
  it('a buyer reviews a delivered product from its listing page, edits it, and the card shows the stars', async () => {
    const { page, url } = session
    const card = await anuncioSemAvaliacoes()
    const comprador = await createUser(['comprador'])

    // A visitor never sees 'Avaliar produto': they are asked to sign in.
    await abrirAvaliacoes(page, url, card)
    await page.getByText('Este produto ainda não tem avaliações.', { exact: true }).waitFor()
    expect(await page.getByRole('button', { name: 'Avaliar produto' }).count()).toBe(0)
    await page
      .getByText('Comprou e recebeu este produto? Entre na sua conta para avaliá-lo.', { exact: true })
      .waitFor()
    await page.getByRole('button', { name: 'Entrar para avaliar' }).click()
    const acesso = page.getByRole('dialog', { name: 'Acesso Necessário' })
    await acesso.getByText('Para avaliar um produto, você precisa estar logado em sua conta.').waitFor()

    // Signed in, not received yet: the API says no.
    await login(page, url, comprador)
    await page.waitForURL(url('/'))
    await abrirAvaliacoes(page, url, card)
    await page.getByText('Só quem comprou e recebeu este produto pode avaliá-lo.', { exact: true }).waitFor()
    expect(await page.getByRole('button', { name: 'Avaliar produto' }).count()).toBe(0)

    // Bought now by card, delivered by the seller.
    await page.getByRole('button', { name: 'Comprar Agora', exact: true }).click()
    await entregaDaCompra(page)
    await page.waitForURL(/\/mp-sim\/checkout\/v1\/redirect\?pref_id=/)
    await pagarNoSimulador(page, { cartao: 'APRO' })
    await page.waitForURL(/\/pagamento\/sucesso\?/)
    await page.getByRole('heading', { name: 'Pagamento Aprovado!' }).waitFor()
    const idPedido = new URL(page.url()).searchParams.get('external_reference') as string
    await entregar(idPedido)

    // The delivered order offers 'Avaliar' on its item, opening the same review form.
    await page.goto(url(`/pedido/detalhes-comprador/${idPedido}`))
    await page.getByRole('button', { name: /^Avaliar / }).click()
    await page.getByRole('dialog', { name: 'Avaliar produto' }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })

    await abrirAvaliacoes(page, url, card)
    await page.getByRole('button', { name: 'Avaliar produto' }).click()
    const dialogo = page.getByRole('dialog', { name: 'Avaliar produto' })
    // Five stars by default; four chosen.
    expect(await dialogo.getByRole('radio', { name: '5 estrelas' }).isChecked()).toBe(true)
    await dialogo.locator('label', { hasText: '4 estrelas' }).click()
    await dialogo.getByLabel('Comentário').fill('Bonito')
    await dialogo.getByRole('button', { name: 'Enviar avaliação' }).click()
    await dialogo.getByText('Mínimo 10 caracteres', { exact: true }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await dialogo.getByLabel('Comentário').fill('Chegou bem embalado e é muito bonito.')
    await dialogo.getByText('37/500').waitFor()
    await dialogo.getByRole('button', { name: 'Enviar avaliação' }).click()
    await page.getByText('Avaliação enviada com sucesso!', { exact: true }).waitFor()
    const minha = page.getByRole('region', { name: 'Sua avaliação' })
    await minha.getByText('Chegou bem embalado e é muito bonito.').waitFor()
    await minha.getByRole('img', { name: 'Nota 4,0 de 5' }).waitFor()
    // Its own review is apart: the list of others stays empty, the stars count it.
    await page.getByText('Ainda não há avaliações de outros compradores.', { exact: true }).waitFor()
    await page.getByText('(1 avaliação)').first().waitFor()

    // The catalogue card of the listing shows the product's new stars.
    await page.goto(url(`/?busca=${encodeURIComponent(card.produto.nome)}`))
    const noCatalogo = cartao(page, card.id_anuncio)
    await noCatalogo.getByRole('img', { name: 'Nota 4,0 de 5' }).waitFor()
    await noCatalogo.getByText('(1 avaliação)', { exact: true }).waitFor()

    // Edited: five stars now; the card follows.
    await abrirAvaliacoes(page, url, card)
    await page.getByRole('button', { name: 'Editar avaliação' }).click()
    const edicao = page.getByRole('dialog', { name: 'Editar avaliação' })
    expect(await edicao.getByLabel('Comentário').inputValue()).toBe('Chegou bem embalado e é muito bonito.')
    await edicao.locator('label', { hasText: '5 estrelas' }).click()
    await edicao.getByRole('button', { name: 'Salvar alterações' }).click()
    await page.getByText('Avaliação atualizada com sucesso!', { exact: true }).waitFor()
    await page
      .getByRole('region', { name: 'Sua avaliação' })
      .getByRole('img', { name: 'Nota 5,0 de 5' })
      .waitFor()
    await page.goto(url(`/?busca=${encodeURIComponent(card.produto.nome)}`))
    await cartao(page, card.id_anuncio).getByRole('img', { name: 'Nota 5,0 de 5' }).waitFor()

    // Their own page lists it.
    await page.goto(url('/minhas-avaliacoes'))
    const revisao = page.getByRole('article').filter({ hasText: card.produto.nome })
    await revisao.getByText('Vendedor avaliado').waitFor()
    await revisao.getByText('Ateliê Bruno Reciclados').waitFor()
    await revisao.getByText(`Pedido #${idPedido}`).waitFor()
    expect(session.errors).toEqual([])
  }, 180_000)
})

describe('ratings on a 360 px phone', () => {
  const session = useBrowser({ width: 360, height: 780 })
  it("the buyer's and the seller's pages, the listing's tab and the form fit and are axe clean", async () => {
    const { page, url } = session

    // The demo buyer: her edited review, the filters, a search with no result.
    await login(page, url, COMPRADORA_DEMO)
    await page.waitForURL(url('/'))
    await page.goto(url('/minhas-avaliacoes'))
    await page.getByRole('heading', { level: 1, name: 'Minhas Avaliações' }).waitFor()
    const cartaoDela = page.getByRole('article').first()
    await cartaoDela.getByText('Vendedor avaliado').waitFor()
    await cartaoDela.getByText(/^Editado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).waitFor()
    await semRolagemLateral(page)
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Filtros' }).click()
    await page.getByLabel('Nota', { exact: true }).selectOption('1')
    await page.getByRole('heading', { name: 'Nenhum resultado encontrado' }).waitFor()
    await page.getByText('Nenhum resultado para nota 1 estrela.').waitFor()
    await page.getByRole('button', { name: 'Limpar Filtros' }).last().click()
    await cartaoDela.waitFor()
    await page.getByLabel('Período').selectOption('personalizado')
    await page.getByLabel('Data inicial').fill('2020-01-01')
    await cartaoDela.getByText('Vendedor avaliado').waitFor()
    await semRolagemLateral(page)
    expect(await seriousViolations(page)).toEqual([])

    // Her review on its listing's tab, apart, and its form open; a listing reviewed by others.
    const minhas = await page.request.get(url('/api/avaliacoes/comprador?limit=50'))
    const suas = ((await minhas.json()) as { dados: { avaliacoes: { id_produto: number }[] } }).dados
      .avaliacoes
    const [sua] = suas
    const porNota = await fetch(
      new URL('/api/anuncios/ativos-comprador?ordenar=avaliacao&limit=48', baseUrl()),
    )
    const cards = ((await porNota.json()) as { itens: Card[] }).itens
    const dela = cards.find((c) => c.produto.id_produto === sua?.id_produto)
    const deOutros = cards.find((c) => c.produto.totalAvaliacoes >= 2)
    if (!dela || !deOutros)
      throw new Error('o catálogo por nota não tem os produtos avaliados da demonstração')
    await abrirAvaliacoes(page, url, dela)
    await page
      .getByRole('region', { name: 'Sua avaliação' })
      .getByText(/^Editado em/)
      .waitFor()
    await page.getByRole('button', { name: 'Editar avaliação' }).click()
    const edicao = page.getByRole('dialog', { name: 'Editar avaliação' })
    await edicao.getByRole('radio', { name: '5 estrelas' }).waitFor({ state: 'attached' })
    await semRolagemLateral(page)
    expect(await seriousViolations(page)).toEqual([])
    await edicao.getByRole('button', { name: 'Cancelar' }).click()
    // The tab loads its reviews once opened ('Carregando avaliações...'): the list is awaited. It
    // holds the 5 newest of the others' reviews, hers left out.
    await abrirAvaliacoes(page, url, deOutros)
    const outras = page.getByRole('list', { name: 'Avaliações dos compradores' })
    await outras.getByRole('article').first().waitFor()
    const delaTambem = suas.some((a) => a.id_produto === deOutros.produto.id_produto)
    expect(await outras.getByRole('article').count()).toBe(
      Math.min(5, deOutros.produto.totalAvaliacoes - (delaTambem ? 1 : 0)),
    )
    await semRolagemLateral(page)
    expect(await seriousViolations(page)).toEqual([])

    // A buyer with none.
    await sair(page)
    const novo = await createUser(['comprador'])
    await login(page, url, novo)
    await page.waitForURL(url('/'))
    await page.goto(url('/minhas-avaliacoes'))
    await page
      .getByRole('heading', {
        name: 'Você ainda não realizou nenhuma avaliação. Após receber seus pedidos, avalie os vendedores!',
      })
      .waitFor()
    await page.getByRole('link', { name: 'Ver meus pedidos' }).waitFor()
    expect(await seriousViolations(page)).toEqual([])

    // The demo seller: the summary, the distribution, the cards with their products and '+N'.
    await sair(page)
    await login(page, url, VENDEDOR)
    await page.waitForURL(url('/dashboard'))
    await page.goto(url('/avaliacoes'))
    await page.getByRole('heading', { level: 1, name: 'Minhas Avaliações' }).waitFor()
    for (const titulo of ['Média Geral', 'Total', '5 Estrelas', 'Positivas'])
      await page.getByText(titulo, { exact: true }).waitFor()
    const distribuicao = page.getByRole('region', { name: 'Distribuição das notas' })
    expect(await distribuicao.getByRole('listitem').count()).toBe(5)
    await distribuicao
      .getByText(/^\d+ \(\d+,\d%\)$/)
      .first()
      .waitFor()
    await page.getByText('+1', { exact: true }).first().waitFor()
    await page
      .getByText(/^6 produtos · \d+ itens$/)
      .first()
      .waitFor()
    await semRolagemLateral(page)
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('searchbox', { name: 'Buscar por cliente ou comentário...' }).fill('Helena')
    await page.getByText(/^2 avaliações$/).waitFor()
    await page.getByRole('button', { name: 'Filtros' }).click()
    await page.getByLabel('Nota', { exact: true }).selectOption('2')
    await page.getByText(/^1 avaliação$/).waitFor()
    await page.getByRole('article').getByText('Veio com um pequeno defeito', { exact: false }).waitFor()
    await semRolagemLateral(page)
    expect(await seriousViolations(page)).toEqual([])

    // A seller with none.
    await sair(page)
    const vendedorNovo = await createUser(['vendedor'])
    await login(page, url, vendedorNovo)
    await page.waitForURL(url('/dashboard'))
    await page.goto(url('/avaliacoes'))
    await page.getByRole('heading', { name: 'Nenhuma avaliação encontrada' }).waitFor()
    await page.getByText('Você ainda não recebeu avaliações dos seus clientes', { exact: true }).waitFor()
    await semRolagemLateral(page)
    expect(await seriousViolations(page)).toEqual([])
    expect(session.errors).toEqual([])
  }, 180_000)
})
