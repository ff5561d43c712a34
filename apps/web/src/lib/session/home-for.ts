import type { Perfil } from '@recria/domain/usuario'

/** The seller's home is /dashboard, the buyer's (and a visitor's) is / (spec part 1 §2). */
export function homeFor(perfil: Perfil | null): string {
  return perfil === 'vendedor' ? '/dashboard' : '/'
}
