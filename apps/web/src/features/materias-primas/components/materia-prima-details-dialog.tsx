import { formatDate } from '@recria/domain/format'
import { type MateriaPrima, unidadeLabel } from '@recria/domain/materia-prima'
import { Link } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { DetailList } from '../../../components/ui/detail-list.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { StatusBadge } from '../../../components/ui/status-badge.tsx'

interface MateriaPrimaDetailsDialogProps {
  materia: MateriaPrima | null
  onClose: () => void
  onDelete: (materia: MateriaPrima) => void
}

/** The details modal a card opens. */
export function MateriaPrimaDetailsDialog({ materia, onClose, onDelete }: MateriaPrimaDetailsDialogProps) {
  return (
    <Dialog
      open={materia !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Detalhes da Matéria-Prima"
      footer={
        materia && (
          <>
            <Button variant="danger" onClick={() => onDelete(materia)}>
              Excluir
            </Button>
            <Link
              to="/materias-primas/editar"
              state={{ idMateria: materia.id_materia_prima }}
              className={buttonClasses('primary', 'md')}
            >
              Editar
            </Link>
          </>
        )
      }
    >
      {materia && (
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
    </Dialog>
  )
}
