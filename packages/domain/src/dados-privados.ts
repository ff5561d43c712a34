/**
 * The private data an order lends its parties (decision 041): the other party's phone, the atelier's
 * pickup address and hours, the buyer's delivery address. Lent only while the sale needs them: from
 * the payment's approval until the order ends without being kept (cancelled, refunded, charged back).
 * One rule for every answer that carries them.
 */
import type { StatusPedido } from './pedido.ts'
import { z } from './zod.ts'

export const VISIBILIDADES_DADOS_PRIVADOS = ['visiveis', 'aguardando_pagamento', 'encerrados'] as const
export type VisibilidadeDadosPrivados = (typeof VISIBILIDADES_DADOS_PRIVADOS)[number]
export const VisibilidadeDadosPrivados = z.enum(VISIBILIDADES_DADOS_PRIVADOS)

/** Paid and not ended: from the approval to the delivery (a delivered order may still need a refund). */
const ATIVOS_PAGOS: readonly StatusPedido[] = [
  'pagamento_aprovado',
  'confirmado',
  'em_preparacao',
  'pronto_para_entrega',
  'entregue',
]

/** The payment that paid the order gave all its money back: refunded in full, or charged back. */
const PAGAMENTO_DEVOLVIDO: readonly string[] = ['refunded', 'charged_back']

export interface SituacaoDoPedido {
  status_pedido: StatusPedido
  /** Stamped once every payment of the order went back (a cancellation's refund, a refund request's). */
  data_reembolso: Date | string | null
  /** Mercado Pago's status of the payment that paid the order; null while none has. */
  status_pagamento: string | null
}

/**
 * Whether the order shows its private data now, and if not, why: not paid yet, or ended. A partial
 * refund leaves the payment approved and the sale kept (the data stay); a claim in mediation or an
 * open refund request or dispute keeps the order as it is, so the data stay until it ends in a
 * refund. Nothing is erased: the order keeps its snapshot, only the answers leave it out.
 */
export function visibilidadeDadosPrivados(s: SituacaoDoPedido): VisibilidadeDadosPrivados {
  if (s.status_pedido === 'pagamento_pendente') return 'aguardando_pagamento'
  if (!ATIVOS_PAGOS.includes(s.status_pedido)) return 'encerrados'
  if (s.data_reembolso !== null) return 'encerrados'
  if (s.status_pagamento !== null && PAGAMENTO_DEVOLVIDO.includes(s.status_pagamento)) return 'encerrados'
  return 'visiveis'
}

/** What the order pages say in place of a hidden piece (`dado`: 'O telefone', 'O endereço de retirada'…). */
export const DADOS_PRIVADOS_MSG = {
  aguardando_pagamento: (dado: string) => `${dado} aparece aqui assim que o pagamento for aprovado.`,
  encerrados: (dado: string) => `${dado} não é mais exibido porque o pedido foi cancelado ou reembolsado.`,
} as const satisfies Record<Exclude<VisibilidadeDadosPrivados, 'visiveis'>, (dado: string) => string>

/** The words in place of a hidden `dado`; undefined while the order shows it. */
export function textoDadoOculto(dados: VisibilidadeDadosPrivados, dado: string): string | undefined {
  return dados === 'visiveis' ? undefined : DADOS_PRIVADOS_MSG[dados](dado)
}
