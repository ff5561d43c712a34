import { UNIDADES_MEDIDA, unidadeLabel } from '@recria/domain/materia-prima'
import type { ActiveFilter } from '../../lib/list-params.ts'
import { SelectField } from '../ui/select-field.tsx'
import { statusLabel } from '../ui/status-badge.tsx'

/** One select of a list's Filtros panel. */
export interface SelectFilter<K extends string = string> {
  /** The URL parameter and filter value it sets. */
  key: K
  label: string
  /** The first choice, which filters nothing: 'Todas', 'Todos'. */
  all: string
  values: readonly string[]
  /** A value's text; undefined for one the choices do not know (yet). */
  text: (value: string) => string | undefined
  /** How the filtered-empty sentence names it: 'status', 'unidade'. */
  name: string
}

/** 'Status': ativa/inativa (or ativo/inativo) after 'Todas' (or 'Todos'). */
export const statusFilter = (values: readonly string[], all: 'Todas' | 'Todos'): SelectFilter<'status'> => ({
  key: 'status',
  label: 'Status',
  all,
  values,
  text: statusLabel,
  name: 'status',
})

/** 'Unidade de medida' of raw materials and conversions. */
export const unidadeFilter: SelectFilter<'unidade'> = {
  key: 'unidade',
  label: 'Unidade de medida',
  all: 'Todas',
  values: UNIDADES_MEDIDA,
  text: unidadeLabel,
  name: 'unidade',
}

interface SelectFiltersProps<F extends Record<string, string>> {
  filters: readonly SelectFilter<keyof F & string>[]
  values: F
  onChange: <K extends keyof F>(key: K, value: F[K]) => void
}

/** The selects of a Filtros panel, in the order given. */
export function SelectFilters<F extends Record<string, string>>({
  filters,
  values,
  onChange,
}: SelectFiltersProps<F>) {
  return filters.map((filter) => (
    <SelectField
      key={filter.key}
      label={filter.label}
      options={[
        { value: '', label: filter.all },
        ...filter.values.map((value) => ({ value, label: filter.text(value) ?? value })),
      ]}
      value={values[filter.key]}
      onChange={(event) => onChange(filter.key, event.target.value as F[typeof filter.key])}
    />
  ))
}

/** The selects' active filters, as the filtered-empty sentence names them ('status Inativa'). */
export function describeSelects<F extends Record<string, string>>(
  filters: readonly SelectFilter<keyof F & string>[],
  values: F,
): ActiveFilter[] {
  return filters.flatMap((filter) => {
    const value = values[filter.key]
    const text = value ? filter.text(value) : undefined
    return text ? [{ label: filter.name, value: text }] : []
  })
}
