import { MOBILE_BREAKPOINT_PX } from '@recria/domain/constants'
import { useSyncExternalStore } from 'react'

const query = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

/** True from 768 px up (Tailwind `md:`), where side menus are persistent instead of drawers. */
export function useIsDesktop() {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => true,
  )
}
