import { useEffect, useState } from 'react'

/** Where the browser has no idle callback (Safari), a short timer stands in. */
const whenIdle = (callback: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(callback, { timeout: 2_000 })
    : setTimeout(callback, 200)

/**
 * True once the page has loaded and the browser is idle: for what the first screen does not need
 * (a menu's library), so it does not compete with the page for the network and the main thread.
 */
export function useAfterLoad() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let cancelled = false
    const start = () => whenIdle(() => !cancelled && setReady(true))
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      cancelled = true
      window.removeEventListener('load', start)
    }
  }, [])
  return ready
}
