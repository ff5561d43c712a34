// The demo buyer's orders with the demo seller, one in each status a purchase can reach (issue
// "Orders on both sides…" §4), made the way a buyer and a seller make them: buy now, pay on the
// simulator's hosted page with the APRO card, the payment read back, the seller's steps, a
// cancellation refunded. Runs once, right after the first start's seed, with the server listening.
import type { FormaPagamento } from '@recria/domain/anuncio-forma'
import type { PassoDoVendedor } from '@recria/domain/pedido-acoes'
import { sql } from 'drizzle-orm'
import type { Deps } from '../../deps.ts'
import type { SessionUser } from '../../lib/guards.ts'
import { usuariosRepository } from '../../modules/usuarios/usuarios.repository.ts'
import { createServices } from '../../services.ts'
import { DEMO_SELLER_EMAIL } from './demo-accounts.ts'

const COMPRADOR = 'comprador@recria.com.br'
/** Each order's path after it is made: paid or not, then the seller's steps, or a cancellation. */
const ROTEIROS: { pagar: boolean; passos: PassoDoVendedor[]; cancelar?: string; forma?: FormaPagamento }[] = [
  { pagar: false, passos: [] },
  { pagar: true, passos: [] },
  { pagar: true, passos: ['confirmado'] },
  { pagar: true, passos: ['confirmado', 'em_preparacao'] },
  { pagar: true, passos: ['confirmado', 'em_preparacao', 'pronto_para_entrega'] },
  {
    pagar: true,
    passos: ['confirmado', 'em_preparacao', 'pronto_para_entrega', 'entregue'],
    forma: 'sustentavel',
  },
  { pagar: true, passos: [], cancelar: 'Comprei o tamanho errado, vou escolher outro.' },
]

/** The seed runs the product's own services, as a buyer and a seller would through the API. */
export type SeedDeps = Deps

export async function sessao(deps: SeedDeps, email: string): Promise<SessionUser> {
  const { rows } = await deps.db.execute<{ id_usuario: number }>(
    sql`select id_usuario from usuarios where lower(email) = ${email}`,
  )
  const usuario = rows[0] && (await usuariosRepository.findById(deps.db, rows[0].id_usuario))
  if (!usuario) throw new Error(`seed: ${email} ausente`)
  return { id_usuario: usuario.id_usuario, perfis: usuario.perfis, tokenHash: 'seed', usuario }
}

/** A listing of the seller buyable in `forma` (a sustainable one takes credits). */
async function anuncio(deps: SeedDeps, idVendedor: number, forma: FormaPagamento, pular: number) {
  const { rows } = await deps.db.execute<{ id_anuncio: number }>(sql`
    select a.id_anuncio from anuncios a join anuncios_busca b on b.id_anuncio = a.id_anuncio
    where a.id_usuario_vendedor = ${idVendedor} and b.visivel and a.forma_de_pagamento = ${forma}
      and (${forma} = 'padrao' or a.creditos_aceitos > 0)
    order by a.id_anuncio offset ${pular} limit 1`)
  return rows[0]?.id_anuncio ?? null
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

export async function seedDemoPedidos(deps: SeedDeps) {
  const services = createServices(deps)
  const comprador = await sessao(deps, COMPRADOR)
  const vendedor = await sessao(deps, DEMO_SELLER_EMAIL)
  const checkout = services.checkout
  const acoes = services.pedidosAcoes
  const sync = services.pagamentosSync
  for (const [i, r] of ROTEIROS.entries()) {
    const forma = r.forma ?? 'padrao'
    const idAnuncio = await anuncio(deps, vendedor.id_usuario, forma, i)
    if (idAnuncio === null) continue
    const { data } = await checkout.comprarAgora(comprador, idAnuncio, { forma_pagamento_selecionada: forma })
    if (r.pagar) {
      const mpPaymentId = await pagarComApro(deps, data.init_point)
      await sync.sync({ mpPaymentId, idUsuarioVendedor: vendedor.id_usuario })
    }
    for (const status of r.passos)
      await acoes.mudarStatus(vendedor, data.id_pedido, { status, id_usuario: vendedor.id_usuario })
    if (r.cancelar)
      await acoes.cancelar(comprador, data.id_pedido, {
        motivo: r.cancelar,
        id_usuario: comprador.id_usuario,
      })
  }
}
