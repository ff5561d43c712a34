import { displayBRL } from '@recria/domain/format'
import { decimalBound, precoError } from '../../lib/decimal-filter.ts'
import type { ActiveFilter } from '../../lib/list-params.ts'
import { DecimalField } from './decimal-field.tsx'

interface PriceRangeFieldsProps {
  min: string
  max: string
  onChange: (bound: 'preco_min' | 'preco_max', value: string) => void
  /** An error of the pair (a minimum above the maximum), shown under the minimum. */
  rangeError?: string
}

/** The minimum and maximum price filters of the lists, typed as text ('12,90'). */
export function PriceRangeFields({ min, max, onChange, rangeError }: PriceRangeFieldsProps) {
  const field = (bound: 'preco_min' | 'preco_max', label: string, value: string, extra?: string) => (
    <DecimalField
      label={label}
      value={value}
      error={precoError(value) ?? extra}
      onChange={(event) => onChange(bound, event.target.value)}
    />
  )
  return (
    <>
      {field('preco_min', 'Preço mínimo (R$)', min, rangeError)}
      {field('preco_max', 'Preço máximo (R$)', max)}
    </>
  )
}

/** The price bounds as the filtered-empty sentence names them: 'preço mínimo R$ 10,50'. */
export function describePriceRange(values: { preco_min: string; preco_max: string }): ActiveFilter[] {
  const min = decimalBound(values.preco_min)
  const max = decimalBound(values.preco_max)
  return [
    ...(Number.isFinite(min) ? [{ label: 'preço mínimo', value: displayBRL(min) }] : []),
    ...(Number.isFinite(max) ? [{ label: 'preço máximo', value: displayBRL(max) }] : []),
  ]
}
