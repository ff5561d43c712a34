import { formatDate } from '@recria/domain/format'
import { PERIODO_LABELS, type Periodo } from '@recria/domain/periodo'
import {
  MOTIVOS_REEMBOLSO,
  type MotivoReembolso,
  STATUS_REEMBOLSO,
  type StatusReembolso,
} from '@recria/domain/reembolso'
import { MOTIVO_REEMBOLSO_LABELS } from '@recria/domain/reembolso-exibicao'
import { TextField } from '../../../components/ui/field.tsx'
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
const PERIODO_OPTIONS = opcoes(
  'Todos os períodos',
  Object.keys(PERIODO_LABELS) as Periodo[],
  (p) => PERIODO_LABELS[p],
)

interface ReembolsoFiltersProps {
  lado: Lado
  values: ReembolsoFilterValues
  onChange: <K extends keyof ReembolsoFilterValues>(key: K, value: ReembolsoFilterValues[K]) => void
}

/** Status, reason, period and, for 'Personalizado', the first and last day (spec part 2 §2). */
export function ReembolsoFilters({ lado, values, onChange }: ReembolsoFiltersProps) {
  const personalizado = values.periodo === 'personalizado'
  const ordemInvalida = personalizado && values.data_inicio && values.data_fim < values.data_inicio
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
      <SelectField
        label="Período"
        options={PERIODO_OPTIONS}
        value={values.periodo}
        onChange={(event) => onChange('periodo', event.target.value as ReembolsoFilterValues['periodo'])}
      />
      {personalizado && (
        <>
          <TextField
            label="Data inicial"
            type="date"
            value={values.data_inicio}
            max={values.data_fim || undefined}
            onChange={(event) => onChange('data_inicio', event.target.value)}
          />
          <TextField
            label="Data final"
            type="date"
            value={values.data_fim}
            min={values.data_inicio || undefined}
            onChange={(event) => onChange('data_fim', event.target.value)}
            error={
              ordemInvalida && values.data_fim
                ? 'A data final deve ser igual ou posterior à inicial.'
                : undefined
            }
          />
        </>
      )}
    </>
  )
}

/** The active filters, as the filtered-empty sentence names them. */
export function describeReembolsoFilters(values: ReembolsoFilterValues, lado: Lado): ActiveFilter[] {
  const { status, motivo, periodo, data_inicio, data_fim } = values
  const periodoTexto =
    periodo === 'personalizado' && data_inicio && data_fim
      ? `de ${formatDate(data_inicio)} a ${formatDate(data_fim)}`
      : periodo && periodo !== 'personalizado'
        ? PERIODO_LABELS[periodo]
        : null
  return [
    ...(status ? [{ label: 'status', value: statusDoLado(status, lado).label }] : []),
    ...(motivo ? [{ label: 'motivo', value: MOTIVO_REEMBOLSO_LABELS[motivo] }] : []),
    ...(periodoTexto ? [{ label: 'período', value: periodoTexto }] : []),
  ]
}
