import { useEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router'

const CHAVE = 'recria:catalogo:rolagem:'

function ler(chave: string): number | null {
  try {
    const valor = Number(window.sessionStorage.getItem(chave))
    return Number.isFinite(valor) && valor > 0 ? valor : null
  } catch {
    return null
  }
}

function gravar(chave: string, valor: number) {
  try {
    window.sessionStorage.setItem(chave, String(Math.round(valor)))
  } catch {
    // Private mode without storage: back simply starts at the top.
  }
}

/**
 * Back from a listing lands where the buyer was in the catalogue (three pages down a phone's
 * infinite list, say), not at the top: the position is kept per history entry and restored once
 * the cards are on screen (`pronto`), after the shell's scroll to the top of a new page.
 */
export function useRestaurarRolagem(pronto: boolean) {
  const { key } = useLocation()
  const tipo = useNavigationType()
  const restaurada = useRef<string | null>(null)

  useEffect(() => {
    let timer: number | undefined
    const salvar = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(() => gravar(CHAVE + key, window.scrollY), 100)
    }
    window.addEventListener('scroll', salvar, { passive: true })
    return () => {
      window.removeEventListener('scroll', salvar)
      window.clearTimeout(timer)
    }
  }, [key])

  useEffect(() => {
    if (!pronto || restaurada.current === key) return
    restaurada.current = key
    const y = tipo === 'POP' ? ler(CHAVE + key) : null
    if (y === null) return
    const frame = window.requestAnimationFrame(() => window.scrollTo(0, y))
    return () => window.cancelAnimationFrame(frame)
  }, [pronto, tipo, key])
}
