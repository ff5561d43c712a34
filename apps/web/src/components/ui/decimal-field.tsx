import type { ComponentProps } from 'react'
import { TextField } from './field.tsx'

type DecimalFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode'>

/**
 * Every decimal input (prices, multipliers, their filters): plain text with the decimal keypad, so
 * '2,5' stays 2,5. A number input would drop the comma ('2,5' → 25); the value is read by
 * `parseDecimalBR` from packages/domain, the same rule the API applies.
 */
export function DecimalField(props: DecimalFieldProps) {
  return <TextField type="text" inputMode="decimal" autoComplete="off" placeholder="0,00" {...props} />
}
