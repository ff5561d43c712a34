import type { Perfil } from '@recria/domain/usuario'
import type { FastifyRequest } from 'fastify'
import type { UsuarioRow } from '../modules/usuarios/usuarios.repository.ts'
import { Forbidden, Unauthorized } from './errors.ts'

export const SESSION_COOKIE = 'recria_sessao'

export interface SessionUser {
  id_usuario: number
  perfis: Perfil[]
  tokenHash: string
  /** The user's row as read with the session (fresh for this request). */
  usuario: UsuarioRow
}

export const TOKEN_MESSAGES = {
  TOKEN_NAO_FORNECIDO: 'Você precisa estar logado para acessar este recurso.',
  TOKEN_INVALIDO: 'Sessão inválida. Faça login novamente.',
  TOKEN_EXPIRADO: 'Sua sessão expirou. Faça login novamente.',
} as const

/** The signed-in user, or 401 with the token code the web app reacts to (spec part 1 §8). */
export async function requireUser(req: FastifyRequest): Promise<SessionUser> {
  const session = await req.session()
  if (session.status === 'ok') return session.user
  const codigo =
    session.status === 'none'
      ? 'TOKEN_NAO_FORNECIDO'
      : session.status === 'expired'
        ? 'TOKEN_EXPIRADO'
        : 'TOKEN_INVALIDO'
  throw new Unauthorized(TOKEN_MESSAGES[codigo], codigo)
}

/** Routes naming a user (`/usuarios/{id}`…) answer only for that user (DESIGN §6). */
export async function requireSelf(req: FastifyRequest, idUsuario: number): Promise<SessionUser> {
  const user = await requireUser(req)
  if (user.id_usuario !== idUsuario)
    throw new Forbidden('Você não tem permissão para acessar dados de outro usuário.')
  return user
}

/**
 * `onRequest` hook for routes with an `:id` naming a user: another user's id is refused before the
 * body is even read, so a stranger learns nothing from validation messages.
 */
export async function requireSelfParam(req: FastifyRequest) {
  const { id } = req.params as { id?: string }
  // An id that is not a number names nobody: the params schema answers 400 for it.
  if (id && /^\d+$/.test(id)) await requireSelf(req, Number(id))
}

export async function requireSeller(req: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(req)
  if (!user.perfis.includes('vendedor')) throw new Forbidden('Esta ação é exclusiva para vendedores.')
  return user
}

export async function requireBuyer(req: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(req)
  if (!user.perfis.includes('comprador')) throw new Forbidden('Esta ação é exclusiva para compradores.')
  return user
}
