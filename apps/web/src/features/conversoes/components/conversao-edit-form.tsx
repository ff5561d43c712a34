import { zodResolver } from '@hookform/resolvers/zod'
import {
  type ConversaoUpdate,
  type ConversaoUpdateInput,
  ConversaoUpdateSchema,
  STATUS_CONVERSAO,
} from '@recria/domain/conversao'
import { StatusField } from '../../../components/formulario/record-fields.tsx'
import { RecordForm } from '../../../components/formulario/record-form.tsx'
import type { SaveFormProps } from '../../../components/formulario/use-save-result.ts'
import { DecimalField } from '../../../components/ui/decimal-field.tsx'
import { FormActions, saveLabel } from '../../../components/ui/form-actions.tsx'
import { useCheckedForm } from '../../../lib/use-schema-form.ts'
import type { Conversao } from '../api/conversao.ts'
import { formatMultiplicador } from './format-multiplicador.ts'
import { MateriaPrimaReadonly } from './materia-prima-readonly.tsx'

const ORDER = ['valor_multiplicavel', 'status_conversao'] as const

interface ConversaoEditFormProps extends SaveFormProps {
  conversao: Conversao
  onSubmit: (dados: ConversaoUpdate) => void
}

/** docs/product/conversoes.md, conversion edit: multiplier and status; the raw material stays. */
export function ConversaoEditForm({
  conversao,
  onSubmit,
  pending,
  done,
  serverErrors,
}: ConversaoEditFormProps) {
  const form = useCheckedForm<ConversaoUpdateInput, ConversaoUpdate>(
    zodResolver(ConversaoUpdateSchema),
    ORDER,
    {
      valor_multiplicavel: formatMultiplicador(conversao.valor_multiplicavel),
      // docs/product/conversoes.md: the edit form defaults to ativa.
      status_conversao: conversao.status_conversao ?? 'ativa',
    },
    serverErrors,
  )
  const { field } = form

  return (
    <RecordForm onSubmit={form.onSubmit(onSubmit)} done={done} className="space-y-5">
      <MateriaPrimaReadonly materia={conversao.materia_prima} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <DecimalField label="Valor multiplicável" {...field('valor_multiplicavel')} />
        <StatusField status={STATUS_CONVERSAO} {...field('status_conversao')} />
      </div>
      <FormActions cancel="/conversoes" pending={pending} disabled={pending || done}>
        {saveLabel(pending)}
      </FormActions>
    </RecordForm>
  )
}
