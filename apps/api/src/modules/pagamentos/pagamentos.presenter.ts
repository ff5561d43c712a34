import { centavosToReais } from '@recria/domain/pagamento'
import type { PagamentoComPartes } from './pagamento-com-partes.ts'

/**
 * A payment as both parties see it (spec part 2 §3, Pagamento), money in reais (DESIGN §5). The
 * provider's payment id is shown to the seller only (spec part 2 §6).
 */
export function toPagamento(row: PagamentoComPartes, idViewer: number) {
  return {
    id_pagamento: row.id_pagamento,
    status: row.status,
    tipo_pagamento: row.tipo_pagamento,
    valor_total: centavosToReais(row.valor_total_centavos),
    valor_liquido: centavosToReais(row.valor_liquido_centavos),
    valor_taxa: centavosToReais(row.valor_taxa_centavos),
    data_criacao: row.data_criacao.toISOString(),
    external_reference: row.external_reference,
    mercado_pago_payment_id: idViewer === row.id_usuario_vendedor ? row.mercado_pago_payment_id : null,
    pedido: { id_pedido: row.id_pedido },
  }
}

export type Pagamento = ReturnType<typeof toPagamento>
