import type { StatusNotificacao } from '@recria/domain/notificacao'
import { and, asc, count, eq, gt, max, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import { notificacoes } from '../../db/schema/notificacoes.ts'
import { contains, type PageSlice, paginaRecente } from '../../lib/pagination.ts'
import { firstRow, umaVezPorExecutor } from '../../lib/queries.ts'

export type NotificacaoRow = typeof notificacoes.$inferSelect
export type NovaNotificacao = typeof notificacoes.$inferInsert

export interface Filtro {
  status?: StatusNotificacao
  busca?: string
}

function doUsuario(idUsuario: number, { status, busca }: Filtro): SQL | undefined {
  return and(
    eq(notificacoes.id_usuario, idUsuario),
    status ? eq(notificacoes.status, status) : undefined,
    busca ? or(contains(notificacoes.titulo, busca), contains(notificacoes.mensagem, busca)) : undefined,
  )
}

/** The count statement of `db`, built on its first use. */
const contagem = umaVezPorExecutor((db: Executor) =>
  db
    .select({ n: count() })
    .from(notificacoes)
    .where(
      and(
        eq(notificacoes.id_usuario, sql.placeholder('idUsuario')),
        eq(notificacoes.status, sql.placeholder('status')),
      ),
    )
    .prepare('notificacoes_contagem'),
)

export const notificacoesRepository = {
  pagina(db: Executor, idUsuario: number, filtro: Filtro, page: PageSlice) {
    const ordem: [AnyPgColumn, AnyPgColumn] = [notificacoes.data_criacao, notificacoes.id_notificacao]
    return paginaRecente(db, notificacoes, doUsuario(idUsuario, filtro), ordem, page)
  },

  /** The badge's count, asked on every page: a statement prepared once per executor (each connection plans it once). */
  async contar(db: Executor, idUsuario: number, status: StatusNotificacao) {
    const [row] = await contagem(db).execute({ idUsuario, status })
    return row?.n ?? 0
  },

  /** Marks one of the user's own; null when it is not theirs (or does not exist). Idempotent. */
  async marcarLida(db: Executor, idUsuario: number, idNotificacao: number) {
    return firstRow(
      db
        .update(notificacoes)
        .set({ status: 'lida', data_leitura: sql`coalesce(${notificacoes.data_leitura}, now())` })
        .where(and(eq(notificacoes.id_notificacao, idNotificacao), eq(notificacoes.id_usuario, idUsuario)))
        .returning(),
    )
  },

  /** How many unread ones became read. */
  async marcarTodas(db: Executor, idUsuario: number) {
    const rows = await db
      .update(notificacoes)
      .set({ status: 'lida', data_leitura: sql`now()` })
      .where(doUsuario(idUsuario, { status: 'nao_lida' }))
      .returning({ id: notificacoes.id_notificacao })
    return rows.length
  },

  async inserir(db: Executor, values: NovaNotificacao) {
    const [row] = await db.insert(notificacoes).values(values).returning()
    if (!row) throw new Error('insert into notificacoes returned nothing')
    return row
  },

  /** The user's notifications after `idNotificacao`, oldest first: a stream's catch-up. */
  async depoisDe(db: Executor, idUsuario: number, idNotificacao: number, limit: number) {
    return db
      .select()
      .from(notificacoes)
      .where(and(eq(notificacoes.id_usuario, idUsuario), gt(notificacoes.id_notificacao, idNotificacao)))
      .orderBy(asc(notificacoes.id_notificacao))
      .limit(limit)
  },

  async ultimoId(db: Executor, idUsuario: number) {
    const [row] = await db
      .select({ id: max(notificacoes.id_notificacao) })
      .from(notificacoes)
      .where(eq(notificacoes.id_usuario, idUsuario))
    return row?.id ?? 0
  },
}
