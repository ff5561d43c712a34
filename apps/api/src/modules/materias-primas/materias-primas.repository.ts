import { and, eq, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { anuncios, conversoes, materiasPrimas, produtoMateriasPrimas } from '../../db/schema/back-office.ts'
import { contains, type PageSlice, paginaRecente } from '../../lib/pagination.ts'
import { anyRow, firstRow } from '../../lib/queries.ts'

export type MateriaPrimaRow = typeof materiasPrimas.$inferSelect
export type MateriaPrimaValues = Pick<
  typeof materiasPrimas.$inferInsert,
  'nome_materia_prima' | 'descricao' | 'unidade_medida' | 'status_materia_prima'
>

export interface MateriaPrimaFiltros {
  busca?: string
  status?: string
  unidade?: string
}

const t = materiasPrimas
const ofSeller = (idVendedor: number) => eq(t.id_usuario_vendedor, idVendedor)
const owned = (id: number, idVendedor: number) => and(eq(t.id_materia_prima, id), ofSeller(idVendedor))

function where(idVendedor: number, { busca, status, unidade }: MateriaPrimaFiltros) {
  const conditions: (SQL | undefined)[] = [ofSeller(idVendedor)]
  if (status) conditions.push(eq(t.status_materia_prima, status))
  if (unidade) conditions.push(eq(t.unidade_medida, unidade))
  if (busca) conditions.push(or(contains(t.nome_materia_prima, busca), contains(t.descricao, busca)))
  return and(...conditions)
}

export const materiasPrimasRepository = {
  /** One page, newest first (the id breaks ties between rows of one instant), and the total. */
  async list(db: Executor, idVendedor: number, filtros: MateriaPrimaFiltros, page: PageSlice) {
    return paginaRecente(db, t, where(idVendedor, filtros), [t.data_criacao, t.id_materia_prima], page)
  },

  listAtivas(db: Executor, idVendedor: number) {
    return db
      .select()
      .from(t)
      .where(and(ofSeller(idVendedor), eq(t.status_materia_prima, 'ativa')))
      .orderBy(t.nome_materia_prima, t.id_materia_prima)
  },

  async findOwned(db: Executor, id: number, idVendedor: number) {
    return firstRow(db.select().from(t).where(owned(id, idVendedor)))
  },

  /** Read under a share lock: it cannot be deactivated or deleted until the caller's transaction ends. */
  async findOwnedForShare(db: Executor, id: number, idVendedor: number) {
    return firstRow(db.select().from(t).where(owned(id, idVendedor)).for('share'))
  },

  /** Locked until the caller's transaction ends: an edit compares the old unit with the new one. */
  async findOwnedForUpdate(db: Executor, id: number, idVendedor: number) {
    return firstRow(db.select().from(t).where(owned(id, idVendedor)).for('update'))
  },

  async insert(db: Executor, idVendedor: number, values: MateriaPrimaValues) {
    const [row] = await db
      .insert(t)
      .values({ ...values, id_usuario_vendedor: idVendedor })
      .returning()
    if (!row) throw new Error('insert returned no row')
    return row
  },

  /** Fields left undefined keep their value. */
  async update(db: Executor, id: number, idVendedor: number, values: Partial<MateriaPrimaValues>) {
    return firstRow(
      db
        .update(t)
        .set({ ...values, data_atualizacao: sql`now()` })
        .where(owned(id, idVendedor))
        .returning(),
    )
  },

  /** Whether a product, conversion or listing points at it (each lookup on an index). */
  async inUse(db: Executor, id: number, idVendedor: number) {
    const { rows } = await db.execute<{ em_uso: boolean }>(sql`select
      exists(select 1 from ${produtoMateriasPrimas} where ${produtoMateriasPrimas.id_materia_prima} = ${id})
      or exists(select 1 from ${conversoes} where ${conversoes.id_usuario_vendedor} = ${idVendedor}
                and ${conversoes.id_materia_prima} = ${id})
      or exists(select 1 from ${anuncios} where ${anuncios.id_usuario_vendedor} = ${idVendedor}
                and ${anuncios.id_materia_prima} = ${id}) as em_uso`)
    return rows[0]?.em_uso === true
  },

  async delete(db: Executor, id: number, idVendedor: number) {
    return anyRow(db.delete(t).where(owned(id, idVendedor)).returning({ id: t.id_materia_prima }))
  },
}
