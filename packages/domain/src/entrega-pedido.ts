/**
 * How one order is delivered (decision 029): the mode, fee and time chosen at checkout, the pickup
 * place kept from that moment, and what the seller adds at 'Pronto para entrega' (a tracking code,
 * pickup instructions or a delivery window). The shapes the order pages read.
 */
import { EnderecoLocalResponse } from './entrega.ts'
import { MODO_ENTREGA_NOME, MODOS_ENTREGA, type ModoEntrega } from './entrega-opcoes.ts'
import { textoSchema } from './texto.ts'
import { z } from './zod.ts'

/** Pickup: the atelier's address and opening hours as they were at checkout. */
export const RetiradaDoPedido = z.object({ endereco: EnderecoLocalResponse, horario: z.string() })
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
  /**
   * Pickup place: always its seller's to see, the buyer's only while the order's private data are
   * shown (decision 041); null otherwise, and for other modes. The pickup instructions go with it.
   */
  retirada: RetiradaDoPedido.nullable(),
  acompanhamento: AcompanhamentoEntrega.nullable(),
})
export type EntregaDoPedido = z.infer<typeof EntregaDoPedido>

export const CODIGO_RASTREIO_MIN = 4
export const CODIGO_RASTREIO_MAX = 40

export const ENTREGA_PEDIDO_MSG = {
  codigoRastreio: `O código de rastreio é obrigatório e deve ter de ${CODIGO_RASTREIO_MIN} a ${CODIGO_RASTREIO_MAX} letras, números ou hífens.`,
  transportadora: 'O nome da transportadora deve ter no máximo 60 caracteres.',
  instrucoes: 'As instruções de retirada são obrigatórias e devem ter ao menos 10 caracteres.',
  instrucoesLongas: 'As instruções de retirada devem ter no máximo 500 caracteres.',
  janela: 'A janela de entrega é obrigatória e deve ter ao menos 5 caracteres.',
  janelaLonga: 'A janela de entrega deve ter no máximo 200 caracteres.',
  outroModo: (nomeDoModo: string) =>
    `As informações enviadas não são da forma de entrega deste pedido (${nomeDoModo}).`,
  semModo: 'Este pedido não tem uma forma de entrega para informar.',
  soPronto: 'As informações de entrega só podem ser alteradas enquanto o pedido está pronto para entrega.',
  salvas: 'Informações de entrega atualizadas com sucesso!',
} as const

/** What the seller types at 'Pronto para entrega', each field read only for its own mode. */
export const CAMPOS_ACOMPANHAMENTO = {
  envio: ['codigo_rastreio', 'transportadora'],
  retirada: ['instrucoes'],
  entrega_local: ['janela'],
} as const satisfies Record<ModoEntrega, readonly string[]>
export type CampoAcompanhamento = (typeof CAMPOS_ACOMPANHAMENTO)[ModoEntrega][number]

/** The body's delivery fields, read as typed; `lerAcompanhamento` checks them against the order's mode. */
export const AcompanhamentoCampos = {
  codigo_rastreio: z.unknown().optional(),
  transportadora: z.unknown().optional(),
  instrucoes: z.unknown().optional(),
  janela: z.unknown().optional(),
}
export type AcompanhamentoInput = Partial<Record<CampoAcompanhamento, unknown>>

const codigoRastreio = z
  .string({ error: ENTREGA_PEDIDO_MSG.codigoRastreio })
  .trim()
  .toUpperCase()
  .regex(
    new RegExp(`^[A-Z0-9-]{${CODIGO_RASTREIO_MIN},${CODIGO_RASTREIO_MAX}}$`),
    ENTREGA_PEDIDO_MSG.codigoRastreio,
  )
const transportadora = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
  z
    .string({ error: ENTREGA_PEDIDO_MSG.transportadora })
    .trim()
    .max(60, ENTREGA_PEDIDO_MSG.transportadora)
    .nullable(),
)

const PorModo = {
  envio: z.object({ codigo_rastreio: codigoRastreio, transportadora }),
  retirada: z.object({
    instrucoes: textoSchema({
      min: 10,
      max: 500,
      obrigatorio: ENTREGA_PEDIDO_MSG.instrucoes,
      longo: ENTREGA_PEDIDO_MSG.instrucoesLongas,
    }),
  }),
  entrega_local: z.object({
    janela: textoSchema({
      min: 5,
      max: 200,
      obrigatorio: ENTREGA_PEDIDO_MSG.janela,
      longo: ENTREGA_PEDIDO_MSG.janelaLonga,
    }),
  }),
}

const informado = (v: unknown) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '')

/**
 * The seller's information for an order delivered by `modo`: the mode's own field checked (the
 * tracking code in capitals), a field of another mode refused. Answers the value or the message.
 */
export function lerAcompanhamento(
  modo: ModoEntrega,
  corpo: AcompanhamentoInput,
): { ok: true; valor: AcompanhamentoEntrega } | { ok: false; mensagem: string } {
  const proprios: readonly string[] = CAMPOS_ACOMPANHAMENTO[modo]
  const alheio = Object.values(CAMPOS_ACOMPANHAMENTO)
    .flat()
    .some((campo) => !proprios.includes(campo) && informado(corpo[campo as CampoAcompanhamento]))
  if (alheio) return { ok: false, mensagem: ENTREGA_PEDIDO_MSG.outroModo(MODO_ENTREGA_NOME[modo]) }
  const lido = PorModo[modo].safeParse(corpo)
  if (!lido.success)
    return { ok: false, mensagem: lido.error.issues[0]?.message ?? ENTREGA_PEDIDO_MSG.semModo }
  return { ok: true, valor: { modo, ...lido.data } as AcompanhamentoEntrega }
}

/** The information in words, for the timeline and the buyer's notice. */
export function descreverAcompanhamento(a: AcompanhamentoEntrega): string {
  switch (a.modo) {
    case 'envio':
      return `código de rastreio ${a.codigo_rastreio}${a.transportadora ? ` (${a.transportadora})` : ''}`
    case 'retirada':
      // The instructions may say where the atelier is: they stay on the order's page, which hides
      // them with the pickup place once the order ends (decision 041), never in a notice or timeline.
      return 'instruções de retirada na página do pedido'
    case 'entrega_local':
      return `janela de entrega: ${a.janela}`
  }
}

/** An example of each mode's information: the dialog's hints, and what the demo seller tells. */
export const EXEMPLO_ACOMPANHAMENTO = {
  envio: { codigo_rastreio: 'AB123456789BR', transportadora: 'Correios' },
  retirada: { instrucoes: 'Retire na recepção com o número do pedido.' },
  entrega_local: { janela: 'Sábado, 28/11, entre 9h e 12h' },
} as const satisfies Record<ModoEntrega, AcompanhamentoInput>
