import { and, count, eq, gte, lte, ne, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { anuncios, conversoes, materiasPrimas } from '../../db/schema/back-office.ts'
import { contains, newestFirst, type PageSlice } from '../../lib/pagination.ts'
import { anyRow, firstRow, insertedRow } from '../../lib/queries.ts'

export interface ConversaoFiltros {
  busca?: string
  status?: string
  unidade?: string
  multiplicador_min?: number
  multiplicador_max?: number
}

type ConversaoValues = Partial<
  Pick<typeof conversoes.$inferInsert, 'valor_multiplicavel' | 'status_conversao'>
>

const t = conversoes
const mp = materiasPrimas
/** A conversion with the name and unit of its raw material, in one row. */
const columns = {
  id_conversao: t.id_conversao,
  valor_multiplicavel: t.valor_multiplicavel,
  status_conversao: t.status_conversao,
  id_materia_prima: t.id_materia_prima,
  id_usuario_vendedor: t.id_usuario_vendedor,
  data_criacao: t.data_criacao,
  data_atualizacao: t.data_atualizacao,
  nome_materia_prima: mp.nome_materia_prima,
  unidade_medida: mp.unidade_medida,
}
export type ConversaoRow = NonNullable<Awaited<ReturnType<typeof conversoesRepository.findOwned>>>

const ofSeller = (idVendedor: number) => eq(t.id_usuario_vendedor, idVendedor)
const owned = (id: number, idVendedor: number) => and(eq(t.id_conversao, id), ofSeller(idVendedor))

function where(idVendedor: number, f: ConversaoFiltros) {
  const conditions: (SQL | undefined)[] = [ofSeller(idVendedor)]
  if (f.status) conditions.push(eq(t.status_conversao, f.status))
  if (f.unidade) conditions.push(eq(mp.unidade_medida, f.unidade))
  if (f.multiplicador_min !== undefined)
    conditions.push(gte(t.valor_multiplicavel, String(f.multiplicador_min)))
  if (f.multiplicador_max !== undefined)
    conditions.push(lte(t.valor_multiplicavel, String(f.multiplicador_max)))
  if (f.busca) conditions.push(or(contains(mp.nome_materia_prima, f.busca), contains(mp.descricao, f.busca)))
  return and(...conditions)
}

const select = (db: Executor) =>
  db.select(columns).from(t).innerJoin(mp, eq(mp.id_materia_prima, t.id_materia_prima))

export const conversoesRepository = {
  /** One page, newest first (the id breaks ties between rows of one instant), and the total. */
  async list(db: Executor, idVendedor: number, filtros: ConversaoFiltros, page: PageSlice) {
    const condition = where(idVendedor, filtros)
    const [rows, [counted]] = await Promise.all([
      select(db)
        .where(condition)
        .orderBy(...newestFirst(t.data_criacao, t.id_conversao))
        .limit(page.limit)
        .offset(page.offset),
      db
        .select({ total: count() })
        .from(t)
        .innerJoin(mp, eq(mp.id_materia_prima, t.id_materia_prima))
        .where(condition),
    ])
    return { rows, total: counted?.total ?? 0 }
  },

  async findOwned(db: Executor, id: number, idVendedor: number) {
    return firstRow(select(db).where(owned(id, idVendedor)))
  },

  /** The raw material's active conversion other than `exceptId`, if any. */
  async hasActive(db: Executor, idMateriaPrima: number, exceptId?: number) {
    return anyRow(
      db
        .select({ id: t.id_conversao })
        .from(t)
        .where(
          and(
            eq(t.id_materia_prima, idMateriaPrima),
            eq(t.status_conversao, 'ativa'),
            exceptId === undefined ? undefined : ne(t.id_conversao, exceptId),
          ),
        )
        .limit(1),
    )
  },

  async insert(db: Executor, values: typeof conversoes.$inferInsert) {
    return (await insertedRow(db.insert(t).values(values).returning({ id: t.id_conversao }))).id
  },

  async update(db: Executor, id: number, idVendedor: number, values: ConversaoValues) {
    return anyRow(
      db
        .update(t)
        .set({ ...values, data_atualizacao: sql`now()` })
        .where(owned(id, idVendedor))
        .returning({ id: t.id_conversao }),
    )
  },

  /** Whether a listing (active or not) uses it; `anuncios_conversao_idx` answers it. */
  async usedByAnuncio(db: Executor, id: number) {
    return anyRow(
      db.select({ id: anuncios.id_anuncio }).from(anuncios).where(eq(anuncios.id_conversao, id)).limit(1),
    )
  },

  async delete(db: Executor, id: number, idVendedor: number) {
    return anyRow(db.delete(t).where(owned(id, idVendedor)).returning({ id: t.id_conversao }))
  },
}
