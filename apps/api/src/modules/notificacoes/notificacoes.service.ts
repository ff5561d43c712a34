import { NOTIFICACAO_MSG, type StatusNotificacao, type TipoNotificacao } from '@recria/domain/notificacao'
import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { NotFound } from '../../lib/errors.ts'
import { type Paginacao, pageWindow, paginated } from '../../lib/pagination.ts'
import { toNotificacao } from './notificacoes.presenter.ts'
import { notificacoesRepository as repo } from './notificacoes.repository.ts'

/** The PostgreSQL channel every API process listens on (notificacoes-canal.ts). */
export const CANAL = 'notificacoes'

export interface NovaNotificacao {
  id_usuario: number
  tipo: TipoNotificacao
  titulo: string
  mensagem: string
  id_pedido?: number | null
  dados_adicionais?: Record<string, unknown>
}

/**
 * What travels on the channel: ids only, so the payload stays far below NOTIFY's 8000 bytes. Without
 * `id_notificacao` it says the user's unread count changed (marked read, say in another tab).
 */
export interface Aviso {
  id_usuario: number
  id_notificacao?: number
}

const avisar = (db: Executor, aviso: Aviso) =>
  db.execute(sql`select pg_notify(${CANAL}, ${JSON.stringify(aviso)})`)

/**
 * Writes a notification on the caller's executor and signals it. `pg_notify` inside a transaction is
 * delivered only at commit, so an order rolled back never shows up in anyone's panel.
 */
async function notificar(tx: Executor, nova: NovaNotificacao) {
  const row = await repo.inserir(tx, {
    ...nova,
    id_pedido: nova.id_pedido ?? null,
    dados_adicionais: nova.dados_adicionais ?? {},
  })
  await avisar(tx, { id_usuario: row.id_usuario, id_notificacao: row.id_notificacao })
  return toNotificacao(row)
}

export function createNotificacoesService({ db }: Pick<Deps, 'db'>) {
  return {
    notificar,

    async listar(idUsuario: number, status: StatusNotificacao | undefined, query: Paginacao) {
      const window = pageWindow(query)
      const { rows, total } = await repo.pagina(db, idUsuario, { status, busca: query.busca }, window)
      return paginated(rows.map(toNotificacao), total, window)
    },

    async contar(idUsuario: number, status: StatusNotificacao) {
      return { total: await repo.contar(db, idUsuario, status) }
    },

    /** Another user's notification is not found, never forbidden: its existence is not theirs to know. */
    async marcarLida(idUsuario: number, idNotificacao: number) {
      const row = await repo.marcarLida(db, idUsuario, idNotificacao)
      if (!row) throw new NotFound(NOTIFICACAO_MSG.naoEncontrada)
      await avisar(db, { id_usuario: idUsuario })
      return toNotificacao(row)
    },

    async marcarTodas(idUsuario: number) {
      const marcadas = await repo.marcarTodas(db, idUsuario)
      if (marcadas > 0) await avisar(db, { id_usuario: idUsuario })
      return { marcadas }
    },

    /** The stream's catch-up after a reconnect (`Last-Event-ID`), oldest first, at most `limit`. */
    async depoisDe(idUsuario: number, idNotificacao: number, limit = 100) {
      return (await repo.depoisDe(db, idUsuario, idNotificacao, limit)).map(toNotificacao)
    },

    /** The user's newest notification id (0 with none): where a fresh stream starts. */
    ultimoId: (idUsuario: number) => repo.ultimoId(db, idUsuario),
  }
}

export type NotificacoesService = ReturnType<typeof createNotificacoesService>
