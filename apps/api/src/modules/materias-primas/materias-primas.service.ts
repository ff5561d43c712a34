import {
  MATERIA_PRIMA_MSG,
  type MateriaPrimaCreate,
  type MateriaPrimaUpdate,
} from '@recria/domain/materia-prima'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { BusinessRule, Conflict, NotFound, pgErrorCode } from '../../lib/errors.ts'
import type { SessionUser } from '../../lib/guards.ts'
import { pageWindow, paginated } from '../../lib/pagination.ts'
import type { AnunciosValoresService } from '../anuncios/anuncios.module.ts'
import { toMateriaPrima } from './materias-primas.presenter.ts'
import { materiasPrimasRepository as repo } from './materias-primas.repository.ts'
import type { MateriaPrimaListQuery } from './materias-primas.schema.ts'

/** A foreign key still pointing at the row (a product linked it between our check and the delete). */
const isStillReferenced = (error: unknown) => pgErrorCode(error) === '23503'

export function createMateriasPrimasService(
  { db }: Pick<Deps, 'db'>,
  { anunciosValores }: { anunciosValores: AnunciosValoresService },
) {
  return {
    /**
     * For the conversions service: the seller's raw material, locked against a concurrent
     * deactivation or delete until `tx` ends, and active. Another seller's id is "not found".
     */
    async exigirAtiva(
      tx: Executor,
      id: number,
      idVendedor: number,
      inativa: string = MATERIA_PRIMA_MSG.inativa,
    ) {
      const row = await repo.findOwnedForShare(tx, id, idVendedor)
      if (!row) throw new NotFound(MATERIA_PRIMA_MSG.naoEncontrada)
      if (row.status_materia_prima !== 'ativa') throw new BusinessRule(inativa)
      return row
    },

    async list(idVendedor: number, { status, unidade, busca, ...page }: MateriaPrimaListQuery) {
      const window = pageWindow(page)
      const { rows, total } = await repo.list(db, idVendedor, { status, unidade, busca }, window)
      return paginated(rows.map(toMateriaPrima), total, window)
    },

    async listAtivas(idVendedor: number) {
      return (await repo.listAtivas(db, idVendedor)).map(toMateriaPrima)
    },

    async get(id: number, user: SessionUser) {
      const row = await repo.findOwned(db, id, user.id_usuario)
      if (!row) throw new NotFound(MATERIA_PRIMA_MSG.naoEncontrada)
      return toMateriaPrima(row)
    },

    /** New raw materials start active (docs/product/materias-primas.md: the create form sets no status). */
    async create(input: MateriaPrimaCreate, user: SessionUser) {
      const row = await repo.insert(db, user.id_usuario, { ...input, status_materia_prima: 'ativa' })
      return toMateriaPrima(row)
    },

    /**
     * Deactivating only stops offering it for new products and conversions (docs/product/materias-primas.md).
     * Its active conversion stays active, so the listings built on it keep working; the conversion cannot be
     * reactivated, nor a new one created, while the raw material is inactive. A new unit changes the
     * credits its sustainable listings allow (whole units), so they follow in the same transaction.
     */
    async update(id: number, input: MateriaPrimaUpdate, user: SessionUser) {
      const row = await db.transaction(async (tx) => {
        const current = await repo.findOwnedForUpdate(tx, id, user.id_usuario)
        if (!current) throw new NotFound(MATERIA_PRIMA_MSG.naoEncontrada)
        const updated = await repo.update(tx, id, user.id_usuario, input)
        if (!updated) throw new NotFound(MATERIA_PRIMA_MSG.naoEncontrada)
        if (updated.unidade_medida !== current.unidade_medida)
          await anunciosValores.reajustarOfertas(tx, { idMateriaPrima: id })
        return updated
      })
      return toMateriaPrima(row)
    },

    async remove(id: number, user: SessionUser) {
      if (!(await repo.findOwned(db, id, user.id_usuario)))
        throw new NotFound(MATERIA_PRIMA_MSG.naoEncontrada)
      if (await repo.inUse(db, id, user.id_usuario)) throw new Conflict(MATERIA_PRIMA_MSG.emUso)
      try {
        if (!(await repo.delete(db, id, user.id_usuario))) throw new NotFound(MATERIA_PRIMA_MSG.naoEncontrada)
      } catch (error) {
        if (isStillReferenced(error)) throw new Conflict(MATERIA_PRIMA_MSG.emUso)
        throw error
      }
      return { mensagem: MATERIA_PRIMA_MSG.excluida }
    },
  }
}

export type MateriasPrimasService = ReturnType<typeof createMateriasPrimasService>
