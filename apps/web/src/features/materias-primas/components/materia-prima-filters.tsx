import { STATUS_MATERIA_PRIMA } from '@recria/domain/materia-prima'
import {
  describeSelects,
  SelectFilters,
  statusFilter,
  unidadeFilter,
} from '../../../components/lista/select-filters.tsx'
import type { ActiveFilter } from '../../../lib/list-params.ts'

export interface MateriaPrimaFilterValues {
  [key: string]: string
  status: '' | 'ativa' | 'inativa'
  unidade: string
}

export const NO_FILTERS: MateriaPrimaFilterValues = { status: '', unidade: '' }

const FILTERS = [statusFilter(STATUS_MATERIA_PRIMA, 'Todas'), unidadeFilter]

interface MateriaPrimaFiltersProps {
  values: MateriaPrimaFilterValues
  onChange: <K extends keyof MateriaPrimaFilterValues>(key: K, value: MateriaPrimaFilterValues[K]) => void
}

/** The fields of the Filtros panel: status (todas/ativa/inativa) and unit. */
export function MateriaPrimaFilters({ values, onChange }: MateriaPrimaFiltersProps) {
  return <SelectFilters filters={FILTERS} values={values} onChange={onChange} />
}

/** The active filters, as the filtered-empty sentence names them. */
export function describeMateriaPrimaFilters(values: MateriaPrimaFilterValues): ActiveFilter[] {
  return describeSelects(FILTERS, values)
}
