import { AUTH_MSG } from '@recria/domain/auth'
import { RESET_TOKEN_HOURS, SESSION_MINUTES } from '@recria/domain/constants'
import type { Login, ResetPassword } from '@recria/domain/usuario'
import type { Deps } from '../../deps.ts'
import { BadRequest, Forbidden, Unauthorized } from '../../lib/errors.ts'
import { hashPassword, verifyPassword } from '../../lib/passwords.ts'
import { newToken, sha256 } from '../../lib/tokens.ts'
import { type CredenciaisService, toUsuario } from '../usuarios/usuarios.module.ts'
import { resetPasswordEmail } from './reset-password-email.ts'
import { resetTokensRepository } from './reset-tokens.repository.ts'
import { sessionsRepository } from './sessions.repository.ts'

export function createAuthService(
  { db, mail, config }: Pick<Deps, 'db' | 'mail' | 'config'>,
  { credenciais }: { credenciais: CredenciaisService },
) {
  return {
    /** Opens a 30-minute session (docs/product/conta.md) and answers the token for the cookie. */
    async login({ email, senha }: Login) {
      const credentials = await credenciais.porEmail(db, email)
      if (!(await verifyPassword(credentials?.senha_hash, senha)) || !credentials || credentials.excluido_em)
        throw new Unauthorized(AUTH_MSG.loginInvalido)
      // Said only to whoever knows the password: the address alone does not tell it is suspended.
      if (credentials.suspenso_em) throw new Forbidden(AUTH_MSG.contaSuspensa)
      const { token, tokenHash } = newToken()
      const expiraEm = new Date(Date.now() + SESSION_MINUTES * 60_000)
      await sessionsRepository.deleteExpiredOfUser(db, credentials.id_usuario)
      await sessionsRepository.create(db, tokenHash, credentials.id_usuario, expiraEm)
      const row = await credenciais.usuario(db, credentials.id_usuario)
      if (!row) throw new Unauthorized(AUTH_MSG.loginInvalido)
      const usuario = toUsuario(row)
      return {
        token,
        expiraEm,
        answer: { usuario, perfis: usuario.perfis, expira_em: expiraEm.toISOString() },
      }
    },

    logout: (tokenHash: string) => sessionsRepository.delete(db, tokenHash),

    /** Same answer whether or not the e-mail exists; the e-mail goes out in the background. */
    async forgotPassword(email: string) {
      const user = await credenciais.porEmail(db, email)
      if (user && !user.excluido_em) {
        const { token, tokenHash } = newToken()
        const expiraEm = new Date(Date.now() + RESET_TOKEN_HOURS * 3_600_000)
        await resetTokensRepository.create(db, tokenHash, user.id_usuario, expiraEm)
        const link = `${config.publicUrl}/redefinir-senha?token=${token}`
        await mail({ to: email, ...resetPasswordEmail(link) })
      }
      return { mensagem: AUTH_MSG.esqueciSenhaEnviado }
    },

    async validateToken(token: string) {
      const row = await resetTokensRepository.findUsable(db, sha256(token))
      if (!row) throw new BadRequest(AUTH_MSG.linkRedefinicaoInvalido)
      return { valido: true }
    },

    /** Single use; the new password ends every session and every other reset link of the user
     * (docs/design.md#sessions-and-security). */
    async resetPassword({ token, novaSenha }: ResetPassword) {
      const senha_hash = await hashPassword(novaSenha)
      await db.transaction(async (tx) => {
        const row = await resetTokensRepository.consume(tx, sha256(token))
        if (!row) throw new BadRequest(AUTH_MSG.linkRedefinicaoInvalido)
        await credenciais.trocarSenha(tx, row.id_usuario, senha_hash)
        await sessionsRepository.deleteAllOfUser(tx, row.id_usuario)
        await resetTokensRepository.discardAllOfUser(tx, row.id_usuario)
      })
      return { mensagem: AUTH_MSG.senhaRedefinida }
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
