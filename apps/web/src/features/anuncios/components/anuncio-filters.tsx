import { STATUS_ANUNCIO } from '@recria/domain/anuncio'
import { FORMAS_PAGAMENTO, formaLabel } from '@recria/domain/anuncio-forma'
import { formatBRL } from '@recria/domain/format'
import { PriceRangeFields } from '../../../components/ui/price-range-fields.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { statusLabel } from '../../../components/ui/status-badge.tsx'
import { decimalBound } from '../../../lib/decimal-filter.ts'
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

const STATUS_OPTIONS = [
  { value: '', label: 'Todos' },
  ...STATUS_ANUNCIO.map((value) => ({ value, label: statusLabel(value) })),
]
const FORMA_OPTIONS = [
  { value: '', label: 'Todas' },
  ...FORMAS_PAGAMENTO.map((value) => ({ value, label: formaLabel(value) })),
]

interface AnuncioFiltersProps {
  values: AnuncioFilterValues
  onChange: <K extends keyof AnuncioFilterValues>(key: K, value: AnuncioFilterValues[K]) => void
}

/** The fields of the Filtros panel: status, payment form, minimum and maximum price. */
export function AnuncioFilters({ values, onChange }: AnuncioFiltersProps) {
  return (
    <>
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        value={values.status}
        onChange={(event) => onChange('status', event.target.value as AnuncioFilterValues['status'])}
      />
      <SelectField
        label="Forma de pagamento"
        options={FORMA_OPTIONS}
        value={values.forma_pagamento}
        onChange={(event) =>
          onChange('forma_pagamento', event.target.value as AnuncioFilterValues['forma_pagamento'])
        }
      />
      <PriceRangeFields min={values.preco_min} max={values.preco_max} onChange={onChange} />
    </>
  )
}

/** The active filters, as the filtered-empty sentence names them. */
export function describeAnuncioFilters(values: AnuncioFilterValues): ActiveFilter[] {
  const min = decimalBound(values.preco_min)
  const max = decimalBound(values.preco_max)
  return [
    ...(values.status ? [{ label: 'status', value: statusLabel(values.status) }] : []),
    ...(values.forma_pagamento ? [{ label: 'pagamento', value: formaLabel(values.forma_pagamento) }] : []),
    ...(Number.isFinite(min) ? [{ label: 'preço mínimo', value: formatBRL(min) }] : []),
    ...(Number.isFinite(max) ? [{ label: 'preço máximo', value: formatBRL(max) }] : []),
  ]
}
