import type { ChangeEvent } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

/** Applies a mask to the input before react-hook-form reads its value. */
export function withMask<N extends string>(field: UseFormRegisterReturn<N>, mask: (value: string) => string) {
  return {
    ...field,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = mask(event.target.value)
      return field.onChange(event)
    },
  }
}
