import { z } from 'zod'

export const PagamentoResponse = z.object({
  id_pagamento: z.number(),
  status: z.string(),
  tipo_pagamento: z.string().nullable(),
  valor_total: z.number(),
  valor_liquido: z.number(),
  valor_taxa: z.number(),
  data_criacao: z.string(),
  external_reference: z.string().nullable(),
  mercado_pago_payment_id: z.number().nullable(),
  pedido: z.object({ id_pedido: z.number() }),
})

export const SincronizarResponse = z.object({ mensagem: z.string(), pagamento: PagamentoResponse })
