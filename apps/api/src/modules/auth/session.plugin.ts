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

/**
 * The session and its user in one statement, built once and prepared by name: each pool connection
 * plans it once, and no request pays for building the SQL again (a profile of signed-in reads put
 * Drizzle's query building at a quarter of the process's time). Behind PgBouncer the name is
 * dropped (db/client.ts) and the statement runs unnamed.
 */
const sessaoComUsuario = (db: Db) =>
  db
    .select({ ...usuarioPublicColumns, expirada: sql<boolean>`${sessoes.expira_em} <= now()` })
    .from(sessoes)
    .innerJoin(usuarios, eq(usuarios.id_usuario, sessoes.id_usuario))
    // A suspended or deleted account's sessions end with it; one opened in a race ends here too.
    .where(
      and(
        eq(sessoes.token_hash, sql.placeholder('tokenHash')),
        isNull(usuarios.suspenso_em),
        isNull(usuarios.excluido_em),
      ),
    )
    .prepare('sessao_com_usuario')

type SessaoStatement = ReturnType<typeof sessaoComUsuario>

async function lookup(statement: SessaoStatement, req: FastifyRequest): Promise<SessionState> {
  const token = req.cookies[SESSION_COOKIE]
  if (!token) return { status: 'none' }
  if (!TOKEN_SHAPE.test(token)) return { status: 'invalid' }
  const tokenHash = sha256(token)
  // One query answers the session and the user, so GET /usuarios/me costs a single round trip.
  const [row] = await statement.execute({ tokenHash })
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
  const statement = sessaoComUsuario(db)
  app.decorateRequest('session', function (this: FastifyRequest) {
    let state = cache.get(this)
    if (!state) {
      state = lookup(statement, this)
      cache.set(this, state)
    }
    return state
  })
}
