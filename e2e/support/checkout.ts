// What the checkout journeys need around the page: two listings of different sellers to buy, the
// simulator's hosted page driven as a buyer would, and the simulator's bank settling a Pix.
import { displayBRL } from '@recria/domain/format'
import { unidadeSigla } from '@recria/domain/unidade-medida'
import type { Page } from 'playwright-core'
import { inject } from 'vitest'
import { ENDERECO } from '../../apps/api/test/fixtures.ts'
import { baseUrl } from './server.ts'

type Materia = { nome_materia_prima: string; unidade_medida: string }

export interface Card {
  id_anuncio: number
  creditos_aceitos: number
  valor_conversao: number | null
  quantidade_materia_prima: number | null
  produto: { nome: string; preco: number }
  usuario_vendedor: { id_usuario: number; nome: string }
  conversao: { materia_prima: Materia } | null
  materia_prima: Materia | null
}

async function catalogo(forma: 'padrao' | 'sustentavel'): Promise<Card[]> {
  const res = await fetch(
    new URL(`/api/anuncios/ativos-comprador?forma_pagamento=${forma}&limit=48`, baseUrl()),
  )
  return ((await res.json()) as { itens: Card[] }).itens
}

/** A padrão listing and a sustainable one that takes credits, of two different sellers. */
export async function duasOfertas(vez: number) {
  const padroes = await catalogo('padrao')
  const sustentaveis = (await catalogo('sustentavel')).filter((c) => c.creditos_aceitos > 0)
  const padrao = padroes[vez % padroes.length] as Card
  const sustentavel = sustentaveis.find(
    (c) => c.usuario_vendedor.id_usuario !== padrao.usuario_vendedor.id_usuario,
  )
  if (!sustentavel) throw new Error('a vitrine de demonstração não tem anúncio sustentável de outro ateliê')
  return { padrao, sustentavel }
}

/** On the simulator's Checkout Pro page: pays by card (the holder's name decides) or by Pix. */
export async function pagarNoSimulador(page: Page, como: { cartao: string } | 'pix') {
  await page.getByRole('heading', { name: 'Finalize seu pagamento' }).waitFor()
  if (como === 'pix') {
    await page.getByLabel('Pix').check()
  } else {
    await page.getByLabel('Cartão de crédito').check()
    await page.getByLabel('Número do cartão').fill('5031 4332 1540 6351')
    await page.getByLabel('Nome do titular (como no cartão)').fill(como.cartao)
  }
  await page.getByRole('button', { name: /^Pagar R\$/ }).click()
}

/** The buyer's bank confirms a pending Pix (the simulator's control API). */
export async function aprovarPix(paymentId: string) {
  const res = await fetch(new URL(`/mp-sim/__sim/payments/${paymentId}/status`, baseUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sim-token': inject('simToken') },
    body: JSON.stringify({ status: 'approved' }),
  })
  if (!res.ok) throw new Error(`simulador: ${res.status} ${await res.text()}`)
}

const numero = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 })

/**
 * The chooser's two options for a sustainable card, from the catalogue's own values
 * (docs/product/carrinho-e-checkout.md): 'R$ 100,00' in padrão; 'R$ 90,00 + 25 créditos' and '= 10 kg de
 * Garrafa PET' the sustainable way, the money as the screen writes it (a no-break space after 'R$').
 */
export function valoresDaEscolha(card: Card) {
  const materia = card.materia_prima ?? card.conversao?.materia_prima
  if (!materia || card.valor_conversao === null || card.quantidade_materia_prima === null)
    throw new Error(`anúncio ${card.id_anuncio} sem os valores do modo sustentável`)
  const creditos = `${card.creditos_aceitos} ${card.creditos_aceitos === 1 ? 'crédito' : 'créditos'}`
  return {
    padrao: displayBRL(card.produto.preco),
    sustentavel: `${displayBRL(card.valor_conversao)} + ${creditos}`,
    materia: `= ${numero.format(card.quantidade_materia_prima)} ${unidadeSigla(materia.unidade_medida)} de ${materia.nome_materia_prima}`,
  }
}

/**
 * Buy now's 'Entrega do pedido': the option in effect (the cheapest, or `modo` by its name, e.g.
 * 'Retirada no ateliê'), then 'Ir para pagamento' (it waits while the options load).
 */
/** An address in São Paulo, principal: every demo atelier delivers there one way or another. */
export async function enderecoEmSaoPaulo(page: Page, url: (path: string) => string) {
  const res = await page.request.post(url('/api/enderecos'), {
    data: { ...ENDERECO, destinatario: 'Comprador da Jornada', principal: true },
  })
  if (res.status() !== 201) throw new Error(`endereço: ${res.status()} ${await res.text()}`)
}

export async function entregaDaCompra(page: Page, modo?: string) {
  const dialog = page.getByRole('dialog', { name: 'Entrega do pedido' })
  if (modo) await dialog.getByRole('radio', { name: modo }).check()
  await dialog.getByRole('button', { name: 'Ir para pagamento' }).click()
}
