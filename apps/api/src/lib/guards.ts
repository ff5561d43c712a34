import { ID_INVALIDO, parseId } from '@recria/domain/id'
import type { Perfil } from '@recria/domain/usuario'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { UsuarioRow } from '../db/usuario-publico.ts'
import { BadRequest, Forbidden, Unauthorized } from './errors.ts'

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

/** The path's `:id` as the params schema reads it, or 400: never a raw-text comparison. */
export function pathId(req: FastifyRequest): number {
  const id = parseId((req.params as { id?: unknown }).id)
  if (id === null) throw new BadRequest(ID_INVALIDO)
  return id
}

/**
 * `onRequest` hook for routes whose `:id` names a user: another user's id is refused before the
 * body is even read, so a stranger learns nothing from validation messages.
 */
export async function selfOnly(req: FastifyRequest) {
  await requireSelf(req, pathId(req))
}

/** `onRequest` hook: signed-in seller first (401, then 403), before params, query or body. */
export async function sellerOnly(req: FastifyRequest) {
  await requireSeller(req)
}

/**
 * Every id in a path (`:id`, `:id_…`) is checked before any other work, for every route: anything
 * but plain digits within PostgreSQL's integer is 400 (DESIGN §6).
 */
export function installIdParamCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    const params = req.params as Record<string, unknown> | undefined
    for (const [name, value] of Object.entries(params ?? {})) {
      if (/^id($|_)/.test(name) && parseId(value) === null) throw new BadRequest(ID_INVALIDO)
    }
  })
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
