// A seed seller's raw materials and conversions (the demo seller's MATERIAS, or another atelier's),
// inserted; the seeds plan products and listings from the answer.
import type { Executor } from '../src/db/client.ts'
import { conversoes, materiasPrimas } from '../src/db/schema/back-office.ts'
import { MATERIAS, type MateriaSeed } from './back-office-data.ts'
import type { ConversaoAtiva } from './back-office-plan.ts'
import type { Familia } from './product-art.ts'

export interface Catalogo {
  /** Raw-material ids by key (MateriaSeed.chave). */
  materias: Map<Familia, number>
  /** The active conversion of each active raw material that has one. */
  ativas: Map<Familia, ConversaoAtiva>
}

const DAY = 86_400_000

/** A raw material's columns as the back office writes them (its seller and dates apart). */
export const materiaRow = (m: MateriaSeed<Familia>) => ({
  nome_materia_prima: m.nome,
  descricao: m.descricao,
  unidade_medida: m.unidade,
  status_materia_prima: m.ativa ? 'ativa' : 'inativa',
})

/** A conversion's columns (its raw material, seller and dates apart). */
export const conversaoRow = (c: NonNullable<MateriaSeed['conversao']>) => ({
  valor_multiplicavel: c.multiplicador.toFixed(2),
  status_conversao: c.ativa ? 'ativa' : 'inativa',
})

export function materiaId(catalogo: Catalogo, chave: Familia): number {
  const id = catalogo.materias.get(chave)
  if (id === undefined) throw new Error(`seed: matéria-prima ${chave} ausente`)
  return id
}

export async function insertCatalogo(
  tx: Executor,
  idVendedor: number,
  now: number,
  lista: readonly MateriaSeed<Familia>[] = MATERIAS,
): Promise<Catalogo> {
  const at = (daysAgo: number) => {
    const date = new Date(now - daysAgo * DAY)
    return { id_usuario_vendedor: idVendedor, data_criacao: date, data_atualizacao: date }
  }
  const inserted = await tx
    .insert(materiasPrimas)
    .values(lista.map((m, i) => ({ ...at(120 - i), ...materiaRow(m) })))
    .returning({ id: materiasPrimas.id_materia_prima, nome: materiasPrimas.nome_materia_prima })
  const catalogo: Catalogo = { materias: new Map(), ativas: new Map() }
  for (const row of inserted) {
    const chave = lista.find((m) => m.nome === row.nome)?.chave
    if (chave) catalogo.materias.set(chave, row.id)
  }

  const comConversao = lista.flatMap((m) => (m.conversao ? [{ ...m, conversao: m.conversao }] : []))
  const ids = await tx
    .insert(conversoes)
    .values(
      comConversao.map((m, i) => ({
        ...at(110 - i),
        id_materia_prima: materiaId(catalogo, m.chave),
        ...conversaoRow(m.conversao),
      })),
    )
    .returning({ id_conversao: conversoes.id_conversao, id_materia_prima: conversoes.id_materia_prima })
  for (const m of comConversao) {
    const id_materia_prima = materiaId(catalogo, m.chave)
    const id_conversao = ids.find((row) => row.id_materia_prima === id_materia_prima)?.id_conversao
    if (id_conversao && m.ativa && m.conversao.ativa) {
      const { multiplicador } = m.conversao
      catalogo.ativas.set(m.chave, { id_conversao, id_materia_prima, multiplicador, unidade: m.unidade })
    }
  }
  return catalogo
}
