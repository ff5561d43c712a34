import type { FormEventHandler, ReactNode } from 'react'
import { FormAlert } from './form-alert.tsx'

interface FormShellProps {
  onSubmit: FormEventHandler<HTMLFormElement>
  /** The form's message: the first rule broken, or what the server answered. */
  error?: string | null
  /** A confirmation under it, for the forms that stay on screen once saved. */
  success?: string | null
  children: ReactNode
}

/** A form checked by its own rules (noValidate), its messages on top and its fields stacked. */
export function FormShell({ onSubmit, error, success, children }: FormShellProps) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <FormAlert className="mb-4" message={error} />
      {success !== undefined && <FormAlert className="mb-4" tone="success" message={success} />}
      <div className="space-y-4">{children}</div>
    </form>
  )
}
