import { useEffect, useRef } from 'react'
import { Button } from '../../../components/ui/button.tsx'

interface CarregarMaisProps {
  onLoad: () => void
  loading: boolean
}

/**
 * The next page comes by itself when this button nears the screen (200 px before); the button
 * stays for keyboards and screen readers, which do not scroll to ask.
 */
export function CarregarMais({ onLoad, loading }: CarregarMaisProps) {
  const ref = useRef<HTMLButtonElement>(null)
  const load = useRef(onLoad)
  load.current = onLoad
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && load.current(),
      { rootMargin: '200px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <div className="mt-6 flex justify-center">
      <Button ref={ref} variant="secondary" onClick={onLoad} loading={loading}>
        Carregar mais
      </Button>
    </div>
  )
}
