import type { ReactNode } from 'react'
import { ModalFrame, ModalHeader } from './modal.tsx'

export interface SheetProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  side?: 'left' | 'right'
  /** Width classes of the panel. */
  widthClassName?: string
  closeLabel?: string
  children: ReactNode
  footer?: ReactNode
  /** Padding of the scrolling body; a panel that lays out its own sticky parts passes ''. */
  bodyClassName?: string
}

const sides = { left: 'left-0 border-r', right: 'right-0 border-l' }

/** A modal drawer along one edge (Radix Dialog: focus trap, Esc, labelled by its title). */
export function Sheet({
  open,
  onOpenChange,
  title,
  side = 'right',
  widthClassName = 'w-80',
  closeLabel = 'Fechar',
  children,
  footer,
  bodyClassName = 'p-4',
}: SheetProps) {
  return (
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      className={`fixed inset-y-0 z-50 flex max-w-[88vw] flex-col border-stone-200 bg-white shadow-xl focus:outline-none ${sides[side]} ${widthClassName}`}
    >
      <ModalHeader
        title={title}
        className="flex h-16 shrink-0 items-center justify-between gap-4 border-b border-stone-200 px-4"
        closeLabel={closeLabel}
      />
      <div className={`flex-1 overflow-y-auto ${bodyClassName}`}>{children}</div>
      {footer && <div className="shrink-0 border-t border-stone-200 p-4">{footer}</div>}
    </ModalFrame>
  )
}
