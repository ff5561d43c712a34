/**
 * Conversions (docs/product/conversoes.md): how many credits a raw material is worth per real (multiplier).
 */
import { idSchema } from './id.ts'
import { MateriaPrimaRef, UNIDADES_MEDIDA } from './materia-prima.ts'
import { decimalSchema } from './preco.ts'
import { z } from './zod.ts'

/** Shown when the raw material of a conversion is clicked on the edit page (docs/product/conversoes.md). */
export const MATERIA_PRIMA_NAO_EDITAVEL = {
  titulo: 'Matéria-prima não editável',
  texto:
    'A matéria-prima vinculada a esta conversão não pode ser alterada. Para vinculá-la a uma nova conversão, exclua esta e crie uma nova.',
} as const

export const MULTIPLICADOR_MAX = 99_999_999.99

/**
 * docs/product/conversoes.md texts quoted exactly (multiplicadorDecimais and multiplicadorMaximo are
 * Recria's), then the API's answers. The unit filter of the list is MATERIA_PRIMA_MSG.unidadeFiltro.
 */
export const CONVERSAO_MSG = {
  multiplicador: 'Informe um valor multiplicável maior que zero.',
  multiplicadorDecimais: 'O valor multiplicável deve ter no máximo 2 casas decimais.',
  multiplicadorMaximo: 'O valor multiplicável deve ser no máximo 99.999.999,99.',
  materiaPrima: 'Selecione uma matéria-prima.',
  status: 'Selecione um status para a conversão.',
  statusFiltro: 'Status inválido. Use ativa ou inativa.',
  multiplicadorMinimoFiltro: 'Multiplicador mínimo inválido.',
  multiplicadorMaximoFiltro: 'Multiplicador máximo inválido.',
  ativaDuplicada: 'Matéria-prima já possui uma conversão ativa.',
  naoEncontrada: 'Conversão não encontrada.',
  materiaPrimaInativa:
    'A matéria-prima desta conversão está inativa. Ative a matéria-prima antes de ativar a conversão.',
  emUso: 'Esta conversão está em uso por anúncios. Desative-a em vez de excluí-la.',
  excluida: 'Conversão excluída com sucesso!',
} as const

export const STATUS_CONVERSAO = ['ativa', 'inativa'] as const
export type StatusConversao = (typeof STATUS_CONVERSAO)[number]

/** A number with at most 2 decimals, as a JSON number or as text ('2,5', '1.000,50'). */
export const valorMultiplicavelSchema = decimalSchema({
  invalido: CONVERSAO_MSG.multiplicador,
  casas: CONVERSAO_MSG.multiplicadorDecimais,
}).pipe(
  z.number().gt(0, CONVERSAO_MSG.multiplicador).max(MULTIPLICADOR_MAX, CONVERSAO_MSG.multiplicadorMaximo),
)

/** POST /conversoes. */
export const ConversaoCreateSchema = z.object({
  valor_multiplicavel: valorMultiplicavelSchema,
  id_materia_prima: idSchema(CONVERSAO_MSG.materiaPrima),
})
export type ConversaoCreate = z.infer<typeof ConversaoCreateSchema>
export type ConversaoCreateInput = z.input<typeof ConversaoCreateSchema>

/** PUT /conversoes/{id}: the raw material never changes (MATERIA_PRIMA_NAO_EDITAVEL). */
export const ConversaoUpdateSchema = z.object({
  valor_multiplicavel: valorMultiplicavelSchema,
  status_conversao: z.enum(STATUS_CONVERSAO, { error: CONVERSAO_MSG.status }),
})
export type ConversaoUpdate = z.infer<typeof ConversaoUpdateSchema>
export type ConversaoUpdateInput = z.input<typeof ConversaoUpdateSchema>

/** A conversion as the API answers it (docs/api/back-office.md, Shapes): the API's response schema. */
export const ConversaoResponse = z.object({
  id_conversao: z.number(),
  valor_multiplicavel: z.number(),
  status_conversao: z.enum(STATUS_CONVERSAO),
  id_materia_prima: z.number(),
  materia_prima: MateriaPrimaRef.extend({ unidade_medida: z.enum(UNIDADES_MEDIDA) }),
  id_usuario_vendedor: z.number(),
  data_criacao: z.string(),
  data_atualizacao: z.string(),
})
export type Conversao = z.infer<typeof ConversaoResponse>
