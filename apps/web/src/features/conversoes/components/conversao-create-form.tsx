import { zodResolver } from '@hookform/resolvers/zod'
import { type ConversaoCreate, ConversaoCreateSchema } from '@recria/domain/conversao'
import type { MateriaPrima } from '@recria/domain/materia-prima'
import { Controller, type Resolver } from 'react-hook-form'
import { choiceField } from '../../../components/formulario/choice-cards.tsx'
import { RecordForm } from '../../../components/formulario/record-form.tsx'
import type { SaveFormProps } from '../../../components/formulario/use-save-result.ts'
import { DecimalField } from '../../../components/ui/decimal-field.tsx'
import { FormActions, saveLabel } from '../../../components/ui/form-actions.tsx'
import { useCheckedForm } from '../../../lib/use-schema-form.ts'
import { MateriaPrimaPicker } from './materia-prima-picker.tsx'

const ORDER = ['id_materia_prima', 'valor_multiplicavel'] as const

interface Values {
  id_materia_prima: number | undefined
  /** As typed ('2,5'); the schema reads it. */
  valor_multiplicavel: string
}

/** The server's 409 lands on the raw material (serverErrors). */
const EMPTY: Values = { id_materia_prima: undefined, valor_multiplicavel: '' }

interface ConversaoCreateFormProps extends SaveFormProps {
  materiasPrimas: readonly MateriaPrima[]
  onSubmit: (dados: ConversaoCreate) => void
}

/** docs/product/conversoes.md, conversion create: one active raw material, and a multiplier above zero. */
export function ConversaoCreateForm({
  materiasPrimas,
  onSubmit,
  pending,
  done,
  serverErrors,
}: ConversaoCreateFormProps) {
  // Nothing is chosen at first: the field holds undefined until the schema asks for an id.
  const resolver = zodResolver(ConversaoCreateSchema) as unknown as Resolver<Values, unknown, ConversaoCreate>
  const form = useCheckedForm(resolver, ORDER, EMPTY, serverErrors)
  const { field, control } = form

  return (
    <RecordForm onSubmit={form.onSubmit(onSubmit)} done={done} className="space-y-6">
      <Controller
        control={control}
        name="id_materia_prima"
        render={(control) => <MateriaPrimaPicker options={materiasPrimas} {...choiceField(control)} />}
      />
      <DecimalField
        label="Valor multiplicável"
        placeholder="0,00"
        hint="Número maior que zero, com até 2 casas decimais (use vírgula: 2,5)."
        {...field('valor_multiplicavel')}
      />
      <FormActions cancel="/conversoes" pending={pending} disabled={pending || done}>
        {saveLabel(pending, 'Criar Conversão')}
      </FormActions>
    </RecordForm>
  )
}
