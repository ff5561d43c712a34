import { and, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Db } from '../../db/client.ts'
import { sessoes, usuarios } from '../../db/schema/usuarios.ts'
import { usuarioPublicColumns } from '../../db/usuario-publico.ts'
import { SESSION_COOKIE, type SessionUser } from '../../lib/guards.ts'
import { sha256 } from '../../lib/tokens.ts'

export type SessionState = { status: 'none' | 'invalid' | 'expired' } | { status: 'ok'; user: SessionUser }

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolves the session cookie once per request, on first use. */
    session(): Promise<SessionState>
  }
}

const TOKEN_SHAPE = /^[\w-]{43}$/

async function lookup(db: Db, req: FastifyRequest): Promise<SessionState> {
  const token = req.cookies[SESSION_COOKIE]
  if (!token) return { status: 'none' }
  if (!TOKEN_SHAPE.test(token)) return { status: 'invalid' }
  const tokenHash = sha256(token)
  // One query answers the session and the user, so GET /usuarios/me costs a single round trip.
  const [row] = await db
    .select({ ...usuarioPublicColumns, expirada: sql<boolean>`${sessoes.expira_em} <= now()` })
    .from(sessoes)
    .innerJoin(usuarios, eq(usuarios.id_usuario, sessoes.id_usuario))
    // A suspended or deleted account's sessions end with it; one opened in a race ends here too.
    .where(and(eq(sessoes.token_hash, tokenHash), isNull(usuarios.suspenso_em), isNull(usuarios.excluido_em)))
  if (!row) return { status: 'invalid' }
  const { expirada, ...usuario } = row
  if (expirada) return { status: 'expired' }
  return {
    status: 'ok',
    user: { id_usuario: usuario.id_usuario, perfis: usuario.perfis, tokenHash, usuario },
  }
}

export function installSession(app: FastifyInstance, db: Db) {
  const cache = new WeakMap<FastifyRequest, Promise<SessionState>>()
  app.decorateRequest('session', function (this: FastifyRequest) {
    let state = cache.get(this)
    if (!state) {
      state = lookup(db, this)
      cache.set(this, state)
    }
    return state
  })
}
