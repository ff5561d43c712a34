import { CONVERSAO_MSG, type ConversaoCreate, type ConversaoUpdate } from '@recria/domain/conversao'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { Conflict, NotFound, pgErrorCode } from '../../lib/errors.ts'
import type { SessionUser } from '../../lib/guards.ts'
import { pageWindow, paginated } from '../../lib/pagination.ts'
import type { AnunciosValoresService } from '../anuncios/anuncios.module.ts'
import type { MateriasPrimasService } from '../materias-primas/materias-primas.module.ts'
import { toConversao } from './conversoes.presenter.ts'
import { conversoesRepository as repo } from './conversoes.repository.ts'
import type { ConversaoListQuery } from './conversoes.schema.ts'

/**
 * The partial unique index behind "one active conversion per raw material" (docs/product/conversoes.md): two
 * requests that both passed the check race to it, and the loser gets the same 409 as the check.
 */
export function isSecondActiveConversion(error: unknown) {
  const cause = (error as { cause?: { constraint?: unknown } } | undefined)?.cause
  return pgErrorCode(error) === '23505' && cause?.constraint === 'conversoes_uma_ativa_por_materia'
}

function rethrow(error: unknown): never {
  if (isSecondActiveConversion(error)) throw new Conflict(CONVERSAO_MSG.ativaDuplicada)
  // A listing took it between our check and the delete: its foreign key keeps the row.
  if (pgErrorCode(error) === '23503') throw new Conflict(CONVERSAO_MSG.emUso)
  throw error
}

export function createConversoesService(
  { db }: Pick<Deps, 'db'>,
  {
    anunciosValores,
    materiasPrimas,
  }: { anunciosValores: AnunciosValoresService; materiasPrimas: MateriasPrimasService },
) {
  async function get(id: number, user: SessionUser, tx: Executor = db) {
    const row = await repo.findOwned(tx, id, user.id_usuario)
    if (!row) throw new NotFound(CONVERSAO_MSG.naoEncontrada)
    return row
  }

  async function refuseSecondActive(tx: Executor, idMateriaPrima: number, exceptId?: number) {
    if (await repo.hasActive(tx, idMateriaPrima, exceptId)) throw new Conflict(CONVERSAO_MSG.ativaDuplicada)
  }

  return {
    async list(idVendedor: number, { page, limit, ...filtros }: ConversaoListQuery) {
      const window = pageWindow({ page, limit })
      const { rows, total } = await repo.list(db, idVendedor, filtros, window)
      return paginated(rows.map(toConversao), total, window)
    },

    async get(id: number, user: SessionUser) {
      return toConversao(await get(id, user))
    },

    /** Only for the seller's own active raw material, which is locked until the insert commits. */
    async create(input: ConversaoCreate, user: SessionUser) {
      const id = await db
        .transaction(async (tx) => {
          await materiasPrimas.exigirAtiva(tx, input.id_materia_prima, user.id_usuario)
          await refuseSecondActive(tx, input.id_materia_prima)
          return repo.insert(tx, {
            id_usuario_vendedor: user.id_usuario,
            id_materia_prima: input.id_materia_prima,
            valor_multiplicavel: input.valor_multiplicavel.toFixed(2),
            status_conversao: 'ativa',
          })
        })
        .catch(rethrow)
      return toConversao(await get(id, user))
    },

    /** The multiplier and the status only: the raw material never changes (docs/product/conversoes.md). */
    async update(id: number, input: ConversaoUpdate, user: SessionUser) {
      await db
        .transaction(async (tx) => {
          const current = await get(id, user, tx)
          if (input.status_conversao === 'ativa' && current.status_conversao !== 'ativa') {
            const inativa = CONVERSAO_MSG.materiaPrimaInativa
            await materiasPrimas.exigirAtiva(tx, current.id_materia_prima, user.id_usuario, inativa)
            await refuseSecondActive(tx, current.id_materia_prima, id)
          }
          const valor = input.valor_multiplicavel.toFixed(2)
          await repo.update(tx, id, user.id_usuario, {
            valor_multiplicavel: valor,
            status_conversao: input.status_conversao,
          })
          if (valor !== current.valor_multiplicavel)
            await anunciosValores.reajustarOfertas(tx, { idConversao: id })
        })
        .catch(rethrow)
      return toConversao(await get(id, user))
    },

    async remove(id: number, user: SessionUser) {
      await get(id, user)
      if (await repo.usedByAnuncio(db, id)) throw new Conflict(CONVERSAO_MSG.emUso)
      const deleted = await repo.delete(db, id, user.id_usuario).catch(rethrow)
      if (!deleted) throw new NotFound(CONVERSAO_MSG.naoEncontrada)
      return { mensagem: CONVERSAO_MSG.excluida }
    },
  }
}

export type ConversoesService = ReturnType<typeof createConversoesService>
