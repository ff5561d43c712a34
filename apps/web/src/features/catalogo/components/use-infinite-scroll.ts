import { INFINITE_SCROLL_DELAY_MS, INFINITE_SCROLL_OFFSET_PX } from '@recria/domain/constants'
import { useEffect } from 'react'

/** True when the bottom of the page is within 200 px of the bottom of the screen. */
function pertoDoFim() {
  const restante = document.documentElement.scrollHeight - (window.scrollY + window.innerHeight)
  return restante <= INFINITE_SCROLL_OFFSET_PX
}

/**
 * docs/product/catalogo.md, mobile: when the reader comes within 200 px of the end, the next page is asked
 * for 300 ms later (if they are still there), so a fling past the end asks once. `tamanho` (the
 * items shown) makes it look again when a page arrives that does not fill the screen.
 */
export function useInfiniteScroll(carregarMais: () => void, ativo: boolean, tamanho: number) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `tamanho` re-checks after each page
  useEffect(() => {
    if (!ativo) return
    let timer: number | undefined
    const verificar = () => {
      if (timer !== undefined || !pertoDoFim()) return
      timer = window.setTimeout(() => {
        timer = undefined
        if (pertoDoFim()) carregarMais()
      }, INFINITE_SCROLL_DELAY_MS)
    }
    window.addEventListener('scroll', verificar, { passive: true })
    window.addEventListener('resize', verificar)
    verificar()
    return () => {
      window.removeEventListener('scroll', verificar)
      window.removeEventListener('resize', verificar)
      window.clearTimeout(timer)
    }
  }, [ativo, carregarMais, tamanho])
}
