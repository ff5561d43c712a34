import { formatDate } from '@recria/domain/format'
import { unidadeLabel } from '@recria/domain/materia-prima'
import { Link } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { DetailList } from '../../../components/ui/detail-list.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { StatusBadge } from '../../../components/ui/status-badge.tsx'
import type { Conversao } from '../api/conversao.ts'
import { multiplicadorPorUnidade } from './format-multiplicador.ts'

interface ConversaoDetailsDialogProps {
  conversao: Conversao | null
  onClose: () => void
  onDelete: (conversao: Conversao) => void
}

/** The details modal a card opens. */
export function ConversaoDetailsDialog({ conversao, onClose, onDelete }: ConversaoDetailsDialogProps) {
  return (
    <Dialog
      open={conversao !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Detalhes da Conversão"
      footer={
        conversao && (
          <>
            <Button variant="danger" onClick={() => onDelete(conversao)}>
              Excluir
            </Button>
            <Link
              to="/conversao/editar"
              state={{ idConversao: conversao.id_conversao }}
              className={buttonClasses('primary', 'md')}
            >
              Editar
            </Link>
          </>
        )
      }
    >
      {conversao && (
        <DetailList
          items={[
            { label: 'Matéria-prima', value: conversao.materia_prima.nome_materia_prima },
            { label: 'Unidade de medida', value: unidadeLabel(conversao.materia_prima.unidade_medida) },
            {
              label: 'Valor multiplicável',
              value: multiplicadorPorUnidade(
                conversao.valor_multiplicavel,
                conversao.materia_prima.unidade_medida,
              ),
            },
            { label: 'Status', value: <StatusBadge status={conversao.status_conversao} /> },
            { label: 'Cadastrada em', value: formatDate(conversao.data_criacao) },
            { label: 'Atualizada em', value: formatDate(conversao.data_atualizacao) },
          ]}
        />
      )}
    </Dialog>
  )
}
