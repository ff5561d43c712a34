// A purchase by a journey's buyer: one of the demo seller's standard listings from the storefront,
// bought now by card (APRO) on the simulator's page.
import type { Page } from 'playwright-core'
import { entregaDaCompra, pagarNoSimulador } from './checkout.ts'
import { baseUrl } from './server.ts'

export interface Card {
  id_anuncio: number
  produto: { nome: string }
  usuario_vendedor: { nome: string }
}

export async function anuncioDoVendedorDemo(): Promise<Card> {
  const res = await fetch(
    new URL('/api/anuncios/ativos-comprador?forma_pagamento=padrao&limit=48', baseUrl()),
  )
  const itens = ((await res.json()) as { itens: Card[] }).itens
  const card = itens.find((c) => c.usuario_vendedor.nome === 'Ateliê Bruno Reciclados')
  if (!card) throw new Error('o vendedor de demonstração não tem anúncio padrão na vitrine')
  return card
}

/** Buys the listing now by card (APRO) and answers the order's id. */
export async function comprar(page: Page, url: (p: string) => string, card: Card): Promise<string> {
  await page.goto(url(`/anuncio-produto/${card.id_anuncio}`))
  await page.getByRole('heading', { level: 1, name: card.produto.nome }).waitFor()
  await page.getByRole('button', { name: 'Comprar Agora', exact: true }).click()
  await entregaDaCompra(page)
  await page.waitForURL(/\/mp-sim\/checkout\/v1\/redirect\?pref_id=/)
  await pagarNoSimulador(page, { cartao: 'APRO' })
  await page.waitForURL(/\/pagamento\/sucesso\?/)
  await page.getByRole('heading', { name: 'Pagamento Aprovado!' }).waitFor()
  return new URL(page.url()).searchParams.get('external_reference') as string
}
