import { STATUS_ANUNCIO } from '@recria/domain/anuncio'
import { FORMAS_PAGAMENTO, formaLabel } from '@recria/domain/anuncio-forma'
import type { FilterFieldsProps } from '../../../components/lista/list-filters.tsx'
import { describeSelects, SelectFilters, statusFilter } from '../../../components/lista/select-filters.tsx'
import { describePriceRange, PriceRangeFields } from '../../../components/ui/price-range-fields.tsx'
import type { ActiveFilter } from '../../../lib/list-params.ts'

export interface AnuncioFilterValues {
  [key: string]: string
  status: '' | 'ativo' | 'inativo'
  forma_pagamento: '' | 'padrao' | 'sustentavel'
  /** As typed ('10,50'); decimalParam turns it into what the API reads. */
  preco_min: string
  preco_max: string
}

export const NO_FILTERS: AnuncioFilterValues = {
  status: '',
  forma_pagamento: '',
  preco_min: '',
  preco_max: '',
}

const FILTERS = [
  statusFilter(STATUS_ANUNCIO, 'Todos'),
  {
    key: 'forma_pagamento',
    label: 'Forma de pagamento',
    all: 'Todas',
    values: FORMAS_PAGAMENTO,
    text: formaLabel,
    name: 'pagamento',
  },
]

/** The fields of the Filtros panel: status, payment form, minimum and maximum price. */
export function AnuncioFilters({ values, onChange }: FilterFieldsProps<AnuncioFilterValues>) {
  return (
    <>
      <SelectFilters filters={FILTERS} values={values} onChange={onChange} />
      <PriceRangeFields min={values.preco_min} max={values.preco_max} onChange={onChange} />
    </>
  )
}

/** The active filters, as the filtered-empty sentence names them. */
export function describeAnuncioFilters(values: AnuncioFilterValues): ActiveFilter[] {
  return [...describeSelects(FILTERS, values), ...describePriceRange(values)]
}
