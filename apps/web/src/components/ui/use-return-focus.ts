import { useRef } from 'react'

/**
 * Radix returns focus to its own Dialog.Trigger; our dialogs are opened by plain buttons, so
 * remember what had focus on open and give it back on close.
 */
export function useReturnFocus() {
  const previous = useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus() {
      previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    },
    onCloseAutoFocus(event: Event) {
      const element = previous.current
      previous.current = null
      if (element?.isConnected) {
        event.preventDefault()
        element.focus()
      }
    },
  }
}
