import { zodResolver } from '@hookform/resolvers/zod'
import { type ConversaoCreate, ConversaoCreateSchema } from '@recria/domain/conversao'
import type { MateriaPrima } from '@recria/domain/materia-prima'
import { Controller, type Resolver, useForm } from 'react-hook-form'
import { DecimalField } from '../../../components/ui/decimal-field.tsx'
import { FormActions, saveLabel } from '../../../components/ui/form-actions.tsx'
import { FORM_MODE, focusFirstError, useServerErrors } from '../../../lib/form-errors.ts'
import { MateriaPrimaPicker } from './materia-prima-picker.tsx'

const ORDER = ['id_materia_prima', 'valor_multiplicavel'] as const

interface Values {
  id_materia_prima: number | undefined
  /** As typed ('2,5'); the schema reads it. */
  valor_multiplicavel: string
}

interface ConversaoCreateFormProps {
  materiasPrimas: readonly MateriaPrima[]
  onSubmit: (dados: ConversaoCreate) => void
  pending: boolean
  done: boolean
  /** The server's per-field messages of the last failed submit (the 409 lands on the raw material). */
  serverErrors?: Partial<Record<string, string>>
}

/** Spec part 2 §5, conversion create: one active raw material, and a multiplier above zero. */
export function ConversaoCreateForm({
  materiasPrimas,
  onSubmit,
  pending,
  done,
  serverErrors,
}: ConversaoCreateFormProps) {
  const { control, register, handleSubmit, setFocus, setError, formState } = useForm<
    Values,
    unknown,
    ConversaoCreate
  >({
    ...FORM_MODE,
    // Nothing is chosen at first: the field holds undefined until the schema asks for an id.
    resolver: zodResolver(ConversaoCreateSchema) as unknown as Resolver<Values, unknown, ConversaoCreate>,
    defaultValues: { id_materia_prima: undefined, valor_multiplicavel: '' },
  })
  const { errors } = formState

  useServerErrors(serverErrors, ORDER, { setError, setFocus })

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, focusFirstError(setFocus, ORDER))}>
      <fieldset disabled={done} className="space-y-6">
        <Controller
          control={control}
          name="id_materia_prima"
          render={({ field, fieldState }) => (
            <MateriaPrimaPicker
              options={materiasPrimas}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <DecimalField
          label="Valor multiplicável"
          placeholder="0,00"
          hint="Número maior que zero, com até 2 casas decimais (use vírgula: 2,5)."
          error={errors.valor_multiplicavel?.message}
          {...register('valor_multiplicavel')}
        />
        <FormActions cancel="/conversoes" pending={pending} disabled={pending || done}>
          {saveLabel(pending, 'Criar Conversão')}
        </FormActions>
      </fieldset>
    </form>
  )
}
