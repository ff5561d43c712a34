import { formatDate } from '@recria/domain/format'
import { type MateriaPrima, unidadeLabel } from '@recria/domain/materia-prima'
import type { DetailsProps } from '../../../components/lista/back-office-list.tsx'
import { DetailsDialog } from '../../../components/lista/details-dialog.tsx'
import { DetailList } from '../../../components/ui/detail-list.tsx'
import { StatusBadge } from '../../../components/ui/status-badge.tsx'
import { editarMateriaPrima } from './materia-prima-card.tsx'

/** The details modal a card opens. */
export function MateriaPrimaDetailsDialog(props: DetailsProps<MateriaPrima>) {
  return (
    <DetailsDialog title="Detalhes da Matéria-Prima" edit={editarMateriaPrima} {...props}>
      {(materia) => (
        <DetailList
          items={[
            { label: 'Nome', value: materia.nome_materia_prima },
            { label: 'Descrição', value: materia.descricao },
            { label: 'Unidade de medida', value: unidadeLabel(materia.unidade_medida) },
            { label: 'Status', value: <StatusBadge status={materia.status_materia_prima} /> },
            { label: 'Cadastrada em', value: formatDate(materia.data_criacao) },
            { label: 'Atualizada em', value: formatDate(materia.data_atualizacao) },
          ]}
        />
      )}
    </DetailsDialog>
  )
}
