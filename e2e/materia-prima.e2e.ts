import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { seriousViolations } from './support/catalogo.ts'
import { type Card, entregaDaCompra, pagarNoSimulador } from './support/checkout.ts'
import { login } from './support/login.ts'
import { baseUrl } from './support/server.ts'
import { createUser } from './support/users.ts'

// The raw material of a sustainable purchase, at 360 px (decision 028): a buyer buys a demo seller's
// listing the sustainable way and, on the payment's success page and the order's page, reads exactly
// what to hand over and how; the seller records a partial receipt (a zero refused first), then the
// full one; the buyer's order page shows it received, each recording in its history. Axe clean.
const VENDEDOR = { email: 'vendedor@recria.com.br', senha: 'recria123' }
const LOJA = 'Ateliê Bruno Reciclados'
const ENTREGA = 'Combine com o vendedor, pelas mensagens do pedido, onde e quando entregar o material.'

const numero = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 })
const SIGLAS: Record<string, string> = {
  unidade: 'un',
  metro: 'm',
  centimetro: 'cm',
  quilograma: 'kg',
  grama: 'g',
}

async function anuncioSustentavelDaLoja(): Promise<Card> {
  for (let page = 1; page <= 10; page++) {
    const res = await fetch(
      new URL(`/api/anuncios/ativos-comprador?forma_pagamento=sustentavel&limit=48&page=${page}`, baseUrl()),
    )
    const { itens } = (await res.json()) as { itens: Card[] }
    const card = itens.find(
      (c) =>
        c.usuario_vendedor.nome === LOJA && c.creditos_aceitos > 0 && c.quantidade_materia_prima !== null,
    )
    if (card) return card
    if (itens.length < 48) break
  }
  throw new Error('o vendedor de demonstração não tem anúncio sustentável na vitrine')
}

/** Buys the listing now the sustainable way, by card (APRO); answers the order's id. */
async function comprar(page: Page, url: (p: string) => string, card: Card): Promise<string> {
  await page.goto(url(`/anuncio-produto/${card.id_anuncio}`))
  await page.getByRole('heading', { level: 1, name: card.produto.nome }).waitFor()
  await page.getByRole('button', { name: 'Comprar Agora', exact: true }).click()
  const chooser = page.getByRole('dialog', { name: 'Escolha a forma de pagamento' })
  expect(
    await chooser.getByRole('link', { name: 'Como funciona a forma sustentável' }).getAttribute('href'),
  ).toBe('/como-funciona')
  await chooser.getByRole('button', { name: /^Sustentável/ }).click()
  await entregaDaCompra(page, 'Retirada no ateliê')
  await page.waitForURL(/\/mp-sim\/checkout\/v1\/redirect\?pref_id=/)
  await pagarNoSimulador(page, { cartao: 'APRO' })
  await page.waitForURL(/\/pagamento\/sucesso\?/)
  await page.getByRole('heading', { name: 'Pagamento Aprovado!' }).waitFor()
  return new URL(page.url()).searchParams.get('external_reference') as string
}

describe('the raw material of a sustainable order at 360 px', () => {
  const session = useBrowser({ width: 360, height: 740 })
  it('the buyer sees what to hand over; the seller records part, then all; the buyer sees it', async () => {
    const { page, url } = session
    const card = await anuncioSustentavelDaLoja()
    const materia = card.materia_prima ?? card.conversao?.materia_prima
    if (!materia || card.quantidade_materia_prima === null) throw new Error('anúncio sem matéria-prima')
    const devida = card.quantidade_materia_prima
    const sigla = SIGLAS[materia.unidade_medida] ?? materia.unidade_medida
    const texto = (q: number) => `${numero.format(q)} ${sigla} de ${materia.nome_materia_prima}`

    const comprador = await createUser(['comprador'])
    await login(page, url, comprador)
    await page.waitForURL(url('/'))
    const id = await comprar(page, url, card)

    // On the success page: exactly what to hand over, and how.
    const sucesso = page.getByRole('region', { name: 'O que entregar' })
    await sucesso.getByText(texto(devida), { exact: true }).waitFor()
    await sucesso.getByText(ENTREGA).waitFor()
    await sucesso.getByText('Recebimento ainda não registrado pelo vendedor.').waitFor()
    expect(await seriousViolations(page)).toEqual([])

    // The seller's order: owed against received, and the dialog.
    const vendedor = await session.otherPage()
    await login(vendedor, url, VENDEDOR)
    await vendedor.waitForURL(url('/dashboard'))
    await vendedor.goto(url(`/pedido/detalhes/${id}`))
    const secao = vendedor.getByRole('region', { name: 'Matéria-prima' })
    await secao.getByText('Situação: Aguardando entrega').waitFor()
    const registrar = async (valor: string) => {
      await secao.getByRole('button', { name: 'Registrar recebimento' }).click()
      const dialogo = vendedor.getByRole('dialog', { name: 'Registrar recebimento' })
      await dialogo.waitFor()
      const campo = dialogo.getByLabel(`Recebido de ${materia.nome_materia_prima} (${sigla})`)
      await campo.fill(valor)
      return dialogo
    }
    const zero = await registrar('0')
    await zero.getByRole('button', { name: 'Salvar recebimento' }).click()
    await zero.getByText('A quantidade recebida deve ser maior que zero.').waitFor()
    expect(await seriousViolations(vendedor)).toEqual([])
    const parte = Math.max(0.5, Math.floor(devida / 2))
    await zero.getByLabel(`Recebido de ${materia.nome_materia_prima} (${sigla})`).fill(numero.format(parte))
    await zero.getByRole('button', { name: 'Salvar recebimento' }).click()
    await vendedor.getByText('Recebimento de matéria-prima registrado.').first().waitFor()
    await zero.waitFor({ state: 'detached' })
    await secao.getByText('Situação: Recebido em parte').waitFor()

    const tudo = await registrar(numero.format(devida))
    await tudo.getByRole('button', { name: 'Salvar recebimento' }).click()
    await tudo.waitFor({ state: 'detached' })
    await secao.getByText('Situação: Recebido', { exact: true }).waitFor()
    expect(await seriousViolations(vendedor)).toEqual([])

    // The buyer's order page shows it received.
    await page.goto(url(`/pedido/detalhes-comprador/${id}`))
    const entregar = page.getByRole('region', { name: 'O que entregar' })
    await entregar.getByText(`Recebido: ${texto(devida)}.`).waitFor()
    // Each recording is a line of the order's history.
    const historico = page.getByRole('region', { name: 'Histórico do Pedido' })
    await historico.getByText(`Matéria-prima recebida registrada pelo vendedor: ${texto(parte)}.`).waitFor()
    await historico.getByText(`Matéria-prima recebida registrada pelo vendedor: ${texto(devida)}.`).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    expect(session.errors).toEqual([])
  }, 180_000)
})
