import type { StatusConversao } from '@recria/domain/conversao'
import type { UnidadeMedida } from '@recria/domain/materia-prima'

/** A conversion as the API answers it (docs/api/back-office.md, Shapes). */
export interface Conversao {
  id_conversao: number
  valor_multiplicavel: number
  status_conversao: StatusConversao
  id_materia_prima: number
  materia_prima: { id_materia_prima: number; nome_materia_prima: string; unidade_medida: UnidadeMedida }
  id_usuario_vendedor: number
  data_criacao: string
  data_atualizacao: string
}

/** Root key of every conversion query; mutations invalidate it. */
export const conversoesKey = ['conversoes'] as const
