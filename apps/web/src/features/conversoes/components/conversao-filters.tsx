import { STATUS_CONVERSAO } from '@recria/domain/conversao'
import { UNIDADES_MEDIDA, unidadeLabel } from '@recria/domain/materia-prima'
import { DecimalField } from '../../../components/ui/decimal-field.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { statusLabel } from '../../../components/ui/status-badge.tsx'
import { decimalParam } from '../../../lib/decimal-filter.ts'
import type { ActiveFilter } from '../../../lib/list-params.ts'
import { formatMultiplicador } from './format-multiplicador.ts'

export interface ConversaoFilterValues {
  [key: string]: string
  status: '' | 'ativa' | 'inativa'
  unidade: string
  multiplicador_min: string
  multiplicador_max: string
}

export const NO_FILTERS: ConversaoFilterValues = {
  status: '',
  unidade: '',
  multiplicador_min: '',
  multiplicador_max: '',
}

const STATUS_OPTIONS = [
  { value: '', label: 'Todas' },
  ...STATUS_CONVERSAO.map((value) => ({ value, label: statusLabel(value) })),
]
const UNIDADE_OPTIONS = [
  { value: '', label: 'Todas' },
  ...UNIDADES_MEDIDA.map((value) => ({ value, label: unidadeLabel(value) })),
]

interface ConversaoFiltersProps {
  values: ConversaoFilterValues
  onChange: <K extends keyof ConversaoFilterValues>(key: K, value: ConversaoFilterValues[K]) => void
}

/** The fields of the Filtros panel: status, unit, minimum and maximum multiplier. */
export function ConversaoFilters({ values, onChange }: ConversaoFiltersProps) {
  return (
    <>
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        value={values.status}
        onChange={(event) => onChange('status', event.target.value as ConversaoFilterValues['status'])}
      />
      <SelectField
        label="Unidade de medida"
        options={UNIDADE_OPTIONS}
        value={values.unidade}
        onChange={(event) => onChange('unidade', event.target.value)}
      />
      <DecimalField
        label="Multiplicador mínimo"
        value={values.multiplicador_min}
        onChange={(event) => onChange('multiplicador_min', event.target.value)}
      />
      <DecimalField
        label="Multiplicador máximo"
        value={values.multiplicador_max}
        onChange={(event) => onChange('multiplicador_max', event.target.value)}
      />
    </>
  )
}

/** The active filters, as the filtered-empty sentence names them. */
export function describeConversaoFilters(values: ConversaoFilterValues): ActiveFilter[] {
  const min = decimalParam(values.multiplicador_min)
  const max = decimalParam(values.multiplicador_max)
  return [
    ...(values.status ? [{ label: 'status', value: statusLabel(values.status) }] : []),
    ...(values.unidade ? [{ label: 'unidade', value: unidadeLabel(values.unidade) }] : []),
    ...(min ? [{ label: 'multiplicador mínimo', value: formatMultiplicador(Number(min)) }] : []),
    ...(max ? [{ label: 'multiplicador máximo', value: formatMultiplicador(Number(max)) }] : []),
  ]
}
