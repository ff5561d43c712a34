import { useEffect } from 'react'
import type { FieldErrors, FieldValues, Path, UseFormSetError, UseFormSetFocus } from 'react-hook-form'

type Field<T extends FieldValues> = Path<T> & keyof T

/** Errors the server answered are set with this type, so the form can tell them from its own rules. */
export const SERVER = 'server'

/**
 * The first field failing a rule of the form, in the validation order of docs/product/README.md, and
 * its message. Server errors are left to the caller's own summary.
 */
export function firstError<T extends FieldValues>(errors: FieldErrors<T>, order: readonly Field<T>[]) {
  for (const name of order) {
    const error = errors[name]
    if (typeof error?.message === 'string' && error.type !== SERVER) return { name, message: error.message }
  }
  return null
}

/** handleSubmit's invalid callback: focus the field whose message the form shows first. */
export function focusFirstError<T extends FieldValues>(
  setFocus: UseFormSetFocus<T>,
  order: readonly Field<T>[],
) {
  return (errors: FieldErrors<T>) => {
    const first = firstError(errors, order)
    if (first) setFocus(first.name)
  }
}

/** The server's per-field messages, as a failed submit answers them: { nome: 'Já existe…' }. */
export type ServerFieldErrors = Partial<Record<string, string>>

interface ServerErrorTarget<T extends FieldValues> {
  setError: UseFormSetError<T>
  setFocus: UseFormSetFocus<T>
}

/**
 * The server's per-field messages set on their fields (as SERVER errors), and the first of them,
 * in the form's order, focused.
 */
export function setServerErrors<T extends FieldValues>(
  form: ServerErrorTarget<T>,
  order: readonly Field<T>[],
  erros: ServerFieldErrors | undefined,
) {
  const fields = order.filter((name) => erros?.[name])
  for (const name of fields) form.setError(name, { type: SERVER, message: erros?.[name] })
  if (fields[0]) form.setFocus(fields[0])
}

/** The same, for a form whose page hands it the messages of the last failed submit. */
export function useServerErrors<T extends FieldValues>(
  serverErrors: ServerFieldErrors | undefined,
  order: readonly Field<T>[],
  form: ServerErrorTarget<T>,
) {
  const { setError, setFocus } = form
  useEffect(() => {
    if (serverErrors) setServerErrors({ setError, setFocus }, order, serverErrors)
  }, [serverErrors, order, setError, setFocus])
}

/** Form settings every page shares: validate on submit, then re-check each field as it changes. */
export const FORM_MODE = { mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false } as const
