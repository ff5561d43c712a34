import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { denuncias, moderacaoEventos } from '../../db/schema/catalogo.ts'
import { anyRow } from '../../lib/queries.ts'

export type DenunciaValues = Pick<
  typeof denuncias.$inferInsert,
  | 'id_anuncio'
  | 'id_usuario_vendedor'
  | 'id_usuario_denunciante'
  | 'motivo'
  | 'descricao'
  | 'contada'
  | 'grupo_denunciante'
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

  /**
   * Distinct reporter groups among the counted, non-dismissed reports of the listing and of all the
   * seller's listings, with and without the report just written (decision 024), in one pass over the
   * seller's index: a threshold is reached only when this report made a count go up.
   */
  async contarGrupos(db: Executor, idAnuncio: number, idVendedor: number, idDenuncia: number) {
    const grupo = sql`coalesce(${denuncias.grupo_denunciante}, ${denuncias.id_usuario_denunciante})`
    const doAnuncio = sql`${denuncias.id_anuncio} = ${idAnuncio}`
    const outra = sql`${denuncias.id_denuncia} <> ${idDenuncia}`
    const distintos = (filtro?: ReturnType<typeof sql>) =>
      filtro
        ? sql<number>`count(distinct ${grupo}) filter (where ${filtro})::int`
        : sql<number>`count(distinct ${grupo})::int`
    const [row] = await db
      .select({
        anuncioAntes: distintos(sql`${doAnuncio} and ${outra}`),
        anuncioDepois: distintos(doAnuncio),
        vendedorAntes: distintos(outra),
        vendedorDepois: distintos(),
      })
      .from(denuncias)
      .where(
        and(
          eq(denuncias.id_usuario_vendedor, idVendedor),
          eq(denuncias.contada, true),
          isNull(denuncias.dispensada_em),
        ),
      )
    return row ?? { anuncioAntes: 0, anuncioDepois: 0, vendedorAntes: 0, vendedorDepois: 0 }
  },

  /**
   * Whether an operator's reversal dismissed a report of this user within the last `dias` days: their
   * reports do not count meanwhile (decision 040). Over the partial index of reversed reports.
   */
  async afastado(db: Executor, idDenunciante: number, dias: number) {
    return anyRow(
      db
        .select({ um: sql`1` })
        .from(denuncias)
        .where(
          and(
            eq(denuncias.id_usuario_denunciante, idDenunciante),
            isNotNull(denuncias.id_evento_reversao),
            gt(denuncias.dispensada_em, sql`now() - make_interval(days => ${dias}::int)`),
          ),
        )
        .limit(1),
    )
  },

  /** Stamped as notified: the caller writes the seller's notification in the same transaction. */
  async registrarEvento(db: Executor, values: ModeracaoEventoValues) {
    await db.insert(moderacaoEventos).values({ ...values, notificado_em: sql`now()` })
  },
}
