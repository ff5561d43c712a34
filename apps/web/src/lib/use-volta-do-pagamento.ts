import { useEffect, useRef } from 'react'

/**
 * Runs `reset` when the buyer comes back with the browser's Back button from the provider's page
 * and the browser restores this page as it was left (back/forward cache): a button still showing
 * 'redirecionando' would otherwise stay stuck.
 */
export function useVoltaDoPagamento(reset: () => void) {
  const latest = useRef(reset)
  latest.current = reset
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current()
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])
}
