/**
 * Disputes of rejected refunds: within 7 days of the seller's rejection the buyer disputes it once, and
 * an operator decides — the payment refunded in full through the provider, or the seller's answer
 * kept — with a reason both sides read. The statuses, the window, the forms and every text about them.
 */
import { MotivoOperadorSchema } from './operador.ts'
import { contadoresSchema, paginaSchema } from './pagina.ts'
import { diasDepois } from './prazo.ts'
import { textoSchema } from './texto.ts'
import { z } from './zod.ts'

export const DISPUTA_MSG = {
  naoEncontrada: 'Disputa não encontrada.',
  apenasRejeitado: 'Só é possível abrir uma disputa para um reembolso rejeitado pelo vendedor.',
  prazoEncerrado: 'O prazo para abrir uma disputa terminou: ele é de 7 dias após a resposta do vendedor.',
  jaExiste: 'Já existe uma disputa para este reembolso.',
  jaDecidida: 'Esta disputa já foi decidida.',
  descricaoObrigatoria: 'Explique por que você discorda da resposta do vendedor.',
  descricaoCurta: 'Descreva a disputa com pelo menos 10 caracteres.',
  descricaoLonga: 'A descrição deve ter no máximo 1000 caracteres.',
  decisaoObrigatoria: 'Escolha a decisão: reembolsar integralmente ou manter a resposta do vendedor.',
  statusInvalido: 'Status de disputa inválido.',
  aberta: 'Disputa aberta. A equipe da Recria vai analisar o caso e decidir.',
  reembolsada: 'Disputa decidida: o valor será reembolsado integralmente ao comprador.',
  mantida: 'Disputa decidida: a resposta do vendedor foi mantida.',
  // The pages' own texts.
  erroAbrir: 'Erro ao abrir a disputa. Tente novamente.',
  erroDecidir: 'Erro ao decidir a disputa. Tente novamente.',
  erroCarregar: 'Erro ao carregar as disputas',
  nenhuma: 'Nenhuma disputa aqui.',
} as const

export const STATUS_DISPUTA = ['aberta', 'reembolsada', 'mantida'] as const
export type StatusDisputa = (typeof STATUS_DISPUTA)[number]

/** How both sides and the operator read a dispute's status. */
export const STATUS_DISPUTA_LABELS: Record<StatusDisputa, string> = {
  aberta: 'Em análise pela Recria',
  reembolsada: 'Decidida: reembolso integral',
  mantida: 'Decidida: resposta do vendedor mantida',
}

export const DECISOES_DISPUTA = ['reembolsar', 'manter'] as const
export type DecisaoDisputa = (typeof DECISOES_DISPUTA)[number]

export const DECISAO_DISPUTA_LABELS: Record<DecisaoDisputa, string> = {
  reembolsar: 'Reembolsar integralmente',
  manter: 'Manter resposta do vendedor',
}

/** A rejected refund may be disputed for 7 days after the seller's answer, counted to the millisecond. */
export const PRAZO_DISPUTA_DIAS = 7

export const DESCRICAO_DISPUTA_MIN = 10
export const DESCRICAO_DISPUTA_MAX = 1000

/** The last instant a refund rejected at `resposta` may be disputed. */
export function fimDoPrazoDisputa(resposta: Date | string): Date {
  return diasDepois(resposta, PRAZO_DISPUTA_DIAS)
}

export interface ReembolsoDisputavel {
  status: string
  data_resposta: Date | string | null
}

/**
 * Why this refund request cannot be disputed at `agora` (rejected by the seller at most 7 days ago),
 * or null when it can. Exactly 7 days after the answer is still inside the window.
 */
export function recusaDaDisputa(reembolso: ReembolsoDisputavel, agora: Date): string | null {
  if (reembolso.status !== 'rejected' || !reembolso.data_resposta) return DISPUTA_MSG.apenasRejeitado
  if (agora.getTime() > fimDoPrazoDisputa(reembolso.data_resposta).getTime())
    return DISPUTA_MSG.prazoEncerrado
  return null
}

/** POST /reembolsos/{id}/disputa {descricao}: the buyer's text, 10 to 1000 characters once trimmed. */
export const AbrirDisputaSchema = z.object({
  descricao: textoSchema({
    min: DESCRICAO_DISPUTA_MIN,
    max: DESCRICAO_DISPUTA_MAX,
    obrigatorio: DISPUTA_MSG.descricaoObrigatoria,
    curto: DISPUTA_MSG.descricaoCurta,
    longo: DISPUTA_MSG.descricaoLonga,
  }),
})
export type AbrirDisputa = z.output<typeof AbrirDisputaSchema>

/** POST /admin/disputas/{id}/decidir {decisao, motivo}: the operator's reason, as every action's. */
export const DecidirDisputaSchema = z.object({
  decisao: z.enum(DECISOES_DISPUTA, { error: DISPUTA_MSG.decisaoObrigatoria }),
  motivo: MotivoOperadorSchema,
})
export type DecidirDisputa = z.output<typeof DecidirDisputaSchema>

/** A dispute as the refund's two sides read it, on the refund it disputes and on the refund it decided. */
export const DisputaDoReembolso = z.object({
  id_disputa: z.number(),
  /** The rejected request it disputes. */
  id_reembolso: z.number(),
  status: z.enum(STATUS_DISPUTA),
  /** The buyer's text. */
  descricao: z.string(),
  /** The operator's reason, once decided. */
  decisao_motivo: z.string().nullable(),
  /** The approved request a full refund was given back through. */
  id_reembolso_decisao: z.number().nullable(),
  data_criacao: z.string(),
  data_decisao: z.string().nullable(),
})
export type DisputaDoReembolso = z.infer<typeof DisputaDoReembolso>

const Parte = z.object({ id_usuario: z.number(), nome: z.string() })

/** One dispute in the operator's list: both sides' texts and the money at stake (reais). */
export const DisputaOperador = DisputaDoReembolso.extend({
  id_pedido: z.number(),
  comprador: Parte,
  vendedor: Parte,
  nome_operador: z.string().nullable(),
  reembolso: z.object({
    motivo: z.string(),
    descricao: z.string(),
    valor_solicitado: z.number(),
    resposta_vendedor: z.string().nullable(),
    data_criacao: z.string(),
    data_resposta: z.string().nullable(),
  }),
  pagamento: z.object({
    valor_total: z.number(),
    valor_reembolsado: z.number(),
    /** What a full refund would give back now: paid less already refunded. */
    valor_a_reembolsar: z.number(),
  }),
})
export type DisputaOperador = z.infer<typeof DisputaOperador>

export const ContadoresDisputas = contadoresSchema(STATUS_DISPUTA)

/** GET /admin/disputas: open ones first (oldest first), then the decided (latest decision first). */
export const DisputasPagina = paginaSchema(DisputaOperador).extend({ contadores: ContadoresDisputas })
export type DisputasPagina = z.infer<typeof DisputasPagina>

export const DisputaAcaoResponse = z.object({ mensagem: z.string(), disputa: DisputaOperador })
export type DisputaAcaoResponse = z.infer<typeof DisputaAcaoResponse>
