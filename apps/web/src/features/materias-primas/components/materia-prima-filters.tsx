import { STATUS_MATERIA_PRIMA, UNIDADES_MEDIDA, unidadeLabel } from '@recria/domain/materia-prima'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { statusLabel } from '../../../components/ui/status-badge.tsx'
import type { ActiveFilter } from '../../../lib/list-params.ts'

export interface MateriaPrimaFilterValues {
  [key: string]: string
  status: '' | 'ativa' | 'inativa'
  unidade: string
}

export const NO_FILTERS: MateriaPrimaFilterValues = { status: '', unidade: '' }

const STATUS_OPTIONS = [
  { value: '', label: 'Todas' },
  ...STATUS_MATERIA_PRIMA.map((value) => ({ value, label: statusLabel(value) })),
]
const UNIDADE_OPTIONS = [
  { value: '', label: 'Todas' },
  ...UNIDADES_MEDIDA.map((value) => ({ value, label: unidadeLabel(value) })),
]

interface MateriaPrimaFiltersProps {
  values: MateriaPrimaFilterValues
  onChange: <K extends keyof MateriaPrimaFilterValues>(key: K, value: MateriaPrimaFilterValues[K]) => void
}

/** The fields of the Filtros panel: status (todas/ativa/inativa) and unit. */
export function MateriaPrimaFilters({ values, onChange }: MateriaPrimaFiltersProps) {
  return (
    <>
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        value={values.status}
        onChange={(event) => onChange('status', event.target.value as MateriaPrimaFilterValues['status'])}
      />
      <SelectField
        label="Unidade de medida"
        options={UNIDADE_OPTIONS}
        value={values.unidade}
        onChange={(event) => onChange('unidade', event.target.value)}
      />
    </>
  )
}

/** The active filters, as the filtered-empty sentence names them. */
export function describeMateriaPrimaFilters(values: MateriaPrimaFilterValues): ActiveFilter[] {
  return [
    ...(values.status ? [{ label: 'status', value: statusLabel(values.status) }] : []),
    ...(values.unidade ? [{ label: 'unidade', value: unidadeLabel(values.unidade) }] : []),
  ]
}
