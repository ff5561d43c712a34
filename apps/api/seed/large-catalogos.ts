// Every benchmark seller's raw materials and conversions (MATERIAS), in multi-row statements for all
// the sellers at once; sellers who already have them (a second run) keep theirs.
import { and, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../src/db/client.ts'
import { conversoes, materiasPrimas } from '../src/db/schema/back-office.ts'
import { type Catalogo, conversaoRow, materiaRow } from './back-office-catalogo.ts'
import { MATERIAS } from './back-office-data.ts'

const chaveDe = new Map(MATERIAS.map((m) => [m.nome, m.chave]))
const BATCH = 1000

/** Inserts `rows` in multi-row statements of BATCH rows, answering what each statement returns. */
export async function inBatches<T, R>(rows: T[], insert: (batch: T[]) => Promise<R[] | undefined>) {
  const out: R[] = []
  for (let i = 0; i < rows.length; i += BATCH) out.push(...((await insert(rows.slice(i, i + BATCH))) ?? []))
  return out
}

async function load(tx: Executor, ids: number[]) {
  const rows = await tx
    .select({
      id_vendedor: materiasPrimas.id_usuario_vendedor,
      id_materia_prima: materiasPrimas.id_materia_prima,
      nome: materiasPrimas.nome_materia_prima,
      unidade: materiasPrimas.unidade_medida,
      status: materiasPrimas.status_materia_prima,
      id_conversao: conversoes.id_conversao,
      multiplicador: conversoes.valor_multiplicavel,
    })
    .from(materiasPrimas)
    .leftJoin(
      conversoes,
      and(
        eq(conversoes.id_materia_prima, materiasPrimas.id_materia_prima),
        eq(conversoes.status_conversao, 'ativa'),
      ),
    )
    .where(inArray(materiasPrimas.id_usuario_vendedor, ids))
  const catalogos = new Map<number, Catalogo>()
  for (const row of rows) {
    const chave = chaveDe.get(row.nome)
    if (!chave) continue
    const catalogo = catalogos.get(row.id_vendedor) ?? { materias: new Map(), ativas: new Map() }
    catalogos.set(row.id_vendedor, catalogo)
    catalogo.materias.set(chave, row.id_materia_prima)
    if (row.id_conversao && row.multiplicador && row.status === 'ativa')
      catalogo.ativas.set(chave, {
        id_conversao: row.id_conversao,
        id_materia_prima: row.id_materia_prima,
        multiplicador: Number(row.multiplicador),
        unidade: row.unidade,
      })
  }
  return catalogos
}

/** Each seller's catalogue (raw-material ids by key, active conversions), created where missing. */
export async function ensureCatalogos(tx: Executor, ids: number[], now: number) {
  const existing = await load(tx, ids)
  const missing = ids.filter((id) => existing.get(id)?.materias.size !== MATERIAS.length)
  const date = new Date(now - 120 * 86_400_000)
  const stamps = { data_criacao: date, data_atualizacao: date }
  const materias = await inBatches(
    missing.flatMap((id) => MATERIAS.map((m) => ({ ...stamps, id_usuario_vendedor: id, ...materiaRow(m) }))),
    (batch) =>
      tx.insert(materiasPrimas).values(batch).returning({
        id: materiasPrimas.id_materia_prima,
        id_vendedor: materiasPrimas.id_usuario_vendedor,
        nome: materiasPrimas.nome_materia_prima,
      }),
  )
  const seed = new Map(MATERIAS.map((m) => [m.nome, m]))
  await inBatches(
    materias.flatMap(({ id, id_vendedor, nome }) => {
      const conversao = seed.get(nome)?.conversao
      if (!conversao) return []
      return [
        { ...stamps, id_usuario_vendedor: id_vendedor, id_materia_prima: id, ...conversaoRow(conversao) },
      ]
    }),
    (batch) => tx.insert(conversoes).values(batch).returning({ id: conversoes.id_conversao }),
  )
  return load(tx, ids)
}
