import { useEffect } from 'react'
import type { FieldValues, Path, UseFormSetError, UseFormSetFocus } from 'react-hook-form'
import { SERVER } from './form-errors.ts'

type Field<T extends FieldValues> = Path<T> & keyof T

/**
 * The server's per-field messages of the last failed submit, set on their fields (as SERVER errors)
 * and the first of them, in the form's order, focused.
 */
export function useServerErrors<T extends FieldValues>(
  serverErrors: Partial<Record<string, string>> | undefined,
  order: readonly Field<T>[],
  form: { setError: UseFormSetError<T>; setFocus: UseFormSetFocus<T> },
) {
  const { setError, setFocus } = form
  useEffect(() => {
    if (!serverErrors) return
    const fields = order.filter((name) => serverErrors[name])
    for (const name of fields) setError(name, { type: SERVER, message: serverErrors[name] })
    if (fields[0]) setFocus(fields[0])
  }, [serverErrors, order, setError, setFocus])
}
