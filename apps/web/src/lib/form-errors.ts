import type { FieldErrors, FieldValues, Path, UseFormSetFocus } from 'react-hook-form'

type Field<T extends FieldValues> = Path<T> & keyof T

/** Errors the server answered are set with this type, so the form can tell them from its own rules. */
export const SERVER = 'server'

/**
 * The first field failing a rule of the form, in the specification's validation order
 * (spec part 1 §5), and its message. Server errors are left to the caller's own summary.
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

/** Form settings every page shares: validate on submit, then re-check each field as it changes. */
export const FORM_MODE = { mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false } as const
