import { AUTH_MSG } from '@recria/domain/auth'
import { HTTP_MSG } from '@recria/domain/http'
import { parseId } from '@recria/domain/id'
import type { PerfilDeUsuario } from '@recria/domain/usuario'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { UsuarioRow } from '../db/usuario-publico.ts'
import { BadRequest, Forbidden, Unauthorized } from './errors.ts'

export const SESSION_COOKIE = 'recria_sessao'

export interface SessionUser {
  id_usuario: number
  perfis: PerfilDeUsuario[]
  tokenHash: string
  /** The user's row as read with the session (fresh for this request). */
  usuario: UsuarioRow
}

/** The signed-in user, or 401 with the token code the web app reacts to (docs/product/README.md). */
export async function requireUser(req: FastifyRequest): Promise<SessionUser> {
  const session = await req.session()
  if (session.status === 'ok') return session.user
  if (session.status === 'none') throw new Unauthorized(AUTH_MSG.tokenNaoFornecido, 'TOKEN_NAO_FORNECIDO')
  if (session.status === 'expired') throw new Unauthorized(AUTH_MSG.tokenExpirado, 'TOKEN_EXPIRADO')
  throw new Unauthorized(AUTH_MSG.tokenInvalido, 'TOKEN_INVALIDO')
}

/** Routes naming a user (`/usuarios/{id}`…) answer only for that user, compared as numbers
 * (docs/design.md#http-conventions). */
export async function requireSelf(req: FastifyRequest, idUsuario: number): Promise<SessionUser> {
  const user = await requireUser(req)
  if (user.id_usuario !== idUsuario) throw new Forbidden(HTTP_MSG.dadosDeOutroUsuario)
  return user
}

/** The path's `:id` by the one id parser, or 400: authorization compares numbers, never path text. */
export function pathId(req: FastifyRequest): number {
  const id = parseId((req.params as { id?: unknown }).id)
  if (id === null) throw new BadRequest(HTTP_MSG.idInvalido)
  return id
}

// Route guards, declared with `onRequest` so they run before the body is read or validated: a
// stranger learns nothing from validation messages. Handlers that need the user call the matching
// `requireX` again (the session is read once per request).

/** `onRequest`: a signed-in user (401 otherwise). */
export async function signedIn(req: FastifyRequest) {
  await requireUser(req)
}

/** `onRequest`: a signed-in seller (401, then 403). */
export async function sellerOnly(req: FastifyRequest) {
  await requireSeller(req)
}

/** `onRequest`: a signed-in operator (401, then 403): every route under /api/admin. */
export async function operatorOnly(req: FastifyRequest) {
  await requireOperator(req)
}

/** `onRequest`: a signed-in buyer (401, then 403). */
export async function buyerOnly(req: FastifyRequest) {
  await requireBuyer(req)
}

/** `onRequest` for a path whose `:id` names a user: that user only (401, then 403). */
export async function selfOnly(req: FastifyRequest) {
  await requireSelf(req, pathId(req))
}

/** `onRequest` for a seller's own data, named by `:id` (`/…/usuario/:id`, `/…/vendedor/:id`). */
export const ownSellerData = [sellerOnly, selfOnly]

/** `onRequest` for a buyer's own data, named by `:id` (`/…/comprador/:id`). */
export const ownBuyerData = [buyerOnly, selfOnly]

/** `onRequest` for any user's own data, named by `:id`. */
export const ownData = [signedIn, selfOnly]

/** `onRequest` for the buyer's own cart (`/carrinho/usuario/:id…`): another user's id is refused first. */
export const ownCart = [selfOnly, buyerOnly]

/** A path that names a user by `:id` (`/usuarios/:id…`, `/…/usuario/:id…`). */
const NAMES_A_USER = /\/usuarios?\/:id(\/|$)/

/** The operator's console: every route under it is for operators only. */
const OPERATOR_AREA = /^(\/api)?\/admin(\/|$)/

const hooksOf = (hooks: unknown) => (Array.isArray(hooks) ? hooks : hooks ? [hooks] : [])

/**
 * For every route of `app`, present and future:
 * - every path id (`:id`, `:id_…`) is read by the one id parser before any other work: anything but
 *   plain digits within PostgreSQL's integer is 400 (docs/design.md#http-conventions);
 * - a route whose path names a user must declare `selfOnly`, or the server does not start (but under
 *   /admin, where the operator names any account);
 * - a route under /admin must declare `operatorOnly` (first), or the server does not start.
 */
export function installRouteGuards(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    // The operator's console names everybody's account (its own rule below): not a self-only path.
    const forOperators = OPERATOR_AREA.test(route.url)
    if (NAMES_A_USER.test(route.url) && !forOperators && !hooksOf(route.onRequest).includes(selfOnly))
      throw new Error(`${route.method} ${route.url} names a user: declare onRequest selfOnly`)
    if (forOperators && hooksOf(route.onRequest)[0] !== operatorOnly)
      throw new Error(`${route.method} ${route.url} is the operator's: declare onRequest operatorOnly`)
  })
  app.addHook('onRequest', async (req) => {
    // The console answers strangers 401/403 whatever the id: its guard comes before the id's 400.
    if (OPERATOR_AREA.test(req.routeOptions.url ?? '')) await requireOperator(req)
    const params = req.params as Record<string, unknown> | undefined
    for (const [name, value] of Object.entries(params ?? {})) {
      if (/^id($|_)/.test(name) && parseId(value) === null) throw new BadRequest(HTTP_MSG.idInvalido)
    }
  })
}

export async function requireSeller(req: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(req)
  if (!user.perfis.includes('vendedor')) throw new Forbidden(HTTP_MSG.exclusivoVendedores)
  return user
}

export async function requireBuyer(req: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(req)
  if (!user.perfis.includes('comprador')) throw new Forbidden(HTTP_MSG.exclusivoCompradores)
  return user
}

export async function requireOperator(req: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(req)
  if (!user.perfis.includes('administrador')) throw new Forbidden(HTTP_MSG.exclusivoOperadores)
  return user
}
