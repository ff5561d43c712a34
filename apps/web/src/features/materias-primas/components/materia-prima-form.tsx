import { zodResolver } from '@hookform/resolvers/zod'
import {
  type MateriaPrimaCreate,
  MateriaPrimaCreateSchema,
  type MateriaPrimaUpdate,
  MateriaPrimaUpdateSchema,
  STATUS_MATERIA_PRIMA,
  UNIDADES_MEDIDA,
  unidadeLabel,
} from '@recria/domain/materia-prima'
import type { Resolver } from 'react-hook-form'
import { NomeDescricaoFields, StatusField } from '../../../components/formulario/record-fields.tsx'
import { RecordForm } from '../../../components/formulario/record-form.tsx'
import type { SaveFormProps } from '../../../components/formulario/use-save-result.ts'
import { FormActions, saveLabel } from '../../../components/ui/form-actions.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { useCheckedForm } from '../../../lib/use-schema-form.ts'

const ORDER = ['nome_materia_prima', 'descricao', 'unidade_medida', 'status_materia_prima'] as const

/** What the fields hold: the unit starts empty on create, so it is text until the schema checks it. */
export interface MateriaPrimaFormValues {
  nome_materia_prima: string
  descricao: string
  unidade_medida: string
  status_materia_prima?: string
}

const UNIDADE_OPTIONS = UNIDADES_MEDIDA.map((value) => ({ value, label: unidadeLabel(value) }))

type Props =
  | {
      mode: 'create'
      defaultValues?: undefined
      onSubmit: (dados: MateriaPrimaCreate) => void
    }
  | {
      mode: 'edit'
      defaultValues: MateriaPrimaFormValues
      onSubmit: (dados: MateriaPrimaUpdate) => void
    }

type MateriaPrimaFormProps = Props & SaveFormProps

type Dados = MateriaPrimaCreate | MateriaPrimaUpdate

const EMPTY: MateriaPrimaFormValues = { nome_materia_prima: '', descricao: '', unidade_medida: '' }

/** Create and edit form of a raw material (docs/product/materias-primas.md); edit adds the status. */
/** The unit's select: its label, placeholder and the units. */
const CAMPO_UNIDADE = {
  label: 'Unidade de medida',
  placeholder: 'Selecione a unidade',
  options: UNIDADE_OPTIONS,
}

export function MateriaPrimaForm(props: MateriaPrimaFormProps) {
  const { mode, pending, done, serverErrors } = props
  const schema = mode === 'create' ? MateriaPrimaCreateSchema : MateriaPrimaUpdateSchema
  // The schema's input type says the unit is one of the five; the field holds '' before a choice.
  const resolver = zodResolver(schema) as unknown as Resolver<MateriaPrimaFormValues, unknown, Dados>
  const form = useCheckedForm(resolver, ORDER, props.defaultValues ?? EMPTY, serverErrors)
  const { field } = form

  const submit = form.onSubmit((dados) => {
    if (props.mode === 'create') props.onSubmit(dados as MateriaPrimaCreate)
    else props.onSubmit(dados as MateriaPrimaUpdate)
  })

  return (
    <RecordForm onSubmit={submit} done={done} className="space-y-4">
      <NomeDescricaoFields form={form} nome="nome_materia_prima" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField {...CAMPO_UNIDADE} {...field('unidade_medida')} />
        {mode === 'edit' && <StatusField status={STATUS_MATERIA_PRIMA} {...field('status_materia_prima')} />}
      </div>
      <FormActions cancel="/materias-primas" pending={pending} disabled={pending || done}>
        {saveLabel(pending, mode === 'create' ? 'Criar Matéria-Prima' : undefined)}
      </FormActions>
    </RecordForm>
  )
}
