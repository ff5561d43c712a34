import { and, eq, lte, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { conexoesMercadopago } from '../../db/schema/mercadopago.ts'

export type ConexaoRow = typeof conexoesMercadopago.$inferSelect
export type ConexaoInsert = typeof conexoesMercadopago.$inferInsert

export const conexoesRepository = {
  async findByUser(db: Executor, idUsuario: number) {
    const [row] = await db
      .select()
      .from(conexoesMercadopago)
      .where(eq(conexoesMercadopago.id_usuario, idUsuario))
    return row ?? null
  },

  async findByMpUserId(db: Executor, mpUserId: number) {
    const [row] = await db
      .select({ id_usuario: conexoesMercadopago.id_usuario })
      .from(conexoesMercadopago)
      .where(eq(conexoesMercadopago.mp_user_id, mpUserId))
    return row ?? null
  },

  /** Connects (or reconnects) the seller: a new connection replaces the previous one. */
  async upsert(db: Executor, values: ConexaoInsert) {
    const now = new Date()
    const row = { ...values, conectado_em: now, atualizado_em: now }
    const { id_usuario: _id, ...changes } = row
    await db.insert(conexoesMercadopago).values(row).onConflictDoUpdate({
      target: conexoesMercadopago.id_usuario,
      set: changes,
    })
  },

  /** Writes the new pair only if `spent` is still the stored refresh token; answers whether it did. */
  async updateTokensIfUnchanged(
    db: Executor,
    idUsuario: number,
    spent: string,
    values: Pick<
      ConexaoInsert,
      'access_token_cifrado' | 'refresh_token_cifrado' | 'expira_em' | 'public_key'
    >,
  ) {
    const rows = await db
      .update(conexoesMercadopago)
      .set({ ...values, atualizado_em: new Date() })
      .where(
        and(
          eq(conexoesMercadopago.id_usuario, idUsuario),
          eq(conexoesMercadopago.refresh_token_cifrado, spent),
        ),
      )
      .returning({ id: conexoesMercadopago.id_usuario })
    return rows.length > 0
  },

  /** Answers whether there was a connection to delete. */
  async delete(db: Executor, idUsuario: number) {
    const rows = await db
      .delete(conexoesMercadopago)
      .where(eq(conexoesMercadopago.id_usuario, idUsuario))
      .returning({ id_usuario: conexoesMercadopago.id_usuario })
    return rows.length > 0
  },

  /** Sellers whose access token expires before `limit`, soonest first. */
  async listExpiringBefore(db: Executor, limit: Date) {
    const rows = await db
      .select({ id_usuario: conexoesMercadopago.id_usuario })
      .from(conexoesMercadopago)
      .where(lte(conexoesMercadopago.expira_em, limit))
      .orderBy(sql`${conexoesMercadopago.expira_em} asc`)
    return rows.map((row) => row.id_usuario)
  },
}
