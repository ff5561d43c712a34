/**
 * How one order is delivered (decision 029): the mode, fee and time chosen at checkout, the pickup
 * place kept from that moment, and what the seller adds at 'Pronto para entrega' (a tracking code,
 * pickup instructions or a delivery window). The shapes the order pages read.
 */
import { MODOS_ENTREGA } from './entrega-opcoes.ts'
import { z } from './zod.ts'

const LocalRetirada = z.object({
  cep: z.string(),
  logradouro: z.string(),
  numero: z.string(),
  complemento: z.string().nullable(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string(),
})

/** Pickup: the atelier's address and opening hours as they were at checkout. */
export const RetiradaDoPedido = z.object({ endereco: LocalRetirada, horario: z.string() })
export type RetiradaDoPedido = z.infer<typeof RetiradaDoPedido>

/** What the buyer needs once the order is ready, by mode. */
export const AcompanhamentoEntrega = z.discriminatedUnion('modo', [
  z.object({ modo: z.literal('envio'), codigo_rastreio: z.string(), transportadora: z.string().nullable() }),
  z.object({ modo: z.literal('retirada'), instrucoes: z.string() }),
  z.object({ modo: z.literal('entrega_local'), janela: z.string() }),
])
export type AcompanhamentoEntrega = z.infer<typeof AcompanhamentoEntrega>

/** The order's delivery as both sides read it; null on orders made before delivery modes existed. */
export const EntregaDoPedido = z.object({
  modo: z.enum(MODOS_ENTREGA),
  taxa: z.number(),
  prazo_dias: z.number().int().nullable(),
  /** Pickup place: shown only once the order is paid (null before, and for other modes). */
  retirada: RetiradaDoPedido.nullable(),
  acompanhamento: AcompanhamentoEntrega.nullable(),
})
export type EntregaDoPedido = z.infer<typeof EntregaDoPedido>
