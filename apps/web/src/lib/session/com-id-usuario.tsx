import type { ComponentType } from 'react'
import { PageLoading } from '../../components/ui/spinner.tsx'
import { useAuth } from './auth-context.tsx'

/** A page of the signed-in user's own records: it waits for the session, then gets the user's id. */
export function comIdUsuario(Page: ComponentType<{ idUsuario: number }>) {
  return function ComIdUsuario() {
    const { user } = useAuth()
    if (!user) return <PageLoading label="Carregando usuário..." />
    return <Page idUsuario={user.id_usuario} />
  }
}
