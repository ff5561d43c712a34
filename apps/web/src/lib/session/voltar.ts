import { useLocation } from 'react-router'

/** The query parameter that carries, through /cadastro and /login, the page a visitor was on. */
export const VOLTAR = 'voltar'

const ORIGEM = 'https://recria.invalid'

/**
 * The return path when it is one of this site's pages, else null: only a relative path starting with
 * a single '/' (never '//host', '/\host', 'https:…', 'javascript:…' nor control characters), resolved
 * on this origin; /login and /cadastro themselves are not places to return to.
 */
export function voltarSeguro(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null
  let url: URL
  try {
    url = new URL(raw, ORIGEM)
  } catch {
    return null
  }
  if (url.origin !== ORIGEM) return null
  if (url.pathname === '/login' || url.pathname === '/cadastro') return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** '/login' or '/cadastro' carrying the return path (when it is a safe one). */
export function comVoltar(destino: '/login' | '/cadastro', voltar: string | null | undefined): string {
  const seguro = voltarSeguro(voltar)
  return seguro ? `${destino}?${new URLSearchParams({ [VOLTAR]: seguro })}` : destino
}

/** The page the visitor is on, as a return path (on /login and /cadastro, the one they carry). */
export function useAquiComoVoltar(): string | null {
  const { pathname, search } = useLocation()
  if (pathname === '/login' || pathname === '/cadastro')
    return voltarSeguro(new URLSearchParams(search).get(VOLTAR))
  return `${pathname}${search}`
}

/** The safe return path of the current /login or /cadastro address (its ?voltar=), or null. */
export function useVoltar(): string | null {
  const { search } = useLocation()
  return voltarSeguro(new URLSearchParams(search).get(VOLTAR))
}
