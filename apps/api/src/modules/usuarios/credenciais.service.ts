// What the auth module may ask of the usuarios module: the credentials behind a sign-in and the
// password a reset sets, inside the caller's transaction.
import type { Executor } from '../../db/client.ts'
import { trocaEmailRepository } from './troca-email.repository.ts'
import { usuariosRepository as repo } from './usuarios.repository.ts'

export function createCredenciaisService() {
  return {
    porEmail: (tx: Executor, email: string) => repo.findCredentialsByEmail(tx, email),
    usuario: (tx: Executor, idUsuario: number) => repo.findById(tx, idUsuario),
    /** A password reset also ends a pending e-mail change: the owner's answer to a warning (decision 044). */
    async trocarSenha(tx: Executor, idUsuario: number, senhaHash: string) {
      await repo.update(tx, idUsuario, { senha_hash: senhaHash })
      await trocaEmailRepository.discardAllOfUser(tx, idUsuario)
    },
  }
}

export type CredenciaisService = ReturnType<typeof createCredenciaisService>
