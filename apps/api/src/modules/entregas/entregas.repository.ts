import type { EntregaVendedorDados } from '@recria/domain/entrega'
import { eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { entregasVendedor as t } from '../../db/schema/entregas.ts'
import { firstRow } from '../../lib/queries.ts'

export const entregasRepository = {
  find(db: Executor, idUsuario: number) {
    return firstRow(db.select().from(t).where(eq(t.id_usuario, idUsuario)))
  },

  /** Many sellers' settings in one query (a seller without a row is absent). */
  async findMany(db: Executor, ids: readonly number[]) {
    if (!ids.length) return []
    return db
      .select({ id_usuario: t.id_usuario, configuracao: t.configuracao })
      .from(t)
      .where(inArray(t.id_usuario, [...ids]))
  },
  /** One row per seller: the first save inserts it, later ones replace the settings. */
  async save(db: Executor, idUsuario: number, configuracao: EntregaVendedorDados) {
    await db
      .insert(t)
      .values({ id_usuario: idUsuario, configuracao })
      .onConflictDoUpdate({ target: t.id_usuario, set: { configuracao, atualizado_em: sql`now()` } })
  },
}
