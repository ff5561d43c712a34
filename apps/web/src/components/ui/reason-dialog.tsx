import type { ReactNode } from 'react'
import { Button, type ButtonVariant } from './button.tsx'
import { Dialog, type DialogProps } from './dialog.tsx'
import { FormAlert } from './form-alert.tsx'
import { TextareaField } from './textarea-field.tsx'

/** The required text the dialog asks for (a reason, an answer), with its 'x/max' counter. */
export interface ReasonFieldProps {
  label: string
  /** The text and its change, as `useState` gives them. */
  text: readonly [string, (value: string) => void]
  maxLength: number
  hint: string
  rows?: number
  error?: string
  onBlur?: () => void
}

/** The button that sends; it shows the wait while `busy` unless `loading` says otherwise. */
export interface ReasonConfirm {
  label: string
  onClick: () => void
  variant?: ButtonVariant
  disabled?: boolean
  loading?: boolean
}

export interface ReasonDialogProps extends Omit<DialogProps, 'footer' | 'children'> {
  /** While the answer is on its way: the cancel button and the field wait. */
  busy: boolean
  cancelLabel?: string
  confirm: ReasonConfirm
  /** Another answer beside the confirmation (rejecting beside approving). */
  otherAction?: ReactNode
  field: ReasonFieldProps
  /** The request's failure under the field; without it (undefined) no alert region is drawn. */
  alert?: string | null
  /** What the dialog shows above the field (a summary, a choice). */
  children?: ReactNode
}

/** A dialog that asks for a required text and sends it: cancel, optional other answer, confirm. */
export function ReasonDialog({
  busy,
  cancelLabel = 'Cancelar',
  confirm,
  otherAction,
  field: {
    text: [value, onValueChange],
    ...field
  },
  alert,
  children,
  ...dialog
}: ReasonDialogProps) {
  return (
    <Dialog
      {...dialog}
      footer={
        <>
          <Button variant="secondary" onClick={() => dialog.onOpenChange(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          {otherAction}
          <Button
            variant={confirm.variant ?? 'primary'}
            onClick={confirm.onClick}
            disabled={confirm.disabled}
            loading={confirm.loading ?? busy}
          >
            {confirm.label}
          </Button>
        </>
      }
    >
      {children}
      <TextareaField
        {...field}
        value={value}
        count={value.length}
        required
        onChange={(event) => onValueChange(event.target.value)}
        disabled={busy}
      />
      {alert !== undefined && <FormAlert message={alert} />}
    </Dialog>
  )
}
