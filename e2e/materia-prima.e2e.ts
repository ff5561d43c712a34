import { formatBRL } from '@recria/domain/format'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { seriousViolations } from './support/catalogo.ts'
import { type Card, entregaDaCompra, pagarNoSimulador } from './support/checkout.ts'
import { login } from './support/login.ts'
import { baseUrl } from './support/server.ts'
import { createUser } from './support/users.ts'

// The raw material of a sustainable purchase, at 360 px (decisions 028 and 030): a buyer buys a demo
// seller's listing the sustainable way, picked up at the atelier, and on the payment's success page
// reads exactly what to hand over and how; the seller records a partial receipt (a zero refused
// first), then charges the cash value of what did not arrive (the value shown before sending); the
// buyer reads 'Pagar R$ …' on the order, pays it on the simulator, comes back to the order, and both
// pages show it paid, each step in the order's history. Axe clean.
const VENDEDOR = { email: 'vendedor@recria.com.br', senha: 'recria123' }
const LOJA = 'Ateliê Bruno Reciclados'
const ENTREGA =
  'Leve o material quando for retirar o pedido no ateliê do vendedor, no endereço e horário informados no pedido.'

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

/**
 * What the seller may charge for the material that did not arrive (decision 030), written out: one
 * unit bought, (owed − received) / owed × (standard price − sustainable cash price), half-up to the
 * centavo, from the catalogue's own prices.
 */
function valorDoQueFaltou(card: Card, devida: number, recebida: number) {
  const diferenca = Math.round(card.produto.preco * 100) - Math.round((card.valor_conversao ?? 0) * 100)
  const devidaC = Math.round(devida * 100)
  const faltaC = devidaC - Math.round(recebida * 100)
  return formatBRL(Math.floor((2 * faltaC * diferenca + devidaC) / (2 * devidaC)) / 100)
}

describe('the raw material of a sustainable order at 360 px', () => {
  const session = useBrowser({ width: 360, height: 740 })
  it('the buyer sees what to hand over; the seller records part and charges the rest; the buyer pays it', async () => {
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

    // On the success page: exactly what to hand over, and how (picked up at the atelier).
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
    await secao.getByRole('button', { name: 'Registrar recebimento' }).click()
    const dialogo = vendedor.getByRole('dialog', { name: 'Registrar recebimento' })
    const campo = dialogo.getByLabel(`Recebido de ${materia.nome_materia_prima} (${sigla})`)
    await campo.fill('0')
    await dialogo.getByRole('button', { name: 'Salvar recebimento' }).click()
    await dialogo.getByText('A quantidade recebida deve ser maior que zero.').waitFor()
    expect(await seriousViolations(vendedor)).toEqual([])
    // A material counted in units takes whole numbers only.
    const parte =
      materia.unidade_medida === 'unidade' ? Math.floor(devida / 2) : Math.max(0.5, Math.floor(devida / 2))
    await campo.fill(numero.format(parte))
    await dialogo.getByRole('button', { name: 'Salvar recebimento' }).click()
    await vendedor.getByText('Recebimento de matéria-prima registrado.').first().waitFor()
    await dialogo.waitFor({ state: 'detached' })
    await secao.getByText('Situação: Recebido em parte').waitFor()

    // Part of it did not arrive: the seller charges its cash value, shown before sending.
    const valor = valorDoQueFaltou(card, devida, parte)
    const naoChegou = secao.getByRole('region', { name: 'Material não chegou?' })
    await naoChegou
      .getByText(
        'Se o comprador não entregou toda a matéria-prima combinada, escolha um caminho antes de marcar o pedido como entregue.',
      )
      .waitFor()
    await naoChegou.getByText('Ou cancele o pedido: o comprador é reembolsado integralmente.').waitFor()
    await naoChegou.getByRole('button', { name: 'Cobrar o valor do que faltou' }).click()
    const cobrar = vendedor.getByRole('dialog', { name: 'Cobrar o valor do que faltou' })
    await cobrar
      .getByText(
        `O comprador pagará ${valor} pelo Mercado Pago: a diferença entre o preço padrão e o sustentável, na proporção do que não chegou.`,
      )
      .waitFor()
    await cobrar.getByText(`Faltou ${texto(devida - parte)}, pelo item ${card.produto.nome}.`).waitFor()
    expect(await seriousViolations(vendedor)).toEqual([])
    await cobrar.getByRole('button', { name: 'Enviar cobrança' }).click()
    await vendedor.getByText(`Cobrança de ${valor} enviada ao comprador.`).first().waitFor()
    await cobrar.waitFor({ state: 'detached' })
    await secao.getByText('Aguardando pagamento do comprador', { exact: false }).waitFor()
    await secao.getByRole('button', { name: 'Cancelar cobrança' }).waitFor()

    // The buyer's order: what arrived, the charge and its reason; paid on the simulator.
    await page.goto(url(`/pedido/detalhes-comprador/${id}`))
    const entregar = page.getByRole('region', { name: 'O que entregar' })
    await entregar.getByText(`Recebido em parte: ${texto(parte)}`, { exact: false }).waitFor()
    const cobranca = entregar.getByRole('region', { name: 'Cobrança da matéria-prima' })
    await cobranca
      .getByText(
        `A matéria-prima combinada não chegou toda ao vendedor, que pede ${valor} no lugar do que faltou.`,
      )
      .waitFor()
    await cobranca.getByText(`Faltou ${texto(devida - parte)}.`).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await cobranca.getByRole('button', { name: `Pagar ${valor}` }).click()
    await page.waitForURL(/\/mp-sim\/checkout\/v1\/redirect\?pref_id=/)
    await pagarNoSimulador(page, { cartao: 'APRO' })
    // Mercado Pago brings the buyer back to the order, which shows the charge paid once settled.
    await page.waitForURL((u) => u.pathname === `/pedido/detalhes-comprador/${id}`)
    await entregar.getByText(`Matéria-prima que faltou paga: ${valor}.`).waitFor()
    await expect(cobranca.count()).resolves.toBe(0)
    // Each step is a line of the order's history.
    const historico = page.getByRole('region', { name: 'Histórico do Pedido' })
    await historico.getByText(`Matéria-prima recebida registrada pelo vendedor: ${texto(parte)}.`).waitFor()
    await historico.getByText(`O vendedor cobrou ${valor} pela matéria-prima que não chegou.`).waitFor()
    await historico.getByText(`O comprador pagou ${valor} pela matéria-prima que não chegou.`).waitFor()
    expect(await seriousViolations(page)).toEqual([])

    // The seller's page, still open, hears of it (the notification refreshes the order).
    await secao.getByText(`Matéria-prima que faltou paga: ${valor}.`).waitFor()
    await expect(naoChegou.count()).resolves.toBe(0)
    expect(await seriousViolations(vendedor)).toEqual([])
    expect(session.errors).toEqual([])
  }, 240_000)
})
