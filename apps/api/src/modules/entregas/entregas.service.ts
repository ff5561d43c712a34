import { ENTREGA_PADRAO, type EntregaVendedorDados, toEntregaVendedor } from '@recria/domain/entrega'
import { type Destino, type OpcaoEntrega, opcoesDeEntrega } from '@recria/domain/entrega-opcoes'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { entregasRepository as repo } from './entregas.repository.ts'

export type EntregasService = ReturnType<typeof createEntregasService>

/** How each seller delivers: read (every mode inactive until saved) and replaced whole. */
export function createEntregasService({ db }: Pick<Deps, 'db'>) {
  /** Several sellers' settings in one query; a seller who never saved gets every mode inactive. */
  async function configuracoes(ids: readonly number[], ex: Executor = db) {
    const rows = await repo.findMany(ex, [...new Set(ids)])
    const porVendedor = new Map(rows.map((r) => [r.id_usuario, r.configuracao]))
    return new Map<number, EntregaVendedorDados>(ids.map((id) => [id, porVendedor.get(id) ?? ENTREGA_PADRAO]))
  }

  return {
    async get(idUsuario: number) {
      const row = await repo.find(db, idUsuario)
      return toEntregaVendedor(row?.configuracao ?? ENTREGA_PADRAO)
    },
    async save(idUsuario: number, dados: EntregaVendedorDados) {
      await repo.save(db, idUsuario, dados)
      return toEntregaVendedor(dados)
    },
    configuracoes,
    /**
     * Each seller's options for one destination (null: no address, pickup only), with the settings
     * they came from (the order keeps the pickup place): one query whatever the number of sellers.
     */
    async opcoes(
      ids: readonly number[],
      destino: Destino | null,
      ex: Executor = db,
    ): Promise<Map<number, { config: EntregaVendedorDados; opcoes: OpcaoEntrega[] }>> {
      const configs = await configuracoes(ids, ex)
      return new Map(
        [...configs].map(([id, config]) => [id, { config, opcoes: opcoesDeEntrega(config, destino) }]),
      )
    },
  }
}
