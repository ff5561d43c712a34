import { LOJA_MSG, type LojaResponse, type MateriaReaproveitada } from '@recria/domain/loja'
import type { Deps } from '../../deps.ts'
import { NotFound } from '../../lib/errors.ts'
import { type MateriaRow, lojasRepository as repo } from './lojas.repository.ts'

const materia = (rows: MateriaRow[]): MateriaReaproveitada[] =>
  rows.map((r) => ({ ...r, quantidade: Number(r.quantidade) }))

export function createLojasService({ db }: Pick<Deps, 'db'>) {
  return {
    /** GET /vendedores/{id}/loja: one answer for an unknown id, a non-seller, a blocked or suspended one. */
    async loja(idVendedor: number): Promise<LojaResponse> {
      const row = await repo.loja(db, idVendedor)
      if (!row) throw new NotFound(LOJA_MSG.naoEncontrada)
      const notas = [row.nota_1, row.nota_2, row.nota_3, row.nota_4, row.nota_5]
      const total = Number(row.total)
      return {
        id_usuario: row.id_usuario,
        nome: row.nome,
        foto_url: row.foto_url,
        cidade: row.cidade,
        uf: row.uf,
        membro_desde: new Date(row.criado_em).toISOString(),
        avaliacao: {
          media: total > 0 ? Math.round((Number(row.soma) / total) * 100) / 100 : 0,
          total,
          distribuicao: notas.map((n, i) => ({ nota: i + 1, total: Number(n) })),
        },
        vendas: Number(row.vendas),
        materia_prima: materia(await repo.materiaDoVendedor(db, idVendedor)),
      }
    },

    /** GET /impacto/comprador: the raw material the signed-in user handed over as a buyer. */
    async doComprador(idUsuario: number) {
      return { materia_prima: materia(await repo.materiaDoComprador(db, idUsuario)) }
    },

    /** GET /impacto: the raw material the platform's ateliers have taken back. */
    async daPlataforma() {
      return { materia_prima: materia(await repo.materiaDaPlataforma(db)) }
    },
  }
}

export type LojasService = ReturnType<typeof createLojasService>
