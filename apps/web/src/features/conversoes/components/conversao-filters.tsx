import { STATUS_CONVERSAO } from '@recria/domain/conversao'
import type { FilterFieldsProps } from '../../../components/lista/list-filters.tsx'
import {
  describeSelects,
  SelectFilters,
  statusFilter,
  unidadeFilter,
} from '../../../components/lista/select-filters.tsx'
import { DecimalField } from '../../../components/ui/decimal-field.tsx'
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

const FILTERS = [statusFilter(STATUS_CONVERSAO, 'Todas'), unidadeFilter]

/** The fields of the Filtros panel: status, unit, minimum and maximum multiplier. */
export function ConversaoFilters({ values, onChange }: FilterFieldsProps<ConversaoFilterValues>) {
  return (
    <>
      <SelectFilters filters={FILTERS} values={values} onChange={onChange} />
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
    ...describeSelects(FILTERS, values),
    ...(min ? [{ label: 'multiplicador mínimo', value: formatMultiplicador(Number(min)) }] : []),
    ...(max ? [{ label: 'multiplicador máximo', value: formatMultiplicador(Number(max)) }] : []),
  ]
}
