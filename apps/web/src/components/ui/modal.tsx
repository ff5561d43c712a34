import { X } from 'lucide-react'
import { Dialog as RadixDialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { Backdrop } from './backdrop.tsx'
import { ignoreToastClicks } from './toast.tsx'
import { useReturnFocus } from './use-return-focus.ts'

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

interface ModalFrameProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The content's box: a centred modal, a drawer along an edge. */
  className: string
  /** Whether a Description names what the modal is about; without one, none is announced. */
  described?: boolean
  children: ReactNode
}

/**
 * A modal's layer (Radix Dialog): the backdrop, focus kept inside and given back on closing, and
 * clicks on a toast not taken for clicks outside.
 */
export function ModalFrame({ open, onOpenChange, className, described = false, children }: ModalFrameProps) {
  const returnFocus = useReturnFocus()
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Backdrop />
        <RadixDialog.Content
          {...returnFocus}
          onInteractOutside={ignoreToastClicks}
          {...(described ? {} : { 'aria-describedby': undefined })}
          className={className}
        >
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
