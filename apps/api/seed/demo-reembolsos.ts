// The demo refunds: the demo buyer buys three more of the demo seller's
// listings, paid on the simulator's page with the APRO card and delivered by the seller's four steps;
// then asks for each one's money back through the refunds service, and the seller approves one
// (refunded by the simulator: the order ends reembolsado), rejects another and leaves the third
// awaiting an answer, so both sides' refund pages show every case. Runs after the demo reviews.

import type { MotivoReembolso } from '@recria/domain/reembolso'
import { anunciosAVenda, ENTREGA, lojaDemo, type SeedDeps, sessao } from './demo-compras.ts'

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
  const loja = await lojaDemo(deps)
  const comprador = await sessao(deps, 'comprador@recria.com.br')
  const { reembolsos } = loja.modules.reembolsos
  const anuncios = await anunciosAVenda(deps, loja.vendedor.id_usuario)

  for (const p of PEDIDOS) {
    const idAnuncio = anuncios[p.anuncio]?.id_anuncio
    if (idAnuncio === undefined) return
    const pedido = await loja.comprarAgora(comprador, idAnuncio)
    const { id_pagamento } = await loja.pagar(pedido.init_point)
    await loja.avancar(pedido.id_pedido, ENTREGA)
    const { reembolso } = await reembolsos.solicitar(comprador, id_pagamento, {
      motivo: p.motivo,
      descricao: p.descricao,
    })
    if (p.resposta)
      await reembolsos.responder(loja.vendedor, reembolso.id_reembolso, {
        respostaVendedor: p.resposta.texto,
        aprovado: p.resposta.aprovado,
      })
  }
}
