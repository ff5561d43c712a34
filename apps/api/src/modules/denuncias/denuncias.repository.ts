import { count, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { denuncias, moderacaoEventos } from '../../db/schema/catalogo.ts'

export type DenunciaValues = Pick<
  typeof denuncias.$inferInsert,
  'id_anuncio' | 'id_usuario_vendedor' | 'id_usuario_denunciante' | 'motivo' | 'descricao'
>
export type ModeracaoEventoValues = Pick<
  typeof moderacaoEventos.$inferInsert,
  'tipo' | 'id_usuario_vendedor' | 'id_anuncio' | 'total_denuncias' | 'bloqueado_ate'
>

export const denunciasRepository = {
  /** The new report's id, or null when this user already reported this listing (the unique index). */
  async insert(db: Executor, values: DenunciaValues) {
    const [row] = await db
      .insert(denuncias)
      .values(values)
      .onConflictDoNothing({ target: [denuncias.id_anuncio, denuncias.id_usuario_denunciante] })
      .returning({ id_denuncia: denuncias.id_denuncia })
    return row?.id_denuncia ?? null
  },

  /** Reports of the listing and of all the seller's listings, in one pass over the seller's index. */
  async contar(db: Executor, idAnuncio: number, idVendedor: number) {
    const [row] = await db
      .select({
        doAnuncio: count(sql`case when ${denuncias.id_anuncio} = ${idAnuncio} then 1 end`),
        doVendedor: count(),
      })
      .from(denuncias)
      .where(eq(denuncias.id_usuario_vendedor, idVendedor))
    return row ?? { doAnuncio: 0, doVendedor: 0 }
  },

  /** Stamped as notified: the caller writes the seller's notification in the same transaction. */
  async registrarEvento(db: Executor, values: ModeracaoEventoValues) {
    await db.insert(moderacaoEventos).values({ ...values, notificado_em: sql`now()` })
  },
}
