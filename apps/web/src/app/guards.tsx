import type { PerfilDeUsuario } from '@recria/domain/usuario'
import { useEffect, useRef } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { PageLoading } from '../components/ui/spinner.tsx'
import { useAuth } from '../lib/session/auth-context.tsx'
import { comVoltar } from '../lib/session/voltar.ts'

/** Any signed-in user; visitors go to /login, remembering where they were going. */
export function RequireUser() {
  const { status } = useAuth()
  const location = useLocation()
  if (status === 'loading') return <PageLoading />
  if (status === 'anonymous')
    return <Navigate to={comVoltar('/login', location.pathname + location.search)} replace />
  return <Outlet />
}

/**
 * Users holding the role. A user with both profiles who opens the other side's page switches the
 * active profile to it, so the shell shows the menu that matches the page.
 */
export function RequireRole({ role }: { role: PerfilDeUsuario }) {
  const { status, user, perfilAtivo, setPerfilAtivo } = useAuth()
  const location = useLocation()
  const allowed = perfilAtivo === role || Boolean(user?.perfis.some((p) => p.perfil === role))

  // Only on entering the route: a user who switches profile from the avatar menu is leaving it.
  const active = useRef(perfilAtivo)
  active.current = perfilAtivo
  useEffect(() => {
    if (allowed && active.current !== role) setPerfilAtivo(role)
  }, [allowed, role, setPerfilAtivo])

  if (status === 'loading') return <PageLoading />
  if (status === 'anonymous')
    return <Navigate to={comVoltar('/login', location.pathname + location.search)} replace />
  if (!allowed) return <Navigate to="/acesso-negado" replace />
  return <Outlet />
}
