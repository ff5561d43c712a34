import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { estadosOauth } from '../../db/schema/mercadopago.ts'
import { firstRow } from '../../lib/queries.ts'

export const oauthStatesRepository = {
  async insert(db: Executor, values: typeof estadosOauth.$inferInsert) {
    await db.insert(estadosOauth).values(values)
  },

  /**
   * Marks the state used and answers its PKCE verifier, in one statement, only when it is unused,
   * unexpired and belongs to this user's session: a second callback with the same state finds nothing.
   */
  async consume(db: Executor, stateHash: string, idUsuario: number, sessaoHash: string) {
    return firstRow(
      db
        .update(estadosOauth)
        .set({ usado_em: new Date() })
        .where(
          and(
            eq(estadosOauth.state_hash, stateHash),
            eq(estadosOauth.id_usuario, idUsuario),
            eq(estadosOauth.sessao_hash, sessaoHash),
            isNull(estadosOauth.usado_em),
            gt(estadosOauth.expira_em, new Date()),
          ),
        )
        .returning({ code_verifier_cifrado: estadosOauth.code_verifier_cifrado }),
    )
  },

  /** Drops the user's states that can no longer be used (expired or already used). */
  async deleteStaleOfUser(db: Executor, idUsuario: number) {
    await db
      .delete(estadosOauth)
      .where(
        and(
          eq(estadosOauth.id_usuario, idUsuario),
          or(isNotNull(estadosOauth.usado_em), lte(estadosOauth.expira_em, new Date())),
        ),
      )
  },
}
