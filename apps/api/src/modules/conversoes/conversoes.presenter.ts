import type { UnidadeMedida } from '@recria/domain/constants'
import type { Conversao, StatusConversao } from '@recria/domain/conversao'
import type { ConversaoRow } from './conversoes.repository.ts'

/** A conversion as the back-office shows it (docs/api/back-office.md, Shapes). */
export function toConversao(row: ConversaoRow): Conversao {
  return {
    id_conversao: row.id_conversao,
    // numeric(10,2) comes from the driver as text; the API answers a number (1.5, not '1.50').
    valor_multiplicavel: Number(row.valor_multiplicavel),
    // The table's check constraints hold these to the domain's values.
    status_conversao: row.status_conversao as StatusConversao,
    id_materia_prima: row.id_materia_prima,
    materia_prima: {
      id_materia_prima: row.id_materia_prima,
      nome_materia_prima: row.nome_materia_prima,
      unidade_medida: row.unidade_medida as UnidadeMedida,
    },
    id_usuario_vendedor: row.id_usuario_vendedor,
    data_criacao: row.data_criacao.toISOString(),
    data_atualizacao: row.data_atualizacao.toISOString(),
  }
}
