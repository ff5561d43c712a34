import { and, eq, lte, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { conexoesMercadopago } from '../../db/schema/mercadopago.ts'
import { anyRow, firstRow } from '../../lib/queries.ts'

export type ConexaoRow = typeof conexoesMercadopago.$inferSelect
export type ConexaoInsert = typeof conexoesMercadopago.$inferInsert

export const conexoesRepository = {
  async findByUser(db: Executor, idUsuario: number) {
    return firstRow(
      db.select().from(conexoesMercadopago).where(eq(conexoesMercadopago.id_usuario, idUsuario)),
    )
  },

  async findByMpUserId(db: Executor, mpUserId: number) {
    return firstRow(
      db
        .select({ id_usuario: conexoesMercadopago.id_usuario })
        .from(conexoesMercadopago)
        .where(eq(conexoesMercadopago.mp_user_id, mpUserId)),
    )
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
    return anyRow(
      db
        .update(conexoesMercadopago)
        .set({ ...values, atualizado_em: new Date() })
        .where(
          and(
            eq(conexoesMercadopago.id_usuario, idUsuario),
            eq(conexoesMercadopago.refresh_token_cifrado, spent),
          ),
        )
        .returning({ id: conexoesMercadopago.id_usuario }),
    )
  },

  /** Answers whether there was a connection to delete. */
  async delete(db: Executor, idUsuario: number) {
    return anyRow(
      db
        .delete(conexoesMercadopago)
        .where(eq(conexoesMercadopago.id_usuario, idUsuario))
        .returning({ id_usuario: conexoesMercadopago.id_usuario }),
    )
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
