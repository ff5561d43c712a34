import { formatDate } from '@recria/domain/format'
import { unidadeLabel } from '@recria/domain/materia-prima'
import type { DetailsProps } from '../../../components/lista/back-office-list.tsx'
import { DetailsDialog } from '../../../components/lista/details-dialog.tsx'
import { DetailList } from '../../../components/ui/detail-list.tsx'
import { StatusBadge } from '../../../components/ui/status-badge.tsx'
import type { Conversao } from '../api/conversao.ts'
import { editarConversao } from './conversao-card.tsx'
import { multiplicadorPorUnidade } from './format-multiplicador.ts'

/** The details modal a card opens. */
export function ConversaoDetailsDialog(props: DetailsProps<Conversao>) {
  return (
    <DetailsDialog title="Detalhes da Conversão" edit={editarConversao} {...props}>
      {({ materia_prima: materia, ...conversao }) => (
        <DetailList
          items={[
            { label: 'Matéria-prima', value: materia.nome_materia_prima },
            { label: 'Unidade de medida', value: unidadeLabel(materia.unidade_medida) },
            {
              label: 'Valor multiplicável',
              value: multiplicadorPorUnidade(conversao.valor_multiplicavel, materia.unidade_medida),
            },
            { label: 'Status', value: <StatusBadge status={conversao.status_conversao} /> },
            { label: 'Cadastrada em', value: formatDate(conversao.data_criacao) },
            { label: 'Atualizada em', value: formatDate(conversao.data_atualizacao) },
          ]}
        />
      )}
    </DetailsDialog>
  )
}
