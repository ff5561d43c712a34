import { useState } from 'react'

/**
 * True from the first time `open` is: a dialog whose code loads when first opened (React.lazy) is
 * mounted then and stays mounted, so closing it keeps its focus return and its state as before.
 */
export function useMountOnOpen(open: boolean) {
  const [mounted, setMounted] = useState(open)
  if (open && !mounted) setMounted(true)
  return mounted || open
}
