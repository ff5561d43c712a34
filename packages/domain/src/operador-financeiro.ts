// The operator's Financeiro area (`GET /api/admin/financeiro`, `/admin/financeiro`, decision 025): the
// money that needs a person — refunds the provider failed, payments contested at the provider,
// Mercado Pago notifications that failed for good and the reconciliation's discrepancies — each item
// with what to do next. Money in reais with two decimals, as every API answer.

import { inteiroEntre } from './filtro-numeros.ts'
import { MotivoOperadorSchema } from './operador.ts'
import { paginaSchema } from './pagina.ts'
import { z } from './zod.ts'

export const FINANCEIRO_MSG = {
  reembolsoNaoEncontrado: 'Reembolso não encontrado.',
  reembolsoNaoFalhou: 'Só um reembolso que falhou no Mercado Pago pode ser reenviado.',
  reembolsoEmAberto: 'O pedido já tem outro reembolso em andamento; este não pode ser reenviado.',
  reembolsoReenviado: 'Reembolso enviado de novo ao Mercado Pago.',
  pendenciaNaoEncontrada: 'Pendência não encontrada ou já resolvida.',
  pendenciaResolvida: 'Pendência marcada como resolvida.',
  tipoObrigatorio: 'Informe o tipo da pendência.',
  tipoInvalido: 'Tipo de pendência inválido.',
  idInvalido: 'Identificador da pendência inválido.',
  paginaInvalida: 'Página inválida.',
  limiteInvalido: 'O limite deve ser um número inteiro entre 1 e 50.',
  vazio: 'Nada pendente aqui.',
  erroCarregar: 'Erro ao carregar as pendências financeiras',
} as const

/** What an operator is told to do with each kind of item. */
export const FINANCEIRO_PROXIMO_PASSO = {
  reembolso:
    'Confira o erro do Mercado Pago e reenvie: o reembolso volta à fila com a mesma chave, e o Mercado Pago devolve no máximo uma vez.',
  in_mediation:
    'O comprador abriu uma reclamação no Mercado Pago: acompanhe a mediação e marque como resolvido quando ela terminar.',
  charged_back:
    'O banco do comprador estornou o pagamento: combine com o vendedor o que fazer com o pedido e marque como resolvido.',
  notificacao:
    'A notificação não pôde ser processada: sincronize o pagamento pela página do pedido ou confira no Mercado Pago, depois marque como resolvido.',
  divergencia:
    'A conciliação encontrou esta diferença entre a Recria e o Mercado Pago: corrija a origem e marque como resolvido.',
} as const

/** Items of the lists 2–4 are resolved by kind and id (the audit log's `alvo_tipo`). */
export const TIPOS_PENDENCIA = ['pagamento', 'notificacao_mp', 'divergencia'] as const
export type TipoPendencia = (typeof TIPOS_PENDENCIA)[number]

const LIMITE_MAX = 50
export const FINANCEIRO_LIMITE_PADRAO = 10

const pagina = inteiroEntre(1, 100_000, FINANCEIRO_MSG.paginaInvalida).optional()

/** `limit` for every list, and each list's own page. */
export const FinanceiroQuery = z.object({
  limit: inteiroEntre(1, LIMITE_MAX, FINANCEIRO_MSG.limiteInvalido).optional(),
  pagina_reembolsos: pagina,
  pagina_pagamentos: pagina,
  pagina_notificacoes: pagina,
  pagina_divergencias: pagina,
})
export type FinanceiroQuery = z.infer<typeof FinanceiroQuery>

/** POST /admin/financeiro/pendencias: marks one item of the lists 2–4 as resolved, with a note. */
export const ResolverPendenciaBody = z.object({
  tipo: z.enum(TIPOS_PENDENCIA, { error: FINANCEIRO_MSG.tipoInvalido }),
  id: inteiroEntre(1, 2_147_483_647, FINANCEIRO_MSG.idInvalido),
  motivo: MotivoOperadorSchema,
})
export type ResolverPendencia = z.infer<typeof ResolverPendenciaBody>

/** The order and provider payment an item of the lists 1–2 is about. */
const pedidoNoMercadoPago = { id_pedido: z.number(), mercado_pago_payment_id: z.number() }
/** Who bought, who sold and the amount in reais. */
const partesEValor = { comprador: z.string(), vendedor: z.string(), valor: z.number() }
/** Every item's last columns: what the operator can do with it and the step that follows. */
function acaoDoOperador<A extends string>(acao: A) {
  return { acao: z.literal(acao), proximo_passo: z.string() }
}

export const ReembolsoFalhoItem = z.object({
  id_reembolso: z.number(),
  ...pedidoNoMercadoPago,
  ...partesEValor,
  tentativas: z.number(),
  ultimo_erro: z.string().nullable(),
  data_atualizacao: z.string(),
  ...acaoDoOperador('reenviar'),
})
export type ReembolsoFalhoItem = z.infer<typeof ReembolsoFalhoItem>

export const PagamentoContestadoItem = z.object({
  id_pagamento: z.number(),
  ...pedidoNoMercadoPago,
  status: z.enum(['in_mediation', 'charged_back']),
  ...partesEValor,
  data_atualizacao: z.string(),
  ...acaoDoOperador('resolver'),
})
export type PagamentoContestadoItem = z.infer<typeof PagamentoContestadoItem>

export const NotificacaoFalhaItem = z.object({
  id_evento: z.number(),
  tipo: z.string(),
  acao_mp: z.string().nullable(),
  data_id: z.string(),
  erro: z.string(),
  /** Events about the same resource that failed with it. */
  eventos: z.number(),
  recebido_em: z.string(),
  ...acaoDoOperador('resolver'),
})
export type NotificacaoFalhaItem = z.infer<typeof NotificacaoFalhaItem>

export const DivergenciaItem = z.object({
  id_divergencia: z.number(),
  regra: z.string(),
  descricao: z.string(),
  data_primeira: z.string(),
  data_ultima: z.string(),
  ...acaoDoOperador('resolver'),
})
export type DivergenciaItem = z.infer<typeof DivergenciaItem>

export const FinanceiroResponse = z.object({
  reembolsos: paginaSchema(ReembolsoFalhoItem),
  pagamentos: paginaSchema(PagamentoContestadoItem),
  notificacoes: paginaSchema(NotificacaoFalhaItem),
  divergencias: paginaSchema(DivergenciaItem),
  /** When the reconciliation behind `divergencias` ran (this request). */
  conciliado_em: z.string(),
})
export type FinanceiroResponse = z.infer<typeof FinanceiroResponse>

export const ReenviarReembolsoResponse = z.object({
  mensagem: z.string(),
  reembolso: z.object({ id_reembolso: z.number(), status: z.literal('approved') }),
})
export type ReenviarReembolsoResponse = z.infer<typeof ReenviarReembolsoResponse>

export const ResolverPendenciaResponse = z.object({
  mensagem: z.string(),
  pendencia: z.object({ tipo: z.enum(TIPOS_PENDENCIA), id: z.number() }),
})
export type ResolverPendenciaResponse = z.infer<typeof ResolverPendenciaResponse>
