import type { Perfil } from '@recria/domain/usuario'
import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Db } from '../../db/client.ts'
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
  const { rows } = await db.execute<{ id_usuario: number; expirada: boolean; perfis: Perfil[] }>(sql`
    select s.id_usuario, s.expira_em <= now() as expirada,
      array(select perfil from usuario_perfis p where p.id_usuario = s.id_usuario order by p.ordem) as perfis
    from sessoes s where s.token_hash = ${tokenHash}`)
  const row = rows[0]
  if (!row) return { status: 'invalid' }
  if (row.expirada) return { status: 'expired' }
  return { status: 'ok', user: { id_usuario: row.id_usuario, perfis: row.perfis, tokenHash } }
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
