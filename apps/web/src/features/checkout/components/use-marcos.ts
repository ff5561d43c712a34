import { useEffect, useState } from 'react'

/**
 * How many of the marks (milliseconds since the page opened, ascending) have passed; the component
 * re-renders at each one. The result pages time their phases with it.
 */
export function useMarcos(marcosMs: readonly number[]): number {
  const [passados, setPassados] = useState(0)
  const chave = marcosMs.join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the marks' values, not the array's identity
  useEffect(() => {
    const timers = marcosMs.map((ms, i) =>
      window.setTimeout(() => setPassados((p) => Math.max(p, i + 1)), ms),
    )
    return () => {
      for (const timer of timers) window.clearTimeout(timer)
    }
  }, [chave])
  return passados
}
