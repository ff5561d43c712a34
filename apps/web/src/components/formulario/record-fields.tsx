import { DESCRICAO_MAX, NOME_MAX } from '@recria/domain/materia-prima'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { TextField } from '../ui/field.tsx'
import { SelectField, type SelectFieldProps } from '../ui/select-field.tsx'
import { statusLabel } from '../ui/status-badge.tsx'
import { TextareaField } from '../ui/textarea-field.tsx'

interface NomeDescricaoFieldsProps {
  nome: UseFormRegisterReturn
  nomeError?: string
  descricao: UseFormRegisterReturn
  descricaoError?: string
  /** Characters typed, for the 'x/255' counter. */
  descricaoCount: number
}

/** 'Nome' and 'Descrição' of a raw material or a product (spec part 2 §5: 100 and 255 characters). */
export function NomeDescricaoFields(props: NomeDescricaoFieldsProps) {
  return (
    <>
      <TextField
        label="Nome"
        autoComplete="off"
        maxLength={NOME_MAX}
        error={props.nomeError}
        {...props.nome}
      />
      <TextareaField
        label="Descrição"
        maxLength={DESCRICAO_MAX}
        count={props.descricaoCount}
        error={props.descricaoError}
        {...props.descricao}
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
