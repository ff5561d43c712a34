import type { ActiveFilter } from '../../lib/list-params.ts'
import { descreverPeriodo, PeriodoFields, type PeriodoValores } from '../ui/periodo-fields.tsx'
import { describeSelects, type SelectFilter, SelectFilters } from './select-filters.tsx'

/** A list's filters as the address keeps them; '' means "no filter". */
export type FilterValues = Record<string, string>

/** The fields of a Filtros panel: the values in the address, and the change of one. */
export interface FilterFieldsProps<F> {
  values: F
  onChange: <K extends keyof F>(key: K, value: F[K]) => void
}

interface PeriodoListFiltersProps<F extends FilterValues> extends FilterFieldsProps<F> {
  selects: readonly SelectFilter<keyof F & string>[]
}

const temPeriodo = <F extends FilterValues>(values: F): values is F & PeriodoValores => 'periodo' in values

/**
 * The Filtros panel's fields of the orders, payments, refunds and reviews lists: the selects, then
 * the period with its first and last day when the list has one.
 */
export function PeriodoListFilters<F extends FilterValues>({
  selects,
  values,
  onChange,
}: PeriodoListFiltersProps<F>) {
  return (
    <>
      <SelectFilters filters={selects} values={values} onChange={onChange} />
      {temPeriodo(values) && <PeriodoFields values={values} onChange={onChange} />}
    </>
  )
}

/** Their active filters, as the filtered-empty sentence names them: 'status Enviado', 'período Hoje'. */
export function describePeriodoListFilters<F extends FilterValues>(
  selects: readonly SelectFilter<keyof F & string>[],
  values: F,
): ActiveFilter[] {
  const escolhidos = describeSelects(selects, values)
  return temPeriodo(values) ? [...escolhidos, ...descreverPeriodo(values)] : escolhidos
}
