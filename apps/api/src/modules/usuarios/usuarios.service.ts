import { TERMOS_VERSAO } from '@recria/domain/constants'
import {
  type AddPerfilSchema,
  type ChangePassword,
  type ProfileEdit,
  type Register,
  USUARIO_MSG,
} from '@recria/domain/usuario'
import { type UsuarioDados, UsuarioDadosResponse } from '@recria/domain/usuario-dados'
import type { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { BadRequest, Conflict, NotFound, pgErrorCode } from '../../lib/errors.ts'
import { toWebp } from '../../lib/images.ts'
import { hashPassword, verifyPassword } from '../../lib/passwords.ts'
import { cadastroOrigemRepository as origens } from './cadastro-origem.repository.ts'
import { origemDoCadastro } from './cadastro-origem.ts'
import { dadosRepository } from './dados.repository.ts'
import { toUsuario } from './usuarios.presenter.ts'
import { usuariosRepository as repo } from './usuarios.repository.ts'

const PHOTO_SIZE = 512

const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505'
const emailDuplicado = () => new Conflict(USUARIO_MSG.emailDuplicado, { email: USUARIO_MSG.emailDuplicado })

/**
 * Ends, inside the caller's transaction, every session of the user but the one kept, and every unused
 * reset link. The auth module owns sessions and links; it hands this in where the services are built.
 */
export type EncerrarOutrasSessoes = (
  tx: Executor,
  idUsuario: number,
  keepSessionHash: string,
) => Promise<void>

export function createUsuariosService(
  { db, storage, cipher }: Pick<Deps, 'db' | 'storage' | 'cipher'>,
  { encerrarOutrasSessoes }: { encerrarOutrasSessoes: EncerrarOutrasSessoes },
) {
  async function get(id: number) {
    const row = await repo.findById(db, id)
    if (!row) throw new NotFound(USUARIO_MSG.naoEncontrado)
    return toUsuario(row)
  }

  return {
    get,

    /** Everything Recria holds about the user, for the user's own download (LGPD, art. 18). */
    async exportarDados(id: number): Promise<UsuarioDados> {
      const dados = await dadosRepository.exportar(db, id)
      if (!dados) throw new NotFound(USUARIO_MSG.naoEncontrado)
      return UsuarioDadosResponse.parse({ gerado_em: new Date().toISOString(), ...dados })
    },

    /** `ip`: the address it came from, kept only as a keyed hash of its origin (decisions 024, 040). */
    async cadastrar(input: Register, { ip }: { ip: string }) {
      if (await repo.emailTaken(db, input.email)) throw emailDuplicado()
      const senha_hash = await hashPassword(input.senha)
      const perfis = [...new Set(input.perfis ?? [input.perfil])]
      const origem = cipher.keyedHash(origemDoCadastro(ip))
      try {
        const id = await db.transaction(async (tx) => {
          await origens.travar(tx, origem)
          const grupo = await origens.grupoRecente(tx, origem)
          const id = await repo.insert(tx, {
            nome: input.nome,
            email: input.email,
            senha_hash,
            cnpj_cpf: input.cnpj_cpf,
            telefone: input.telefone || null,
            // The form cannot be sent without ticking them (spec part 1 §5): the version served now.
            termos_versao: TERMOS_VERSAO,
            termos_aceitos_em: new Date(),
          })
          await origens.marcar(tx, id, origem, grupo)
          await repo.addPerfis(tx, id, perfis)
          return id
        })
        return get(id)
      } catch (error) {
        if (isUniqueViolation(error)) throw emailDuplicado()
        throw error
      }
    },

    async addPerfil(id: number, { perfil }: z.infer<typeof AddPerfilSchema>) {
      const user = await get(id)
      if (user.perfis.some((p) => p.perfil === perfil)) throw new Conflict(USUARIO_MSG.perfilRepetido(perfil))
      await repo.addPerfis(db, id, [perfil])
      return get(id)
    },

    /** Validates and re-encodes the new photo before writing anything; the old file goes last. */
    async update(id: number, input: ProfileEdit, foto: { data?: Buffer; remove: boolean }) {
      const current = await get(id)
      if (await repo.emailTaken(db, input.email, id)) throw emailDuplicado()
      const newPhoto = foto.data
        ? await storage.put('fotos', 'webp', await toWebp(foto.data, PHOTO_SIZE))
        : undefined
      const foto_url = newPhoto ?? (foto.remove ? null : current.foto_url)
      try {
        await repo.update(db, id, { ...input, telefone: input.telefone || null, foto_url })
      } catch (error) {
        if (newPhoto) await storage.remove(newPhoto)
        if (isUniqueViolation(error)) throw emailDuplicado()
        throw error
      }
      if (current.foto_url && current.foto_url !== foto_url) await storage.remove(current.foto_url)
      return get(id)
    },

    /** Changing the password ends the user's other sessions (DESIGN §7). */
    async changePassword(id: number, input: ChangePassword, currentSessionHash: string) {
      const senhaHash = await repo.findPasswordHash(db, id)
      if (!senhaHash) throw new NotFound(USUARIO_MSG.naoEncontrado)
      if (!(await verifyPassword(senhaHash, input.senhaAtual))) {
        throw new BadRequest(USUARIO_MSG.senhaAtualIncorreta, { senhaAtual: USUARIO_MSG.senhaAtualIncorreta })
      }
      const senha_hash = await hashPassword(input.novaSenha)
      await db.transaction(async (tx) => {
        await repo.update(tx, id, { senha_hash })
        await encerrarOutrasSessoes(tx, id, currentSessionHash)
      })
      return { mensagem: USUARIO_MSG.senhaAlterada }
    },
  }
}

export type UsuariosService = ReturnType<typeof createUsuariosService>
