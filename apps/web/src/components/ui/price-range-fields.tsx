import { precoError } from '../../lib/decimal-filter.ts'
import { DecimalField } from './decimal-field.tsx'

interface PriceRangeFieldsProps {
  min: string
  max: string
  onChange: (bound: 'preco_min' | 'preco_max', value: string) => void
}

/** The minimum and maximum price filters of the seller lists, typed as text ('12,90'). */
export function PriceRangeFields({ min, max, onChange }: PriceRangeFieldsProps) {
  const field = (bound: 'preco_min' | 'preco_max', label: string, value: string) => (
    <DecimalField
      label={label}
      value={value}
      error={precoError(value)}
      onChange={(event) => onChange(bound, event.target.value)}
    />
  )
  return (
    <>
      {field('preco_min', 'Preço mínimo (R$)', min)}
      {field('preco_max', 'Preço máximo (R$)', max)}
    </>
  )
}
