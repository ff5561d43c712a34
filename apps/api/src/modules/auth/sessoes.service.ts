// What other modules may ask of the auth module about a user's ways in.
import type { Executor } from '../../db/client.ts'
import { resetTokensRepository } from './reset-tokens.repository.ts'
import { sessionsRepository } from './sessions.repository.ts'

export function createSessoesService() {
  return {
    /**
     * A new password ends every other session and every unused reset link: a link asked for before
     * the change must not undo it (docs/design.md#sessions-and-security).
     */
    async encerrarOutras(tx: Executor, idUsuario: number, keepSessionHash: string) {
      await sessionsRepository.deleteAllOfUser(tx, idUsuario, keepSessionHash)
      await resetTokensRepository.discardAllOfUser(tx, idUsuario)
    },

    /** Every session and unused reset link of the user end: suspension and deletion of the account. */
    async encerrarTodas(tx: Executor, idUsuario: number) {
      await sessionsRepository.deleteAllOfUser(tx, idUsuario)
      await resetTokensRepository.discardAllOfUser(tx, idUsuario)
    },

    /** Whether a session is still open (not logged out, not expired): long-lived streams re-ask. */
    async aberta(db: Executor, tokenHash: string) {
      const row = await sessionsRepository.findByHash(db, tokenHash)
      return row !== null && row.expira_em.getTime() > Date.now()
    },
  }
}

export type SessoesService = ReturnType<typeof createSessoesService>
