import type { FastifyRequest } from 'fastify'
import type pg from 'pg'
import { unauthorized } from './errors.ts'

export interface Collector {
  id: number
  nickname: string
  email: string
}

/** The account behind `Authorization: Bearer <access_token>`, or Mercado Pago's 401. */
export async function requireCollector(req: FastifyRequest, pool: pg.Pool): Promise<Collector> {
  const header = req.headers.authorization ?? ''
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : ''
  if (!token) throw unauthorized()
  const { rows } = await pool.query<{ id: string; nickname: string; email: string }>(
    `select u.id, u.nickname, u.email from mp_sim.access_tokens t join mp_sim.users u on u.id = t.user_id
     where t.access_token = $1 and t.revoked_at is null and t.expires_at > now()`,
    [token],
  )
  const row = rows[0]
  if (!row) throw unauthorized()
  return { id: Number(row.id), nickname: row.nickname, email: row.email }
}
