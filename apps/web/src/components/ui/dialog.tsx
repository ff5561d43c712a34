import { Dialog as RadixDialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { Button } from './button.tsx'
import { ModalFrame, ModalHeader } from './modal.tsx'

/** Whether a dialog is open, and how its owner hears it open or close. */
export interface OpenState {
  open: boolean
  onOpenChange: (open: boolean) => void
}

export interface DialogProps extends OpenState {
  title: string
  description?: ReactNode
  children?: ReactNode
  footer?: ReactNode
  /** Hides the corner close button, for dialogs that must be answered with their own buttons. */
  hideClose?: boolean
  /** A little wider (32 rem instead of 28), for two choices side by side. */
  wide?: boolean
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  hideClose,
  wide,
}: DialogProps) {
  return (
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      described={Boolean(description)}
      className={`fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${wide ? 'max-w-lg' : 'max-w-md'} -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none`}
    >
      <ModalHeader
        title={title}
        className="flex items-start justify-between gap-4"
        closeClassName="-m-2"
        hideClose={hideClose}
      />
      {description && (
        <RadixDialog.Description className="text-sm text-stone-600">{description}</RadixDialog.Description>
      )}
      {children}
      {footer && <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>}
    </ModalFrame>
  )
}

export interface ConfirmDialogProps extends OpenState {
  title: string
  description: ReactNode
  confirmLabel: string
  cancelLabel?: string
  onConfirm: () => void
  loading?: boolean
  variant?: 'primary' | 'danger'
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancelar',
  onConfirm,
  loading = false,
  variant = 'primary',
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !loading && onOpenChange(next)}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button variant={variant} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  )
}
