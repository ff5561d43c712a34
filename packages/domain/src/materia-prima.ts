/**
 * Raw materials (docs/product/materias-primas.md): units of measure, statuses and the create/edit schemas.
 * Both schemas trim before checking (see MateriaPrimaUpdateSchema for why edit trims too).
 */
import { textoSchema } from './texto.ts'
import { UNIDADES_MEDIDA } from './unidade-medida.ts'
import { z } from './zod.ts'

export type { UnidadeMedida } from './constants.ts'

export {
  isUnidadeMedida,
  UNIDADES_MEDIDA,
  unidadeLabel,
  unidadeSigla,
} from './unidade-medida.ts'

export const STATUS_MATERIA_PRIMA = ['ativa', 'inativa'] as const
export type StatusMateriaPrima = (typeof STATUS_MATERIA_PRIMA)[number]

/**
 * Texts of docs/product/materias-primas.md (quoted exactly) plus the maximum-length ones it does
 * not word, then the API's answers.
 */
export const MATERIA_PRIMA_MSG = {
  nome: 'Nome da matéria-prima é obrigatório e deve ter ao menos 3 caracteres.',
  nomeLongo: 'O nome da matéria-prima deve ter no máximo 100 caracteres.',
  descricaoCurta: 'A descrição deve ter no mínimo 10 caracteres.',
  descricaoLonga: 'A descrição deve ter no máximo 255 caracteres.',
  unidade: 'Selecione a unidade de medida.',
  status: 'Selecione um status para a matéria-prima.',
  statusFiltro: 'Status inválido. Use ativa ou inativa.',
  unidadeFiltro: 'Unidade de medida inválida.',
  naoEncontrada: 'Matéria-prima não encontrada.',
  inativa: 'Selecione uma matéria-prima ativa.',
  emUso: 'Esta matéria-prima está em uso por produtos ou conversões. Desative-a em vez de excluí-la.',
  excluida: 'Matéria-prima excluída com sucesso!',
} as const

export const NOME_MAX = 100
export const DESCRICAO_MIN = 10
export const DESCRICAO_MAX = 255

/** Description of raw materials and products: trimmed, 10 to 255 characters. */
export const descricaoSchema = textoSchema({
  min: DESCRICAO_MIN,
  max: DESCRICAO_MAX,
  obrigatorio: MATERIA_PRIMA_MSG.descricaoCurta,
  longo: MATERIA_PRIMA_MSG.descricaoLonga,
})

const nome = textoSchema({
  min: 3,
  max: NOME_MAX,
  obrigatorio: MATERIA_PRIMA_MSG.nome,
  longo: MATERIA_PRIMA_MSG.nomeLongo,
})
const unidade = z.enum(UNIDADES_MEDIDA, { error: MATERIA_PRIMA_MSG.unidade })

/** POST /materias-primas. The create form sets no status (the API stores 'ativa'). */
export const MateriaPrimaCreateSchema = z.object({
  nome_materia_prima: nome,
  descricao: descricaoSchema,
  unidade_medida: unidade,
})
export type MateriaPrimaCreate = z.infer<typeof MateriaPrimaCreateSchema>

/**
 * PUT /materias-primas/{id}. The original edit screen checked lengths without trimming; Recria trims
 * on edit too, so no stored name is ever shorter than 3 characters ('  ab  ' is refused). The unit
 * is required on create only: absent here means unchanged, and so does an absent status.
 */
export const MateriaPrimaUpdateSchema = z.object({
  nome_materia_prima: nome,
  descricao: descricaoSchema,
  unidade_medida: unidade.optional(),
  status_materia_prima: z.enum(STATUS_MATERIA_PRIMA, { error: MATERIA_PRIMA_MSG.status }).optional(),
})
export type MateriaPrimaUpdate = z.infer<typeof MateriaPrimaUpdateSchema>

/** A raw material as the API answers it (docs/api/back-office.md): the API's response schema. */
export const MateriaPrimaResponse = z.object({
  id_materia_prima: z.number(),
  nome_materia_prima: z.string(),
  descricao: z.string(),
  unidade_medida: z.enum(UNIDADES_MEDIDA),
  status_materia_prima: z.enum(STATUS_MATERIA_PRIMA),
  id_usuario_vendedor: z.number(),
  data_criacao: z.string(),
  data_atualizacao: z.string(),
})
export type MateriaPrima = z.infer<typeof MateriaPrimaResponse>

/** A raw material as a product, a conversion or a listing names it in the API's answers. */
export const MateriaPrimaRef = z.object({
  id_materia_prima: z.number(),
  nome_materia_prima: z.string(),
  unidade_medida: z.string(),
})
