// The refund pages (docs/product/reembolsos.md): the lists' filters and what the lists, the detail, the
// actions and the statistics answer, declared once for the API and the web app.

import { VisibilidadeDadosPrivados } from './dados-privados.ts'
import { DisputaDoReembolso } from './disputa.ts'
import { checkDatas, DatasFields, opcional } from './filtro-datas.ts'
import { STATUS_PAGAMENTO } from './pagamento.ts'
import { contadoresSchema, paginaNomeada } from './pagina.ts'
import { STATUS_PEDIDO } from './pedido.ts'
import { MOTIVOS_REEMBOLSO, REEMBOLSO_MSG, STATUS_REEMBOLSO } from './reembolso.ts'
import { z } from './zod.ts'

/**
 * `status`, `motivo`, `dataInicio`, `dataFim` of both lists (page, limit, busca apart). The dates are
 * those of the request's creation.
 */
export const ReembolsosFiltroFields = {
  status: opcional(z.enum(STATUS_REEMBOLSO, { error: REEMBOLSO_MSG.statusInvalido })),
  motivo: opcional(z.enum(MOTIVOS_REEMBOLSO, { error: REEMBOLSO_MSG.motivoInvalido })),
  ...DatasFields,
}

export { checkDatas }

export const ReembolsosFiltroSchema = z.object(ReembolsosFiltroFields).superRefine(checkDatas)
export type ReembolsosFiltro = z.output<typeof ReembolsosFiltroSchema>

/**
 * The other party as the refund pages show it (docs/product/reembolsos.md: nome, email, telefone); the phone
 * is null once the order no longer shows private data (decision 041).
 */
const ParteDoReembolso = z.object({
  id_usuario: z.number(),
  nome: z.string(),
  email: z.string(),
  telefone: z.string().nullable(),
})

export const ReembolsoResponse = z.object({
  id_reembolso: z.number(),
  id_pagamento: z.number(),
  id_pedido: z.number(),
  status: z.enum(STATUS_REEMBOLSO),
  motivo: z.enum(MOTIVOS_REEMBOLSO),
  /** The buyer's description, under both of its documented names. */
  descricao_motivo: z.string(),
  descricao: z.string(),
  valor_solicitado: z.number(),
  valor_aprovado: z.number().nullable(),
  resposta_vendedor: z.string().nullable(),
  data_resposta: z.string().nullable(),
  data_criacao: z.string(),
  data_conclusao: z.string().nullable(),
  pagamento: z.object({
    id_pagamento: z.number(),
    status: z.enum(STATUS_PAGAMENTO),
    tipo_pagamento: z.string().nullable(),
    valor_total: z.number(),
    valor_reembolsado: z.number(),
    pedido: z.object({
      id_pedido: z.number(),
      status_pedido: z.enum(STATUS_PEDIDO),
      data_criacao: z.string(),
      valor_total: z.number(),
      data_reembolso: z.string().nullable(),
      itens: z.array(z.object({ anuncio: z.object({ produto: z.object({ nome: z.string() }) }) })),
    }),
  }),
  usuario_comprador: ParteDoReembolso,
  usuario_vendedor: ParteDoReembolso,
  /** Whether the order still shows the parties' phones, and if not, why (decision 041). */
  dados_privados: VisibilidadeDadosPrivados,
  /** The buyer's dispute of this rejected request, or the dispute whose decision made this one. */
  disputa: DisputaDoReembolso.nullable(),
})
export type ReembolsoResponse = z.infer<typeof ReembolsoResponse>

/** Per status and in all, for the list's filters without the status one. */
export const ContadoresReembolsos = contadoresSchema(STATUS_REEMBOLSO)
export type ContadoresReembolsos = z.infer<typeof ContadoresReembolsos>

/**
 * `{ reembolsos, total, pagina, total_paginas, contadores }` (docs/product/reembolsos.md: field reembolsos).
 */
export const ReembolsosResponse = paginaNomeada('reembolsos', ReembolsoResponse).extend({
  contadores: ContadoresReembolsos,
})
export type ReembolsosResponse = z.infer<typeof ReembolsosResponse>

export const ReembolsoDetalheResponse = z.object({ reembolso: ReembolsoResponse })
export type ReembolsoDetalheResponse = z.infer<typeof ReembolsoDetalheResponse>

export const ReembolsoAcaoResponse = z.object({ mensagem: z.string(), reembolso: ReembolsoResponse })
export type ReembolsoAcaoResponse = z.infer<typeof ReembolsoAcaoResponse>

/** One side's figures: the counters and the money asked for and given back. */
const EstatisticasDoLado = z.object({
  contadores: ContadoresReembolsos,
  valor_solicitado: z.number(),
  valor_reembolsado: z.number(),
})

/** GET /reembolsos/estatisticas/{id_usuario}: each side the user has a profile for. */
export const ReembolsoEstatisticasResponse = z.object({
  vendedor: EstatisticasDoLado.nullable(),
  comprador: EstatisticasDoLado.nullable(),
})
export type ReembolsoEstatisticasResponse = z.infer<typeof ReembolsoEstatisticasResponse>
