import type { FormEventHandler, ReactNode } from 'react'

interface RecordFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>
  /** Saved: nothing changes any more while the success modal waits for the redirect. */
  done: boolean
  /** The fields' spacing: 'space-y-5'. */
  className: string
  children: ReactNode
}

/** A back-office create or edit form, checked by its own rules (noValidate). */
export function RecordForm({ onSubmit, done, className, children }: RecordFormProps) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <fieldset disabled={done} className={className}>
        {children}
      </fieldset>
    </form>
  )
}
