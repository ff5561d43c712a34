// The demo refunds (issue "After the sale…" §2): the demo buyer buys three more of the demo seller's
// listings, paid on the simulator's page with the APRO card and delivered by the seller's four steps;
// then asks for each one's money back through the refunds service, and the seller approves one
// (refunded by the simulator: the order ends reembolsado), rejects another and leaves the third
// awaiting an answer, so both sides' refund pages show every case. Runs after the demo reviews.

import type { PassoDoVendedor } from '@recria/domain/pedido-acoes'
import type { MotivoReembolso } from '@recria/domain/reembolso'
import { sql } from 'drizzle-orm'
import { createServices } from '../../services.ts'
import { DEMO_SELLER_EMAIL } from './demo-accounts.ts'
import { pagarComApro, type SeedDeps, sessao } from './demo-pedidos.ts'

const ENTREGA: PassoDoVendedor[] = ['confirmado', 'em_preparacao', 'pronto_para_entrega', 'entregue']

interface Pedido {
  /**
   * Offset among the demo seller's padrão listings on sale; not the first, whose order the demo buyer
   * left unpaid (buying it now again would reopen that order).
   */
  anuncio: number
  motivo: MotivoReembolso
  descricao: string
  resposta?: { aprovado: boolean; texto: string }
}

const PEDIDOS: Pedido[] = [
  {
    anuncio: 7,
    motivo: 'defective_product',
    descricao: 'A alça descosturou no primeiro uso e o fecho não prende mais.',
    resposta: {
      aprovado: true,
      texto: 'Sinto muito pelo defeito! Aprovei o reembolso; pode ficar com a peça.',
    },
  },
  {
    anuncio: 8,
    motivo: 'different_product',
    descricao: 'A cor é bem diferente da foto do anúncio: esperava verde e chegou um azul escuro.',
    resposta: {
      aprovado: false,
      texto: 'A peça é a mesma das fotos; a cor varia com a luz. Posso trocar por outra cor, se preferir.',
    },
  },
  {
    anuncio: 9,
    motivo: 'others',
    descricao: 'Comprei de presente e a pessoa já tinha uma igual.',
  },
]

export async function seedDemoReembolsos(deps: SeedDeps) {
  const services = createServices(deps)
  const comprador = await sessao(deps, 'comprador@recria.com.br')
  const vendedor = await sessao(deps, DEMO_SELLER_EMAIL)
  const checkout = services.checkout
  const acoes = services.pedidosAcoes
  const sync = services.pagamentosSync
  const reembolsos = services.reembolsos
  const { rows: anuncios } = await deps.db.execute<{ id_anuncio: number }>(sql`
    select a.id_anuncio from anuncios a join anuncios_busca b on b.id_anuncio = a.id_anuncio
    where a.id_usuario_vendedor = ${vendedor.id_usuario} and b.visivel and a.forma_de_pagamento = 'padrao'
    order by a.id_anuncio`)

  for (const p of PEDIDOS) {
    const idAnuncio = anuncios[p.anuncio]?.id_anuncio
    if (idAnuncio === undefined) return
    const { data } = await checkout.comprarAgora(comprador, idAnuncio, {
      forma_pagamento_selecionada: 'padrao',
    })
    const mpPaymentId = await pagarComApro(deps, data.init_point)
    const { id_pagamento } = await sync.sync({ mpPaymentId, idUsuarioVendedor: vendedor.id_usuario })
    for (const status of ENTREGA)
      await acoes.mudarStatus(vendedor, data.id_pedido, { status, id_usuario: vendedor.id_usuario })
    const { reembolso } = await reembolsos.solicitar(comprador, id_pagamento, {
      motivo: p.motivo,
      descricao: p.descricao,
    })
    if (p.resposta)
      await reembolsos.responder(vendedor, reembolso.id_reembolso, {
        respostaVendedor: p.resposta.texto,
        aprovado: p.resposta.aprovado,
      })
  }
}
