import { formatBRL } from '@recria/domain/format'
import { Pencil, Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { Card, cardTitleButton } from '../../../components/ui/card.tsx'
import { ProdutoImagem } from '../../../components/ui/product-image.tsx'
import { StatusBadge } from '../../../components/ui/status-badge.tsx'
import type { Produto } from '../api/produto.ts'
import { MateriasPrimasChips } from './materias-primas-chips.tsx'

interface ProdutoCardProps {
  produto: Produto
  onOpen: (produto: Produto) => void
  onDelete: (produto: Produto) => void
}

/**
 * One product of the list. The name is the button that opens the details (its hit area covers the
 * card, so a click anywhere opens them); Editar and Excluir sit above it.
 */
export function ProdutoCard({ produto, onOpen, onDelete }: ProdutoCardProps) {
  const { nome } = produto
  return (
    <Card as="article" className="relative h-full overflow-hidden p-0! transition-shadow hover:shadow-md">
      <ProdutoImagem src={produto.imagem} nome={nome} className="aspect-[4/3] w-full" />
      <div className="flex flex-1 flex-col gap-3 p-4 pt-1">
        <div className="flex items-start justify-between gap-3">
          <h2 className="min-w-0 text-base font-semibold text-stone-900">
            <button
              type="button"
              onClick={() => onOpen(produto)}
              aria-haspopup="dialog"
              className={cardTitleButton}
            >
              {nome}
            </button>
          </h2>
          <StatusBadge status={produto.status_produto} />
        </div>
        <p className="text-lg font-bold text-marca-800">{formatBRL(produto.preco)}</p>
        <MateriasPrimasChips materias={produto.materias_primas} />
        <div className="relative z-10 mt-auto flex gap-2 pt-1">
          <Link
            to="/produtos/editar"
            state={{ idProduto: produto.id_produto }}
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
            onClick={() => onDelete(produto)}
            aria-label={`Excluir ${nome}`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Excluir
          </Button>
        </div>
      </div>
    </Card>
  )
}
