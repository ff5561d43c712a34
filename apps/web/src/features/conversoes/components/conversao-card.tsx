import { unidadeLabel } from '@recria/domain/materia-prima'
import { Pencil, Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { Card, cardTitleButton } from '../../../components/ui/card.tsx'
import { StatusBadge } from '../../../components/ui/status-badge.tsx'
import type { Conversao } from '../api/conversao.ts'
import { multiplicadorPorUnidade } from './format-multiplicador.ts'

interface ConversaoCardProps {
  conversao: Conversao
  onOpen: (conversao: Conversao) => void
  onDelete: (conversao: Conversao) => void
}

/**
 * One conversion of the list. The raw material's name is the button that opens the details (its
 * hit area covers the card); Editar and Excluir sit above it.
 */
export function ConversaoCard({ conversao, onOpen, onDelete }: ConversaoCardProps) {
  const { nome_materia_prima: nome, unidade_medida } = conversao.materia_prima
  return (
    <Card as="article" className="relative h-full transition-shadow hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base font-semibold text-stone-900">
          <button
            type="button"
            onClick={() => onOpen(conversao)}
            aria-haspopup="dialog"
            className={cardTitleButton}
          >
            {nome}
          </button>
        </h2>
        <StatusBadge status={conversao.status_conversao} />
      </div>
      <p className="text-2xl font-bold text-marca-700 tabular-nums">
        {multiplicadorPorUnidade(conversao.valor_multiplicavel, unidade_medida)}
      </p>
      <p className="text-sm text-stone-600">
        <span className="font-medium text-stone-700">Unidade:</span> {unidadeLabel(unidade_medida)}
      </p>
      <div className="relative z-10 mt-auto flex gap-2 pt-1">
        <Link
          to="/conversao/editar"
          state={{ idConversao: conversao.id_conversao }}
          aria-label={`Editar conversão de ${nome}`}
          className={`${buttonClasses('secondary', 'sm')} flex-1`}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Editar
        </Link>
        <Button
          variant="secondary"
          size="sm"
          className="flex-1 text-red-700 hover:bg-red-50"
          onClick={() => onDelete(conversao)}
          aria-label={`Excluir conversão de ${nome}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Excluir
        </Button>
      </div>
    </Card>
  )
}
