import type { UnidadeMedida } from '@recria/domain/constants'
import type { MateriaPrima, StatusMateriaPrima } from '@recria/domain/materia-prima'
import type { MateriaPrimaRow } from './materias-primas.repository.ts'

/** A raw material as the back-office shows it (docs/api/back-office.md, Shapes). */
export function toMateriaPrima(row: MateriaPrimaRow): MateriaPrima {
  return {
    id_materia_prima: row.id_materia_prima,
    nome_materia_prima: row.nome_materia_prima,
    descricao: row.descricao,
    // The table's check constraints hold these to the domain's values.
    unidade_medida: row.unidade_medida as UnidadeMedida,
    status_materia_prima: row.status_materia_prima as StatusMateriaPrima,
    id_usuario_vendedor: row.id_usuario_vendedor,
    data_criacao: row.data_criacao.toISOString(),
    data_atualizacao: row.data_atualizacao.toISOString(),
  }
}
