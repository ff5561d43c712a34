import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from '@recria/domain/zod'
import { type DefaultValues, type FieldValues, type Path, type SubmitHandler, useForm } from 'react-hook-form'
import {
  FORM_MODE,
  firstError,
  focusFirstError,
  type ServerFieldErrors,
  setServerErrors,
} from './form-errors.ts'

type Field<T extends FieldValues> = Path<T> & keyof T

/**
 * A form checked by its schema (FORM_MODE) whose rules are told in `order` (spec part 1 §5):
 * `onSubmit` focuses the first field failing one, `message` is that field's message for the form's
 * summary, and `showServerErrors` puts the server's per-field messages on their fields.
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  order: readonly Field<z.input<S>>[],
  defaultValues: DefaultValues<z.input<S>>,
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    ...FORM_MODE,
    resolver: zodResolver(schema),
    defaultValues,
  })
  const { handleSubmit, setFocus, formState } = form
  return {
    ...form,
    errors: formState.errors,
    onSubmit: (valid: SubmitHandler<z.output<S>>) => handleSubmit(valid, focusFirstError(setFocus, order)),
    message: firstError(formState.errors, order)?.message,
    showServerErrors: (erros: ServerFieldErrors | undefined) => setServerErrors(form, order, erros),
  }
}
