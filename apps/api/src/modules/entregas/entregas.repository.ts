import type { EntregaVendedorDados } from '@recria/domain/entrega'
import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { entregasVendedor as t } from '../../db/schema/entregas.ts'
import { firstRow } from '../../lib/queries.ts'

export const entregasRepository = {
  find(db: Executor, idUsuario: number) {
    return firstRow(db.select().from(t).where(eq(t.id_usuario, idUsuario)))
  },

  /** One row per seller: the first save inserts it, later ones replace the settings. */
  async save(db: Executor, idUsuario: number, configuracao: EntregaVendedorDados) {
    await db
      .insert(t)
      .values({ id_usuario: idUsuario, configuracao })
      .onConflictDoUpdate({ target: t.id_usuario, set: { configuracao, atualizado_em: sql`now()` } })
  },
}
