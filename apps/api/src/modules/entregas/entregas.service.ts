import { ENTREGA_PADRAO, type EntregaVendedorDados, toEntregaVendedor } from '@recria/domain/entrega'
import type { Deps } from '../../deps.ts'
import { entregasRepository as repo } from './entregas.repository.ts'

/** How each seller delivers: read (every mode inactive until saved) and replaced whole. */
export function createEntregasService({ db }: Pick<Deps, 'db'>) {
  return {
    async get(idUsuario: number) {
      const row = await repo.find(db, idUsuario)
      return toEntregaVendedor(row?.configuracao ?? ENTREGA_PADRAO)
    },

    async save(idUsuario: number, dados: EntregaVendedorDados) {
      await repo.save(db, idUsuario, dados)
      return toEntregaVendedor(dados)
    },
  }
}
