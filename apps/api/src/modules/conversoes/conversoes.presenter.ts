import type { ConversaoRow } from './conversoes.repository.ts'

/** A conversion as the back-office shows it (docs/api/back-office.md, Shapes). */
export function toConversao(row: ConversaoRow) {
  return {
    id_conversao: row.id_conversao,
    // numeric(10,2) comes from the driver as text; the API answers a number (1.5, not '1.50').
    valor_multiplicavel: Number(row.valor_multiplicavel),
    status_conversao: row.status_conversao,
    id_materia_prima: row.id_materia_prima,
    materia_prima: {
      id_materia_prima: row.id_materia_prima,
      nome_materia_prima: row.nome_materia_prima,
      unidade_medida: row.unidade_medida,
    },
    id_usuario_vendedor: row.id_usuario_vendedor,
    data_criacao: row.data_criacao.toISOString(),
    data_atualizacao: row.data_atualizacao.toISOString(),
  }
}

export type Conversao = ReturnType<typeof toConversao>
