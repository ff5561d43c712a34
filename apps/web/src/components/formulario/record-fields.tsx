import { DESCRICAO_MAX, NOME_MAX } from '@recria/domain/materia-prima'
import type {
  FieldError,
  FieldErrors,
  FieldValues,
  Path,
  UseFormRegister,
  UseFormWatch,
} from 'react-hook-form'
import { TextField } from '../ui/field.tsx'
import { SelectField, type SelectFieldProps } from '../ui/select-field.tsx'
import { statusLabel } from '../ui/status-badge.tsx'
import { TextareaField } from '../ui/textarea-field.tsx'

interface NomeDescricaoFieldsProps<V extends FieldValues> {
  /** The form's register, watch and errors (useCheckedForm). */
  form: { register: UseFormRegister<V>; watch: UseFormWatch<V>; errors: FieldErrors<V> }
  /** The name's field: 'nome', 'nome_materia_prima'. The description's is 'descricao'. */
  nome: Path<V>
}

/**
 * 'Nome' and 'Descrição' of a raw material or a product: 100 and 255 characters
 * (docs/product/materias-primas.md, docs/product/produtos.md).
 */
export function NomeDescricaoFields<V extends FieldValues>({ form, nome }: NomeDescricaoFieldsProps<V>) {
  const descricao = 'descricao' as Path<V>
  const error = (name: Path<V>) => (form.errors[name] as FieldError | undefined)?.message
  return (
    <>
      <TextField
        label="Nome"
        autoComplete="off"
        maxLength={NOME_MAX}
        error={error(nome)}
        {...form.register(nome)}
      />
      <TextareaField
        label="Descrição"
        maxLength={DESCRICAO_MAX}
        count={(form.watch(descricao) as string | undefined)?.length ?? 0}
        error={error(descricao)}
        {...form.register(descricao)}
      />
    </>
  )
}

/** The 'Status' select of an edit form: the record's statuses ('ativa', 'inativa'…), capitalised. */
export function StatusField({
  status,
  ...props
}: { status: readonly string[] } & Omit<SelectFieldProps, 'label'>) {
  return (
    <SelectField
      label="Status"
      options={status.map((value) => ({ value, label: statusLabel(value) }))}
      {...props}
    />
  )
}
