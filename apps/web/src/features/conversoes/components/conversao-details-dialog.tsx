import { formatDate } from '@recria/domain/format'
import { unidadeLabel } from '@recria/domain/materia-prima'
import { DetailsDialog } from '../../../components/lista/details-dialog.tsx'
import { DetailList } from '../../../components/ui/detail-list.tsx'
import { StatusBadge } from '../../../components/ui/status-badge.tsx'
import type { Conversao } from '../api/conversao.ts'
import { editarConversao } from './conversao-card.tsx'
import { multiplicadorPorUnidade } from './format-multiplicador.ts'

interface ConversaoDetailsDialogProps {
  conversao: Conversao | null
  onClose: () => void
  onDelete: (conversao: Conversao) => void
}

/** The details modal a card opens. */
export function ConversaoDetailsDialog({ conversao, ...actions }: ConversaoDetailsDialogProps) {
  return (
    <DetailsDialog item={conversao} title="Detalhes da Conversão" edit={editarConversao} {...actions}>
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
