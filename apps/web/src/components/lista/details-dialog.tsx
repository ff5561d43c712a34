import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button, buttonClasses } from '../ui/button.tsx'
import { Dialog } from '../ui/dialog.tsx'
import type { EditTarget } from './back-office-card.tsx'
import type { DetailsProps } from './back-office-list.tsx'

interface DetailsDialogProps<T> extends DetailsProps<T> {
  title: string
  edit: (item: T) => EditTarget
  /** A link after Editar (the listing's 'Ver como Comprador'): it becomes the main one. */
  more?: (item: T) => ReactNode
  children: (item: T) => ReactNode
}

/** The details modal a seller's card opens, with Excluir and Editar. */
export function DetailsDialog<T>({
  item,
  title,
  onClose,
  onDelete,
  edit,
  more,
  children,
}: DetailsDialogProps<T>) {
  const target = item && edit(item)
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      footer={
        item &&
        target && (
          <>
            <Button variant="danger" onClick={() => onDelete(item)}>
              Excluir
            </Button>
            <Link
              to={target.to}
              state={target.state}
              className={buttonClasses(more ? 'secondary' : 'primary', 'md')}
            >
              Editar
            </Link>
            {more?.(item)}
          </>
        )
      }
    >
      {item && children(item)}
    </Dialog>
  )
}
