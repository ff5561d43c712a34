// The demo buyer's orders with the demo seller, one in each status a purchase can reach (issue
// "Orders on both sides…" §4), made the way a buyer and a seller make them: buy now, pay on the
// simulator's hosted page with the APRO card, the payment read back, the seller's steps, a
// cancellation refunded. Runs once, right after the first start's seed, with the server listening.
import type { FormaPagamento } from '@recria/domain/anuncio-forma'
import type { PassoDoVendedor } from '@recria/domain/pedido-acoes'
import { anunciosAVenda, ENTREGA, lojaDemo, type SeedDeps, sessao } from './demo-compras.ts'

const COMPRADOR = 'comprador@recria.com.br'
/** Each order's path after it is made: paid or not, then the seller's steps, or a cancellation. */
const ROTEIROS: { pagar: boolean; passos: PassoDoVendedor[]; cancelar?: string; forma?: FormaPagamento }[] = [
  { pagar: false, passos: [] },
  { pagar: true, passos: [] },
  { pagar: true, passos: ['confirmado'] },
  { pagar: true, passos: ['confirmado', 'em_preparacao'] },
  { pagar: true, passos: ['confirmado', 'em_preparacao', 'pronto_para_entrega'] },
  { pagar: true, passos: ENTREGA, forma: 'sustentavel' },
  { pagar: true, passos: [], cancelar: 'Comprei o tamanho errado, vou escolher outro.' },
]

export async function seedDemoPedidos(deps: SeedDeps) {
  const loja = await lojaDemo(deps)
  const comprador = await sessao(deps, COMPRADOR)
  for (const [i, r] of ROTEIROS.entries()) {
    const forma = r.forma ?? 'padrao'
    const idAnuncio = (await anunciosAVenda(deps, loja.vendedor.id_usuario, forma))[i]?.id_anuncio
    if (idAnuncio === undefined) continue
    const pedido = await loja.comprarAgora(comprador, idAnuncio, forma)
    if (r.pagar) await loja.pagar(pedido.init_point)
    // The delivered sustainable order's material arrived before delivery (decision 030: an order whose
    // material is short cannot be delivered); the demo dashboard shows it received.
    if (forma === 'sustentavel' && r.passos.includes('entregue')) await loja.receberMateria(pedido.id_pedido)
    await loja.avancar(pedido.id_pedido, r.passos)
    if (r.cancelar)
      await loja.modules.pedidos.acoes.cancelar(comprador, pedido.id_pedido, {
        motivo: r.cancelar,
        id_usuario: comprador.id_usuario,
      })
  }
}
