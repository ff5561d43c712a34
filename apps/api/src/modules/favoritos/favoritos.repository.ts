import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { favoritos } from '../../db/schema/favoritos.ts'
import { firstRow } from '../../lib/queries.ts'

const t = favoritos
const ofUser = (idUsuario: number) => eq(t.id_usuario, idUsuario)
const newestFirst = [desc(t.criado_em), desc(t.id_anuncio)]

export const favoritosRepository = {
  /** Serialises one user's changes, so two adds at once cannot pass the limit together. */
  async lockUser(tx: Executor, idUsuario: number) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('favoritos'), ${idUsuario})`)
  },

  find(db: Executor, idUsuario: number, idAnuncio: number) {
    return firstRow(
      db
        .select()
        .from(t)
        .where(and(ofUser(idUsuario), eq(t.id_anuncio, idAnuncio))),
    )
  },

  async countOf(db: Executor, idUsuario: number) {
    const [row] = await db.select({ n: count() }).from(t).where(ofUser(idUsuario))
    return row?.n ?? 0
  },

  /** The new row, or undefined when the user already had it. */
  async insert(db: Executor, idUsuario: number, idAnuncio: number) {
    const rows = await db
      .insert(t)
      .values({ id_usuario: idUsuario, id_anuncio: idAnuncio })
      .onConflictDoNothing()
      .returning()
    return rows[0]
  },

  async delete(db: Executor, idUsuario: number, idAnuncio: number) {
    await db.delete(t).where(and(ofUser(idUsuario), eq(t.id_anuncio, idAnuncio)))
  },

  /** One page, newest first (through the user's index). */
  async pagina(db: Executor, idUsuario: number, { limit, offset }: { limit: number; offset: number }) {
    const rows = await db
      .select({ id_anuncio: t.id_anuncio, criado_em: t.criado_em })
      .from(t)
      .where(ofUser(idUsuario))
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset)
    return rows
  },

  async ids(db: Executor, idUsuario: number) {
    const rows = await db
      .select({ id: t.id_anuncio })
      .from(t)
      .where(ofUser(idUsuario))
      .orderBy(...newestFirst)
    return rows.map((r) => r.id)
  },
}
