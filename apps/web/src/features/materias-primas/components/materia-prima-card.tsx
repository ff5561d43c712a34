import type { MateriaPrima } from '@recria/domain/materia-prima'
import { unidadeLabel } from '@recria/domain/materia-prima'
import { Pencil, Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { Card, cardTitleButton } from '../../../components/ui/card.tsx'
import { StatusBadge } from '../../../components/ui/status-badge.tsx'

interface MateriaPrimaCardProps {
  materia: MateriaPrima
  onOpen: (materia: MateriaPrima) => void
  onDelete: (materia: MateriaPrima) => void
}

/**
 * One raw material of the list. The name is the button that opens the details (its hit area
 * covers the card, so a click anywhere opens them); Editar and Excluir sit above it.
 */
export function MateriaPrimaCard({ materia, onOpen, onDelete }: MateriaPrimaCardProps) {
  const nome = materia.nome_materia_prima
  return (
    <Card as="article" className="relative h-full transition-shadow hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base font-semibold text-stone-900">
          <button
            type="button"
            onClick={() => onOpen(materia)}
            aria-haspopup="dialog"
            className={cardTitleButton}
          >
            {nome}
          </button>
        </h2>
        <StatusBadge status={materia.status_materia_prima} />
      </div>
      <p className="text-sm text-stone-600">
        <span className="font-medium text-stone-700">Unidade:</span> {unidadeLabel(materia.unidade_medida)}
      </p>
      <p className="line-clamp-2 text-sm text-stone-700">{materia.descricao}</p>
      <div className="relative z-10 mt-auto flex gap-2 pt-1">
        <Link
          to="/materias-primas/editar"
          state={{ idMateria: materia.id_materia_prima }}
          aria-label={`Editar ${nome}`}
          className={`${buttonClasses('secondary', 'sm')} flex-1`}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Editar
        </Link>
        <Button
          variant="secondary"
          size="sm"
          className="flex-1 text-red-700 hover:bg-red-50"
          onClick={() => onDelete(materia)}
          aria-label={`Excluir ${nome}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Excluir
        </Button>
      </div>
    </Card>
  )
}
