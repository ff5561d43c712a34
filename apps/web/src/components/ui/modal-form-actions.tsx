import type { ReactNode } from 'react'
import { Button, type ButtonVariant } from './button.tsx'

interface ModalFormActionsProps {
  onCancel: () => void
  pending: boolean
  /** The submit button's look: 'danger' for a report. */
  variant?: ButtonVariant
  /** The submit button's text. */
  children: ReactNode
}

/** 'Cancelar' and the submit button at the foot of a form in a modal (a review, a report). */
export function ModalFormActions({ onCancel, pending, variant, children }: ModalFormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        Cancelar
      </Button>
      <Button type="submit" variant={variant} loading={pending}>
        {children}
      </Button>
    </div>
  )
}
