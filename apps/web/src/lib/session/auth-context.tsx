import { SESSION_MINUTES } from '@recria/domain/constants'
import type { LoginAnswer, PerfilDeUsuario, Usuario } from '@recria/domain/usuario'
import { useQueryClient } from '@tanstack/react-query'
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react'
import { ApiError } from '../api.ts'
import { localStore } from '../local-store.ts'
import { usuariosKeys } from '../query-keys.ts'
import { getMeQueryOptions } from './get-me.ts'
import { logout } from './logout.ts'

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous'

export interface AuthValue {
  status: AuthStatus
  user: Usuario | null
  perfilAtivo: PerfilDeUsuario | null
  setPerfilAtivo(perfil: PerfilDeUsuario): void
  signIn(answer: LoginAnswer, perfil?: PerfilDeUsuario): void
  signOut(): Promise<void>
  refresh(): Promise<Usuario | null>
  setUser(user: Usuario): void
  /** When the 30-minute session ends (epoch ms), as far as the browser knows. */
  expiresAt: number | null
  /** Forgets the session locally, without calling the API (the server already refused the token). */
  clearSession(): void
}

const AuthContext = createContext<AuthValue | null>(null)

const SESSION_MS = SESSION_MINUTES * 60_000
const perfilAtivoKey = (id: number) => `recria:perfil-ativo:${id}`

/** The remembered profile when the user still has it, else the first one (docs/product/conta.md). */
function resolvePerfil(user: Usuario, wanted?: PerfilDeUsuario | null): PerfilDeUsuario | null {
  const perfis = user.perfis.map((p) => p.perfil)
  const remembered = wanted ?? (localStore.get(perfilAtivoKey(user.id_usuario)) as PerfilDeUsuario | null)
  if (remembered && perfis.includes(remembered)) return remembered
  return perfis[0] ?? null
}

interface State {
  status: AuthStatus
  user: Usuario | null
  perfilAtivo: PerfilDeUsuario | null
  expiresAt: number | null
}

const anonymous: State = { status: 'anonymous', user: null, perfilAtivo: null, expiresAt: null }

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const [state, setState] = useState<State>({ ...anonymous, status: 'loading' })

  const apply = useCallback(
    (user: Usuario, expiresAt: number | null, perfil?: PerfilDeUsuario | null) => {
      queryClient.setQueryData(usuariosKeys.me(), user)
      const perfilAtivo = resolvePerfil(user, perfil)
      if (perfilAtivo) localStore.set(perfilAtivoKey(user.id_usuario), perfilAtivo)
      setState((prev) => ({
        status: 'authenticated',
        user,
        perfilAtivo,
        expiresAt: expiresAt ?? prev.expiresAt,
      }))
    },
    [queryClient],
  )

  const clearSession = useCallback(() => {
    queryClient.clear()
    setState(anonymous)
  }, [queryClient])

  // Always asked once on load, public paths included, so a signed-in visitor of / sees the avatar;
  // the session layer ignores token errors while this runs (docs/product/conta.md).
  useEffect(() => {
    let cancelled = false
    // The page under the answer is drawn again in slices (a transition), not in one long task.
    queryClient
      .fetchQuery(getMeQueryOptions())
      .then((user) => !cancelled && startTransition(() => apply(user, Date.now() + SESSION_MS)))
      .catch(
        () =>
          !cancelled &&
          startTransition(() => setState((prev) => (prev.status === 'loading' ? anonymous : prev))),
      )
    return () => {
      cancelled = true
    }
  }, [queryClient, apply])

  const signIn = useCallback(
    (answer: LoginAnswer, perfil?: PerfilDeUsuario) => {
      queryClient.removeQueries()
      const expiresAt = Date.parse(answer.expira_em)
      const user = { ...answer.usuario, perfis: answer.perfis ?? answer.usuario.perfis }
      apply(user, Number.isNaN(expiresAt) ? Date.now() + SESSION_MS : expiresAt, perfil ?? null)
    },
    [apply, queryClient],
  )

  const signOut = useCallback(async () => {
    try {
      await logout()
    } catch {
      // The local session ends anyway; the server one expires on its own.
    }
    clearSession()
  }, [clearSession])

  const refresh = useCallback(async () => {
    try {
      const user = await queryClient.fetchQuery({ ...getMeQueryOptions(), staleTime: 0 })
      apply(user, null, state.perfilAtivo)
      return user
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) clearSession()
      return null
    }
  }, [apply, clearSession, queryClient, state.perfilAtivo])

  const setUser = useCallback(
    (user: Usuario) => apply(user, null, state.perfilAtivo),
    [apply, state.perfilAtivo],
  )

  const setPerfilAtivo = useCallback((perfil: PerfilDeUsuario) => {
    setState((prev) => {
      if (!prev.user?.perfis.some((p) => p.perfil === perfil)) return prev
      localStore.set(perfilAtivoKey(prev.user.id_usuario), perfil)
      return { ...prev, perfilAtivo: perfil }
    })
  }, [])

  const value = useMemo<AuthValue>(
    () => ({ ...state, setPerfilAtivo, signIn, signOut, refresh, setUser, clearSession }),
    [state, setPerfilAtivo, signIn, signOut, refresh, setUser, clearSession],
  )

  return <AuthContext value={value}>{children}</AuthContext>
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth must be used inside AuthProvider')
  return value
}
