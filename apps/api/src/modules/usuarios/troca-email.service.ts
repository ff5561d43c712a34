// A new e-mail takes effect only once the new address confirms it; the old address is told at once
// (docs/decisions/044-email-change-and-login-ceiling.md).
import { EMAIL_TOKEN_HOURS } from '@recria/domain/constants'
import { USUARIO_MSG } from '@recria/domain/usuario'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { BadRequest, Conflict, pgErrorCode } from '../../lib/errors.ts'
import { newToken, sha256 } from '../../lib/tokens.ts'
import { trocaEmailRepository as tokens } from './troca-email.repository.ts'
import { avisoEmailTrocado, avisoTrocaPedida, confirmarEmailNovo } from './troca-email-emails.ts'
import { usuariosRepository as repo } from './usuarios.repository.ts'

/**
 * Ends, inside the caller's transaction, every session of the user but the one kept ('' keeps none),
 * and every unused reset link. The auth module owns sessions and links; it hands this in where the
 * services are built.
 */
export type EncerrarOutrasSessoes = (
  tx: Executor,
  idUsuario: number,
  keepSessionHash: string,
) => Promise<void>

export const emailDuplicado = () =>
  new Conflict(USUARIO_MSG.emailDuplicado, { email: USUARIO_MSG.emailDuplicado })

export function createTrocaEmailService(
  { db, mail, config }: Pick<Deps, 'db' | 'mail' | 'config'>,
  { encerrarOutrasSessoes }: { encerrarOutrasSessoes: EncerrarOutrasSessoes },
) {
  return {
    /**
     * Inside the caller's transaction: the user's earlier pending change dies, a link goes to the new
     * address and a warning to the old one (sent only if the transaction commits).
     */
    async pedir(tx: Executor, idUsuario: number, emailAtual: string, emailNovo: string) {
      await tokens.discardAllOfUser(tx, idUsuario)
      const { token, tokenHash } = newToken()
      const expira_em = new Date(Date.now() + EMAIL_TOKEN_HOURS * 3_600_000)
      await tokens.create(tx, {
        token_hash: tokenHash,
        id_usuario: idUsuario,
        email_novo: emailNovo,
        expira_em,
      })
      const link = `${config.publicUrl}/confirmar-email?token=${token}`
      await mail({ to: emailNovo, ...confirmarEmailNovo(link) }, tx)
      await mail({ to: emailAtual, ...avisoTrocaPedida(emailNovo, `${config.publicUrl}/esqueci-senha`) }, tx)
    },

    descartar: (tx: Executor, idUsuario: number) => tokens.discardAllOfUser(tx, idUsuario),

    /**
     * Single use. The e-mail changes unless the address was taken meanwhile; every other session of
     * the user ends (the one confirming, if it is the user's, stays), and so do unused reset links.
     */
    async confirmar(token: string, sessao?: { idUsuario: number; tokenHash: string }) {
      try {
        const email = await db.transaction(async (tx) => {
          const row = await tokens.consume(tx, sha256(token))
          const emailAtual = row && (await repo.travarEmail(tx, row.id_usuario))
          if (!row || !emailAtual) throw new BadRequest(USUARIO_MSG.linkTrocaEmailInvalido)
          if (await repo.emailTaken(tx, row.email_novo, row.id_usuario)) throw emailDuplicado()
          await repo.update(tx, row.id_usuario, { email: row.email_novo })
          const manter = sessao?.idUsuario === row.id_usuario ? sessao.tokenHash : ''
          await encerrarOutrasSessoes(tx, row.id_usuario, manter)
          await mail({ to: emailAtual, ...avisoEmailTrocado(row.email_novo) }, tx)
          return row.email_novo
        })
        return { mensagem: USUARIO_MSG.emailConfirmado(email) }
      } catch (error) {
        if (pgErrorCode(error) === '23505') throw emailDuplicado()
        throw error
      }
    },
  }
}

export type TrocaEmailService = ReturnType<typeof createTrocaEmailService>
