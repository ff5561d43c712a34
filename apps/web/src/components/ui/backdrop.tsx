import { useEffect } from 'react'

let locks = 0

/** Locks page scroll while a modal is open; nested modals share one lock. */
function useScrollLock() {
  useEffect(() => {
    locks += 1
    if (locks === 1) document.body.style.overflow = 'hidden'
    return () => {
      locks -= 1
      if (locks === 0) document.body.style.overflow = ''
    }
  }, [])
}

/**
 * Stands in for Radix's Dialog.Overlay, which locks scroll by injecting a <style> tag that the
 * server's CSP (style-src 'self') refuses. Render it as a sibling of Dialog.Content in the Portal:
 * a pointer-down on it counts as outside the content, so the dialog closes.
 */
export function Backdrop({ className = '' }: { className?: string }) {
  useScrollLock()
  return (
    <div
      aria-hidden="true"
      // Radix sets pointer-events:none on <body> while modal; the backdrop must still be clickable.
      style={{ pointerEvents: 'auto' }}
      className={`fixed inset-0 z-40 bg-stone-950/50 ${className}`}
    />
  )
}
