import type { PerfilDeUsuario } from '@recria/domain/usuario'

const HOMES: Partial<Record<PerfilDeUsuario, string>> = { vendedor: '/dashboard', administrador: '/admin' }

/** The seller's home is /dashboard, the operator's /admin, the buyer's (and a visitor's) /
 * (docs/product/conta.md). */
export function homeFor(perfil: PerfilDeUsuario | null): string {
  return (perfil && HOMES[perfil]) ?? '/'
}
