import { Pencil, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button, buttonClasses } from '../ui/button.tsx'
import { Card, cardTitleButton } from '../ui/card.tsx'
import { ProdutoImagem } from '../ui/product-image.tsx'
import { StatusBadge } from '../ui/status-badge.tsx'

/** Where a record's edit page is: back-office pages take the id in navigation state. */
export interface EditTarget {
  to: string
  state: Record<string, number>
}

interface BackOfficeCardProps {
  /** The heading, a button that opens the details (its hit area covers the card). */
  title: string
  onOpen: () => void
  onDelete: () => void
  status: string
  edit: EditTarget
  /** Ends the buttons' names: 'Editar Garrafa PET', 'Excluir conversão de Garrafa PET'. */
  name: string
  /** The product's picture on top, when the card has one (products, listings). */
  image?: { src: string | null; nome: string }
  children: ReactNode
}

/**
 * One card of a seller list. The title opens the details (a click anywhere on the card does);
 * the status sits beside it, the page's own lines below, and Editar and Excluir above it all.
 */
export function BackOfficeCard({
  title,
  onOpen,
  onDelete,
  status,
  edit,
  name,
  image,
  children,
}: BackOfficeCardProps) {
  const body = (
    <>
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base font-semibold text-stone-900">
          <button type="button" onClick={onOpen} aria-haspopup="dialog" className={cardTitleButton}>
            {title}
          </button>
        </h2>
        <StatusBadge status={status} />
      </div>
      {children}
      <div className="relative z-10 mt-auto flex gap-2 pt-1">
        <Link
          to={edit.to}
          state={edit.state}
          aria-label={`Editar ${name}`}
          className={`${buttonClasses('secondary', 'sm')} flex-1`}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Editar
        </Link>
        <Button
          variant="secondary"
          size="sm"
          className="flex-1 text-red-700 hover:bg-red-50"
          onClick={onDelete}
          aria-label={`Excluir ${name}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Excluir
        </Button>
      </div>
    </>
  )
  if (!image)
    return (
      <Card as="article" className="relative h-full transition-shadow hover:shadow-md">
        {body}
      </Card>
    )
  return (
    <Card as="article" className="relative h-full overflow-hidden p-0! transition-shadow hover:shadow-md">
      <ProdutoImagem src={image.src} nome={image.nome} className="aspect-[4/3] w-full" />
      <div className="flex flex-1 flex-col gap-3 p-4 pt-1">{body}</div>
    </Card>
  )
}
