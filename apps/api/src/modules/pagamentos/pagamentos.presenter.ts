import { centavosToReais, type StatusPagamento } from '@recria/domain/pagamento'
import type { PagamentoDoVendedor, PagamentoResponse } from '@recria/domain/pagamentos-consulta'
import type { PagamentoComPartes } from './pagamento-com-partes.ts'
import type { PagamentoListaRow } from './pagamentos-lista.repository.ts'

/**
 * A payment as both parties see it (docs/product/pagamentos.md, Pagamento), money in reais
 * (docs/design.md#data-model). The provider's payment id is shown to the seller only
 * (docs/product/pagamentos.md). Stored statuses are already folded (provider-payment.ts), hence the cast the
 * enum asks for.
 */
export function toPagamento(row: PagamentoComPartes, idViewer: number): PagamentoResponse {
  return {
    id_pagamento: row.id_pagamento,
    status: row.status as StatusPagamento,
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

/** A card of the seller's payments page: their own payment, so with the provider's id. */
export function toPagamentoDoVendedor(row: PagamentoListaRow): PagamentoDoVendedor {
  return {
    id_pagamento: row.id_pagamento,
    status: row.status as StatusPagamento,
    tipo_pagamento: row.tipo_pagamento,
    metodo_pagamento: row.metodo_pagamento,
    valor_reembolsado: centavosToReais(row.valor_reembolsado_centavos),
    valor_total: centavosToReais(row.valor_total_centavos),
    valor_liquido: centavosToReais(row.valor_liquido_centavos),
    valor_taxa: centavosToReais(row.valor_taxa_centavos),
    data_criacao: row.data_criacao.toISOString(),
    external_reference: row.external_reference,
    mercado_pago_payment_id: row.mercado_pago_payment_id,
    pedido: {
      id_pedido: row.id_pedido,
      status_pedido: row.pedido.status_pedido,
      valor_total: centavosToReais(row.pedido.valor_total_centavos),
      data_criacao: row.pedido.data_criacao.toISOString(),
    },
  }
}
