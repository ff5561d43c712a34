// What the auth module may ask of the usuarios module: the credentials behind a sign-in and the
// password a reset sets, inside the caller's transaction.
import type { Executor } from '../../db/client.ts'
import { usuariosRepository as repo } from './usuarios.repository.ts'

export function createCredenciaisService() {
  return {
    porEmail: (tx: Executor, email: string) => repo.findCredentialsByEmail(tx, email),
    usuario: (tx: Executor, idUsuario: number) => repo.findById(tx, idUsuario),
    trocarSenha: (tx: Executor, idUsuario: number, senhaHash: string) =>
      repo.update(tx, idUsuario, { senha_hash: senhaHash }),
  }
}

export type CredenciaisService = ReturnType<typeof createCredenciaisService>
