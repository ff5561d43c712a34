import { SESSION_CHECK_SECONDS } from '@recria/domain/constants'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Button } from '../components/ui/button.tsx'
import { onApiError } from '../lib/api.ts'
import { useAuth } from '../lib/session/auth-context.tsx'
import { logout } from '../lib/session/logout.ts'
import { useMountOnOpen } from '../lib/use-mount-on-open.ts'

// The dialog (and its library) loads when a session expires, not with every page.
const Dialog = lazy(() => import('../components/ui/dialog.tsx').then((m) => ({ default: m.Dialog })))

const TOKEN_CODES = new Set(['TOKEN_EXPIRADO', 'TOKEN_INVALIDO', 'TOKEN_NAO_FORNECIDO'])
/** Token errors on these paths end the session without leaving the page (docs/product/conta.md). */
const STAY_PATHS = new Set(['/login', '/'])
const MAX_TIMEOUT_MS = 2 ** 31 - 1

/** The session layer of docs/product/conta.md: expiry timer, 60 s check and token errors from any call. */
export function SessionWatcher() {
  const auth = useAuth()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [expired, setExpired] = useState(false)
  const montado = useMountOnOpen(expired)
  const latest = useRef({ auth, pathname, navigate })
  latest.current = { auth, pathname, navigate }

  useEffect(() => {
    const unsubscribe = onApiError((error) => {
      const { auth, pathname, navigate } = latest.current
      if (error.status !== 401 && error.status !== 403) return
      if (!TOKEN_CODES.has(error.body.codigo ?? '')) return
      // The load-time restore asks /usuarios/me even on public paths; its 401 only means "visitor".
      if (auth.status === 'loading') return
      if (auth.status === 'authenticated') auth.clearSession()
      setExpired(false)
      if (!STAY_PATHS.has(pathname)) navigate('/login', { replace: true })
    })
    return () => {
      unsubscribe()
    }
  }, [])

  const { status, expiresAt } = auth
  useEffect(() => {
    if (status !== 'authenticated' || expiresAt === null || expired) return
    const check = () => {
      if (Date.now() < expiresAt) return
      setExpired(true)
      logout().catch(() => undefined)
    }
    const timeout = window.setTimeout(check, Math.min(Math.max(expiresAt - Date.now(), 0), MAX_TIMEOUT_MS))
    // Timers sleep with the tab or the laptop; the periodic check catches up when they wake.
    const interval = window.setInterval(check, SESSION_CHECK_SECONDS * 1000)
    return () => {
      window.clearTimeout(timeout)
      window.clearInterval(interval)
    }
  }, [status, expiresAt, expired])

  const goToLogin = () => {
    setExpired(false)
    auth.clearSession()
    navigate('/login', { replace: true })
  }

  if (!montado) return null
  return (
    <Suspense fallback={null}>
      <Dialog
        open={expired}
        onOpenChange={(open) => !open && goToLogin()}
        title="Sessão Expirada"
        description="Sua sessão expirou. Faça login novamente."
        hideClose
        footer={<Button onClick={goToLogin}>Fazer Login</Button>}
      />
    </Suspense>
  )
}
