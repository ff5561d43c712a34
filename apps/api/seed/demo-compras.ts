// How the demo's purchases are made (demo-pedidos, demo-avaliacoes, demo-reembolsos): through the
// product's own services, as a buyer and a seller make them through the API. Buy now or the cart, pay
// on the simulator's hosted page with the APRO card, the payment read back as its webhook would, then
// the demo seller's steps. Runs with the server listening (the hosted page is its /mp-sim).

import type { FormaPagamento } from '@recria/domain/anuncio-forma'
import { EXEMPLO_ACOMPANHAMENTO } from '@recria/domain/entrega-pedido'
import type { PassoDoVendedor } from '@recria/domain/pedido-acoes'
import { sql } from 'drizzle-orm'
import type { Deps } from '../src/deps.ts'
import type { SessionUser } from '../src/lib/guards.ts'
import { usuariosRepository } from '../src/modules/usuarios/usuarios.module.ts'
import { createModules } from '../src/services.ts'
import { DEMO_SELLER_EMAIL } from './demo-accounts.ts'

/** The seed runs the product's own services, as a buyer and a seller would through the API. */
export type SeedDeps = Deps

/** The seller's four steps from a paid order to a delivered one. */
export const ENTREGA: PassoDoVendedor[] = ['confirmado', 'em_preparacao', 'pronto_para_entrega', 'entregue']

export async function sessao(deps: SeedDeps, email: string): Promise<SessionUser> {
  const { rows } = await deps.db.execute<{ id_usuario: number }>(
    sql`select id_usuario from usuarios where lower(email) = ${email}`,
  )
  const usuario = rows[0] && (await usuariosRepository.findById(deps.db, rows[0].id_usuario))
  if (!usuario) throw new Error(`seed: ${email} ausente`)
  return { id_usuario: usuario.id_usuario, perfis: usuario.perfis, tokenHash: 'seed', usuario }
}

/** The hosted checkout page's form, posted as a browser would, with the card that approves. */
export async function pagarComApro(deps: SeedDeps, initPoint: string) {
  const pagina = new URL(initPoint)
  const url = `${deps.config.mp.apiUrl}${pagina.pathname.replace(/^\/mp-sim/, '')}${pagina.search}`
  const form = new URLSearchParams({
    payment_method: 'card',
    card_number: '5031433215406351',
    cardholder_name: 'APRO',
  })
  const res = await fetch(url, { method: 'POST', body: form, redirect: 'manual' })
  const paymentId = new URL(res.headers.get('location') ?? 'http://x/').searchParams.get('payment_id')
  if (!paymentId) throw new Error(`seed: pagamento não aprovado (${res.status})`)
  return Number(paymentId)
}

/**
 * The seller's listings on sale that can be bought in `forma`, oldest first: every one in padrão (a
 * sustainable listing offers the full price too), the sustainable ones that take credits otherwise.
 */
export async function anunciosAVenda(deps: SeedDeps, idVendedor: number, forma: FormaPagamento = 'padrao') {
  const { rows } = await deps.db.execute<{ id_anuncio: number; id_produto: number }>(sql`
    select a.id_anuncio, a.id_produto from anuncios a join anuncios_busca b on b.id_anuncio = a.id_anuncio
    where a.id_usuario_vendedor = ${idVendedor} and b.visivel
      and (${forma} = 'padrao' or (a.forma_de_pagamento = 'sustentavel' and a.creditos_aceitos > 0))
    order by a.id_anuncio`)
  return rows
}

/** The demo seller, the modules, and an order's way from its purchase to the seller's steps. */
export async function lojaDemo(deps: SeedDeps) {
  const modules = createModules(deps)
  const { pedidos } = modules
  const vendedor = await sessao(deps, DEMO_SELLER_EMAIL)
  return {
    modules,
    vendedor,
    comprarAgora: async (comprador: SessionUser, idAnuncio: number, forma: FormaPagamento = 'padrao') =>
      (
        await modules.checkout.checkout.comprarAgora(comprador, idAnuncio, {
          forma_pagamento_selecionada: forma,
        })
      ).data,
    /** Paid on the hosted page, then read back by the payment sync (the stored payment). */
    async pagar(initPoint: string) {
      const mpPaymentId = await pagarComApro(deps, initPoint)
      return modules.pagamentos.sync.sincronizar({ mpPaymentId, idUsuarioVendedor: vendedor.id_usuario })
    },
    /** The seller records all the raw material the order owes as received (decision 028). */
    async receberMateria(idPedido: number) {
      const itens = (await pedidos.consulta.itens(idPedido, vendedor)).filter(
        (i) => i.forma_pagamento_selecionada === 'sustentavel' && i.quantidade_materia_prima !== null,
      )
      if (!itens.length) return
      await pedidos.materia.registrar(vendedor, idPedido, {
        itens: itens.map((i) => ({
          id_item_pedido: i.id_item_pedido,
          quantidade_recebida: i.quantidade_materia_prima ?? 0,
        })),
      })
    },
    /** Each step by its seller; ready for delivery, they tell what the order's mode asks (decision 029). */
    async avancar(idPedido: number, passos: readonly PassoDoVendedor[]) {
      for (const status of passos) {
        const modo =
          status === 'pronto_para_entrega'
            ? (await pedidos.consulta.detalhe(idPedido, vendedor)).entrega?.modo
            : undefined
        await pedidos.acoes.mudarStatus(vendedor, idPedido, {
          status,
          id_usuario: vendedor.id_usuario,
          ...(modo && EXEMPLO_ACOMPANHAMENTO[modo]),
        })
      }
    },
  }
}
