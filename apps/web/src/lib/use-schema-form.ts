import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from '@recria/domain/zod'
import {
  type DefaultValues,
  type FieldValues,
  get,
  type Path,
  type Resolver,
  type SubmitHandler,
  useForm,
} from 'react-hook-form'
import {
  FORM_MODE,
  firstError,
  focusFirstError,
  type ServerFieldErrors,
  setServerErrors,
  useServerErrors,
} from './form-errors.ts'

type Field<T extends FieldValues> = Path<T> & keyof T

/**
 * A form checked by its rules (FORM_MODE) in `order` (docs/product/README.md): `onSubmit` focuses the first
 * field failing one, `message` is that field's message for the form's summary, `showServerErrors`
 * puts the server's per-field messages on their fields; `serverErrors`, those a page hands down.
 */
export function useCheckedForm<V extends FieldValues, O>(
  resolver: Resolver<V, unknown, O>,
  order: readonly Field<V>[],
  defaultValues: DefaultValues<V>,
  serverErrors?: ServerFieldErrors,
) {
  const form = useForm<V, unknown, O>({ ...FORM_MODE, resolver, defaultValues })
  const { handleSubmit, setFocus, formState } = form
  useServerErrors(serverErrors, order, form)
  return {
    ...form,
    errors: formState.errors,
    onSubmit: (valid: SubmitHandler<O>) => handleSubmit(valid, focusFirstError(setFocus, order)),
    message: firstError(formState.errors, order)?.message,
    showServerErrors: (erros: ServerFieldErrors | undefined) => setServerErrors(form, order, erros),
    /** A field's message and registration, spread on the field: `error`, `name`, `ref`, the handlers. */
    field: (name: Path<V>) => ({
      error: (get(formState.errors, name) as { message?: string } | undefined)?.message,
      ...form.register(name),
    }),
  }
}

/** The same, for a form whose values are its zod schema's input. */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  order: readonly Field<z.input<S>>[],
  defaultValues: DefaultValues<z.input<S>>,
) {
  return useCheckedForm<z.input<S>, z.output<S>>(zodResolver(schema), order, defaultValues)
}
