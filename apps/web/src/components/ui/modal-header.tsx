import { X } from 'lucide-react'
import { Dialog as RadixDialog } from 'radix-ui'
import type { ReactNode } from 'react'

interface ModalHeaderProps {
  title: ReactNode
  /** The row's layout: a modal's plain row, a drawer's bordered 4 rem bar. */
  className: string
  /** 'Fechar', or what it closes: 'Fechar notificações'. */
  closeLabel?: string
  /** A modal pulls its button into its padding ('-m-2'). */
  closeClassName?: string
  hideClose?: boolean
}

/** The title of a modal, drawer or panel, which names it, and its close button. */
export function ModalHeader({
  title,
  className,
  closeLabel = 'Fechar',
  closeClassName,
  hideClose,
}: ModalHeaderProps) {
  return (
    <div className={className}>
      <RadixDialog.Title className="text-lg font-semibold text-stone-900">{title}</RadixDialog.Title>
      {!hideClose && (
        <RadixDialog.Close
          aria-label={closeLabel}
          className={`rounded-lg p-2 text-stone-500 hover:bg-stone-100 hover:text-stone-800 ${closeClassName ?? ''}`}
        >
          <X aria-hidden="true" className="size-5" />
        </RadixDialog.Close>
      )}
    </div>
  )
}
