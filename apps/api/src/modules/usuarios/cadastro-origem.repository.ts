// Where an account was registered from, as a keyed hash, and the registration group it belongs to
// (decisions 024, 040): accounts made from one origin less than GRUPO_CADASTRO_HORAS apart report as one.
import { GRUPO_CADASTRO_HORAS } from '@recria/domain/denuncia'
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { usuarios } from '../../db/schema/usuarios.ts'

export const cadastroOrigemRepository = {
  /**
   * Until the transaction ends, registrations from this origin wait for each other: two accounts
   * made at once from one address still see each other and land in one group.
   */
  async travar(db: Executor, origem: string) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`cadastro:${origem}`}, 0))`)
  },

  /**
   * The group of the earliest account registered from `origem` within GRUPO_CADASTRO_HORAS before now,
   * or null: a registration every day keeps one group going.
   * Read before the new account is written, so it never finds the new account itself.
   */
  async grupoRecente(db: Executor, origem: string) {
    const [row] = await db
      .select({ grupo: sql<number>`coalesce(${usuarios.grupo_cadastro}, ${usuarios.id_usuario})` })
      .from(usuarios)
      .where(
        and(
          eq(usuarios.cadastro_origem, origem),
          gt(usuarios.criado_em, sql`now() - make_interval(hours => ${GRUPO_CADASTRO_HORAS}::int)`),
        ),
      )
      .orderBy(asc(usuarios.criado_em), asc(usuarios.id_usuario))
      .limit(1)
    return row?.grupo ?? null
  },

  /** Stamps the new account with its origin and its group (its own id when it starts one). */
  async marcar(db: Executor, idUsuario: number, origem: string, grupo: number | null) {
    await db
      .update(usuarios)
      .set({ cadastro_origem: origem, grupo_cadastro: grupo ?? idUsuario })
      .where(eq(usuarios.id_usuario, idUsuario))
  },
}
