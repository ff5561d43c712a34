import type { MateriaPrimaRow } from './materias-primas.repository.ts'

/** A raw material as the back-office shows it (docs/api/back-office.md, Shapes). */
export function toMateriaPrima(row: MateriaPrimaRow) {
  return {
    id_materia_prima: row.id_materia_prima,
    nome_materia_prima: row.nome_materia_prima,
    descricao: row.descricao,
    unidade_medida: row.unidade_medida,
    status_materia_prima: row.status_materia_prima,
    id_usuario_vendedor: row.id_usuario_vendedor,
    data_criacao: row.data_criacao.toISOString(),
    data_atualizacao: row.data_atualizacao.toISOString(),
  }
}

export type MateriaPrima = ReturnType<typeof toMateriaPrima>
