import { useState } from 'react'

/** A dialog's open state, ready to spread on it (`open`, `onOpenChange`), closed at first. */
export function useOpenState() {
  const [open, onOpenChange] = useState(false)
  return { open, onOpenChange }
}
