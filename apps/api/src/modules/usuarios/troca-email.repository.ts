import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { tokensTrocaEmail as tokens } from '../../db/schema/usuarios.ts'
import { firstRow } from '../../lib/queries.ts'

const usable = (tokenHash: string) =>
  and(eq(tokens.token_hash, tokenHash), isNull(tokens.usado_em), gt(tokens.expira_em, new Date()))

export const trocaEmailRepository = {
  async create(db: Executor, values: typeof tokens.$inferInsert) {
    await db.insert(tokens).values(values)
  },
  /** Marks the token used if it still is usable; answers its user and address, or null (single use). */
  async consume(db: Executor, tokenHash: string) {
    return firstRow(
      db
        .update(tokens)
        .set({ usado_em: new Date() })
        .where(usable(tokenHash))
        .returning({ id_usuario: tokens.id_usuario, email_novo: tokens.email_novo }),
    )
  },
  /** Every pending change of the user dies: a newer request, a new password. */
  async discardAllOfUser(db: Executor, idUsuario: number) {
    await db
      .update(tokens)
      .set({ usado_em: new Date() })
      .where(and(eq(tokens.id_usuario, idUsuario), isNull(tokens.usado_em)))
  },
}
