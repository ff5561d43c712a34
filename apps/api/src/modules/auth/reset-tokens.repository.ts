import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { tokensRedefinicaoSenha as tokens } from '../../db/schema/usuarios.ts'
import { firstRow } from '../../lib/queries.ts'

const usable = (tokenHash: string) =>
  and(eq(tokens.token_hash, tokenHash), isNull(tokens.usado_em), gt(tokens.expira_em, new Date()))

export const resetTokensRepository = {
  async create(db: Executor, tokenHash: string, idUsuario: number, expiraEm: Date) {
    await db.insert(tokens).values({ token_hash: tokenHash, id_usuario: idUsuario, expira_em: expiraEm })
  },
  async findUsable(db: Executor, tokenHash: string) {
    return firstRow(db.select({ id_usuario: tokens.id_usuario }).from(tokens).where(usable(tokenHash)))
  },
  /** Marks the token used if it still is usable; answers its user, or null (single use, race-safe). */
  async consume(db: Executor, tokenHash: string) {
    return firstRow(
      db
        .update(tokens)
        .set({ usado_em: new Date() })
        .where(usable(tokenHash))
        .returning({ id_usuario: tokens.id_usuario }),
    )
  },
  /** Marks every still-unused token of the user as used: older links die with the reset. */
  async discardAllOfUser(db: Executor, idUsuario: number) {
    await db
      .update(tokens)
      .set({ usado_em: new Date() })
      .where(and(eq(tokens.id_usuario, idUsuario), isNull(tokens.usado_em)))
  },
}
