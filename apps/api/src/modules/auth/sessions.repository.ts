import { and, eq, gt, lte, ne } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { sessoes } from '../../db/schema/usuarios.ts'
import { firstRow } from '../../lib/queries.ts'

export const sessionsRepository = {
  async create(db: Executor, tokenHash: string, idUsuario: number, expiraEm: Date) {
    await db.insert(sessoes).values({ token_hash: tokenHash, id_usuario: idUsuario, expira_em: expiraEm })
  },
  async findByHash(db: Executor, tokenHash: string) {
    return firstRow(db.select().from(sessoes).where(eq(sessoes.token_hash, tokenHash)))
  },
  async delete(db: Executor, tokenHash: string) {
    await db.delete(sessoes).where(eq(sessoes.token_hash, tokenHash))
  },
  /** Ends every session of the user except `keepHash` (a password change keeps the current one). */
  async deleteAllOfUser(db: Executor, idUsuario: number, keepHash?: string) {
    const others = keepHash ? ne(sessoes.token_hash, keepHash) : undefined
    await db.delete(sessoes).where(and(eq(sessoes.id_usuario, idUsuario), others))
  },
  async deleteExpiredOfUser(db: Executor, idUsuario: number) {
    await db.delete(sessoes).where(and(eq(sessoes.id_usuario, idUsuario), lte(sessoes.expira_em, new Date())))
  },
  async countActive(db: Executor, idUsuario: number) {
    const rows = await db
      .select({ token_hash: sessoes.token_hash })
      .from(sessoes)
      .where(and(eq(sessoes.id_usuario, idUsuario), gt(sessoes.expira_em, new Date())))
    return rows.length
  },
}
