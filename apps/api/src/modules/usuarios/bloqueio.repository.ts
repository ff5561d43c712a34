import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { usuarios } from '../../db/schema/usuarios.ts'
import { anyRow } from '../../lib/queries.ts'

export const bloqueioRepository = {
  /**
   * Locks the user's row until the transaction ends. `no key update`, not `update`: it still makes
   * two of these wait for each other, but lets rows that merely reference the user (a session, a
   * report they file, a listing they create) be written meanwhile.
   */
  async travar(db: Executor, idUsuario: number) {
    return anyRow(
      db
        .select({ id_usuario: usuarios.id_usuario })
        .from(usuarios)
        .where(eq(usuarios.id_usuario, idUsuario))
        .for('no key update'),
    )
  },

  /** What decides whether the user's reports count (decision 024): when they registered, their group. */
  async denunciante(db: Executor, idUsuario: number) {
    const [row] = await db
      .select({
        criado_em: usuarios.criado_em,
        grupo: sql<number>`coalesce(${usuarios.grupo_cadastro}, ${usuarios.id_usuario})`,
      })
      .from(usuarios)
      .where(eq(usuarios.id_usuario, idUsuario))
    return row ?? null
  },

  /** The block lifted now (an operator reversed it); answers whether the user exists. */
  async desbloquear(db: Executor, idUsuario: number) {
    return anyRow(
      db
        .update(usuarios)
        .set({ bloqueado_ate: null, atualizado_em: sql`now()` })
        .where(eq(usuarios.id_usuario, idUsuario))
        .returning({ id_usuario: usuarios.id_usuario }),
    )
  },

  /** Blocked until `dias` days from now, or later if already so: greatest() skips a null. */
  async bloquear(db: Executor, idUsuario: number, dias: number) {
    const [row] = await db
      .update(usuarios)
      .set({
        bloqueado_ate: sql`greatest(${usuarios.bloqueado_ate}, now() + make_interval(days => ${dias}::int))`,
        atualizado_em: sql`now()`,
      })
      .where(eq(usuarios.id_usuario, idUsuario))
      .returning({ bloqueado_ate: usuarios.bloqueado_ate })
    if (!row?.bloqueado_ate) throw new Error(`user ${idUsuario} not found to block`)
    return row.bloqueado_ate
  },
}
