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
import type { Deps } from '../../deps.ts'
import { BadRequest, Conflict, NotFound, pgErrorCode } from '../../lib/errors.ts'
import { toWebp } from '../../lib/images.ts'
import { hashPassword, verifyPassword } from '../../lib/passwords.ts'
import { cadastroOrigemRepository as origens } from './cadastro-origem.repository.ts'
import { origemDoCadastro } from './cadastro-origem.ts'
import { dadosRepository } from './dados.repository.ts'
import { createTrocaEmailService, type EncerrarOutrasSessoes, emailDuplicado } from './troca-email.service.ts'
import { toUsuario } from './usuarios.presenter.ts'
import { usuariosRepository as repo } from './usuarios.repository.ts'

const PHOTO_SIZE = 512

const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505'

/** A wrong current password, where one is asked: the caller counts it as a failed sign-in. */
export class SenhaIncorreta extends BadRequest {
  constructor(campo: string) {
    super(USUARIO_MSG.senhaAtualIncorreta, { [campo]: USUARIO_MSG.senhaAtualIncorreta })
  }
}

export function createUsuariosService(
  deps: Pick<Deps, 'db' | 'storage' | 'cipher' | 'mail' | 'config'>,
  { encerrarOutrasSessoes }: { encerrarOutrasSessoes: EncerrarOutrasSessoes },
) {
  const { db, storage, cipher } = deps
  const trocaEmail = createTrocaEmailService(deps, { encerrarOutrasSessoes })

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
            // The form cannot be sent without ticking them (docs/product/conta.md): the version served now.
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

    /**
     * Validates and re-encodes the new photo before writing anything; the old file goes last. A new
     * e-mail is not written: it asks the current password and waits for the new address to confirm it
     * (decision 044), while the other fields change at once.
     */
    async update(id: number, input: ProfileEdit, foto: { data?: Buffer; remove: boolean }) {
      const current = await get(id)
      const emailNovo = input.email !== current.email ? input.email : null
      if (emailNovo) {
        if (!input.senha)
          throw new BadRequest(USUARIO_MSG.senhaParaTrocarEmail, { senha: USUARIO_MSG.senhaParaTrocarEmail })
        if (!(await verifyPassword((await repo.findPasswordHash(db, id)) ?? undefined, input.senha)))
          throw new SenhaIncorreta('senha')
        if (await repo.emailTaken(db, emailNovo, id)) throw emailDuplicado()
      }
      const newPhoto = foto.data
        ? await storage.put('fotos', 'webp', await toWebp(foto.data, PHOTO_SIZE))
        : undefined
      const foto_url = newPhoto ?? (foto.remove ? null : current.foto_url)
      const { nome, cnpj_cpf, telefone } = input
      try {
        await db.transaction(async (tx) => {
          await repo.update(tx, id, { nome, cnpj_cpf, telefone: telefone || null, foto_url })
          if (emailNovo) await trocaEmail.pedir(tx, id, current.email, emailNovo)
        })
      } catch (error) {
        if (newPhoto) await storage.remove(newPhoto)
        throw error
      }
      if (current.foto_url && current.foto_url !== foto_url) await storage.remove(current.foto_url)
      const usuario = await get(id)
      return emailNovo ? { ...usuario, mensagem: USUARIO_MSG.confirmacaoEmailEnviada(emailNovo) } : usuario
    },

    confirmarEmail: trocaEmail.confirmar,

    /** Changing the password ends the user's other sessions (docs/design.md#sessions-and-security) and any
     * pending e-mail change. */
    async changePassword(id: number, input: ChangePassword, currentSessionHash: string) {
      const senhaHash = await repo.findPasswordHash(db, id)
      if (!senhaHash) throw new NotFound(USUARIO_MSG.naoEncontrado)
      if (!(await verifyPassword(senhaHash, input.senhaAtual))) {
        throw new SenhaIncorreta('senhaAtual')
      }
      const senha_hash = await hashPassword(input.novaSenha)
      await db.transaction(async (tx) => {
        await repo.update(tx, id, { senha_hash })
        await encerrarOutrasSessoes(tx, id, currentSessionHash)
        await trocaEmail.descartar(tx, id)
      })
      return { mensagem: USUARIO_MSG.senhaAlterada }
    },
  }
}

export type UsuariosService = ReturnType<typeof createUsuariosService>
