/**
 * A dialog's open/close while it sends something: nothing happens while `busy`; closing forgets
 * what was typed (`reset`).
 */
export function guardedOpenChange(busy: boolean, onOpenChange: (open: boolean) => void, reset: () => void) {
  return (next: boolean) => {
    if (busy) return
    onOpenChange(next)
    if (!next) reset()
  }
}
