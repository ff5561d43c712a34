import type { Periodo } from '@recria/domain/periodo'
import {
  MOTIVOS_REEMBOLSO,
  type MotivoReembolso,
  STATUS_REEMBOLSO,
  type StatusReembolso,
} from '@recria/domain/reembolso'
import { MOTIVO_REEMBOLSO_LABELS } from '@recria/domain/reembolso-exibicao'
import { descreverPeriodo, PeriodoFields } from '../../../components/ui/periodo-fields.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import type { ActiveFilter } from '../../../lib/list-params.ts'
import { type Lado, statusDoLado } from './reembolso-status-badge.tsx'

export interface ReembolsoFilterValues {
  [key: string]: string
  status: '' | StatusReembolso
  motivo: '' | MotivoReembolso
  periodo: '' | Periodo
  data_inicio: string
  data_fim: string
}

export const NO_FILTERS: ReembolsoFilterValues = {
  status: '',
  motivo: '',
  periodo: '',
  data_inicio: '',
  data_fim: '',
}

const opcoes = <T extends string>(todos: string, valores: readonly T[], label: (v: T) => string) => [
  { value: '', label: todos },
  ...valores.map((value) => ({ value, label: label(value) })),
]
const MOTIVO_OPTIONS = opcoes('Todos os motivos', MOTIVOS_REEMBOLSO, (m) => MOTIVO_REEMBOLSO_LABELS[m])

interface ReembolsoFiltersProps {
  lado: Lado
  values: ReembolsoFilterValues
  onChange: <K extends keyof ReembolsoFilterValues>(key: K, value: ReembolsoFilterValues[K]) => void
}

/** Status, reason, period and, for 'Personalizado', the first and last day (spec part 2 §2). */
export function ReembolsoFilters({ lado, values, onChange }: ReembolsoFiltersProps) {
  const statusOptions = opcoes('Todos os status', STATUS_REEMBOLSO, (s) => statusDoLado(s, lado).label)
  return (
    <>
      <SelectField
        label="Status"
        options={statusOptions}
        value={values.status}
        onChange={(event) => onChange('status', event.target.value as ReembolsoFilterValues['status'])}
      />
      <SelectField
        label="Motivo"
        options={MOTIVO_OPTIONS}
        value={values.motivo}
        onChange={(event) => onChange('motivo', event.target.value as ReembolsoFilterValues['motivo'])}
      />
      <PeriodoFields values={values} onChange={onChange} />
    </>
  )
}

/** The active filters, as the filtered-empty sentence names them. */
export function describeReembolsoFilters(values: ReembolsoFilterValues, lado: Lado): ActiveFilter[] {
  const { status, motivo } = values
  return [
    ...(status ? [{ label: 'status', value: statusDoLado(status, lado).label }] : []),
    ...(motivo ? [{ label: 'motivo', value: MOTIVO_REEMBOLSO_LABELS[motivo] }] : []),
    ...descreverPeriodo(values),
  ]
}
