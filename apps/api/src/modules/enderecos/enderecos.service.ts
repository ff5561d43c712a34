import { cepDaUf } from '@recria/domain/cep-uf'
import { ENDERECO_MSG, ENDERECOS_MAX, type EnderecoDados } from '@recria/domain/endereco'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { BadRequest, Conflict, NotFound } from '../../lib/errors.ts'
import { toEndereco, toEnderecoEntrega } from './enderecos.presenter.ts'
import { enderecosRepository as repo } from './enderecos.repository.ts'

/**
 * The user's address book. Exactly one principal address while the user has any: the first one is,
 * marking another unmarks it (one transaction, under the user's row lock; a partial unique index
 * holds it), deleting it promotes the most recent remaining one. Another user's id is "not found".
 */
export function createEnderecosService({ db }: Pick<Deps, 'db'>) {
  return {
    async list(idUsuario: number) {
      return (await repo.list(db, idUsuario)).map(toEndereco)
    },

    async create(idUsuario: number, { principal, ...values }: EnderecoDados) {
      const row = await db.transaction(async (tx) => {
        await repo.lockUser(tx, idUsuario)
        const total = await repo.countOf(tx, idUsuario)
        if (total >= ENDERECOS_MAX) throw new Conflict(ENDERECO_MSG.limite)
        const marcar = principal || total === 0
        if (marcar) await repo.unmarkPrincipal(tx, idUsuario, 0)
        return repo.insert(tx, idUsuario, { ...values, principal: marcar })
      })
      return toEndereco(row)
    },

    /** A full edit. `principal: false` on the principal address keeps it principal (one is needed). */
    async update(id: number, idUsuario: number, { principal, ...values }: EnderecoDados) {
      const row = await db.transaction(async (tx) => {
        await repo.lockUser(tx, idUsuario)
        const current = await repo.findOwned(tx, id, idUsuario)
        if (!current) throw new NotFound(ENDERECO_MSG.naoEncontrado)
        const marcar = principal || current.principal
        if (marcar) await repo.unmarkPrincipal(tx, idUsuario, id)
        const updated = await repo.update(tx, id, idUsuario, { ...values, principal: marcar })
        if (!updated) throw new NotFound(ENDERECO_MSG.naoEncontrado)
        return updated
      })
      return toEndereco(row)
    },

    async remove(id: number, idUsuario: number) {
      await db.transaction(async (tx) => {
        await repo.lockUser(tx, idUsuario)
        const deleted = await repo.delete(tx, id, idUsuario)
        if (!deleted) throw new NotFound(ENDERECO_MSG.naoEncontrado)
        if (deleted.principal) await repo.promoteNewest(tx, idUsuario)
      })
      return { mensagem: ENDERECO_MSG.excluido }
    },

    /**
     * For the checkout: the copy of the address an order keeps. The named address must be the
     * buyer's (404 otherwise); without one, the principal address, or none.
     */
    async paraEntrega(tx: Executor, idUsuario: number, idEndereco?: number) {
      const row =
        idEndereco === undefined
          ? await repo.findPrincipal(tx, idUsuario)
          : await repo.findOwned(tx, idEndereco, idUsuario)
      if (!row) {
        if (idEndereco === undefined) return null
        throw new NotFound(ENDERECO_MSG.naoEncontrado)
      }
      // An address kept before CEP and UF had to agree must not price its delivery by the wrong UF.
      if (!cepDaUf(row.cep, row.uf)) throw new BadRequest(ENDERECO_MSG.cepDaUf, { cep: ENDERECO_MSG.cepDaUf })
      return toEnderecoEntrega(row)
    },

    /** The account's deletion: its addresses go (orders keep their copies). */
    async excluirTodos(tx: Executor, idUsuario: number) {
      await repo.deleteAllOf(tx, idUsuario)
    },
  }
}

export type EnderecosService = ReturnType<typeof createEnderecosService>
