// One PostgreSQL LISTEN connection per API process, fanning a channel's messages out to this process's
// subscribers by user (DESIGN §10): a thousand open streams cost one connection, not a thousand, and
// a NOTIFY from any process (or any transaction that commits) reaches every process.
import pg from 'pg'
import type { PoolLog } from '../db/client.ts'

export interface Assinante {
  /** A message for this user (or `null` after a reconnect: messages may have been missed). */
  aviso(payload: Record<string, unknown> | null): void
  /** The process is shutting down: end the stream. */
  encerrar(): void
}

const RECONNECT_MS = 1000

/**
 * `directUrl` (DATABASE_DIRECT_URL): the database itself when the pool goes through PgBouncer in
 * transaction mode, where a LISTEN would be lost with its server connection. Unset: the pool's own.
 */
export function createCanal(pool: pg.Pool, channel: string, log: PoolLog, directUrl?: string) {
  const clientOptions: pg.ClientConfig = directUrl ? { connectionString: directUrl } : pool.options
  const porUsuario = new Map<number, Set<Assinante>>()
  let client: pg.Client | null = null
  let ready: Promise<void> | null = null
  let retry: NodeJS.Timeout | undefined
  let closing = false

  function dispatch(msg: pg.Notification) {
    let payload: Record<string, unknown>
    try {
      payload = JSON.parse(msg.payload ?? '')
    } catch {
      return
    }
    for (const s of porUsuario.get(Number(payload.id_usuario)) ?? []) s.aviso(payload)
  }

  // Connected on first use, so a process (or a test) that never streams holds no extra connection.
  function connect(): Promise<void> {
    ready ??= (async () => {
      const c = new pg.Client(clientOptions)
      c.on('notification', dispatch)
      c.on('error', (err) => log.error({ err: { message: err.message } }, 'PostgreSQL: LISTEN caiu'))
      c.on('end', () => lost(c))
      await c.connect()
      await c.query(`listen ${pg.escapeIdentifier(channel)}`)
      // Closed while connecting: nobody else will end this one.
      if (closing) await c.end()
      else client = c
    })().catch((err) => {
      ready = null
      throw err
    })
    return ready
  }

  // The connection dropped: reconnect (every second until it works), then tell every subscriber to
  // catch up from the database, since NOTIFYs sent meanwhile reached nobody.
  function lost(c: pg.Client) {
    if (closing || client !== c) return
    client = null
    ready = null
    reconnect()
  }

  function reconnect() {
    retry = setTimeout(async () => {
      try {
        await connect()
        for (const set of porUsuario.values()) for (const s of set) s.aviso(null)
      } catch {
        if (!closing) reconnect()
      }
    }, RECONNECT_MS)
  }

  return {
    /** Listening (connected and LISTENed) when it resolves; answers the unsubscribe. */
    async assinar(idUsuario: number, assinante: Assinante) {
      await connect()
      const set = porUsuario.get(idUsuario) ?? new Set()
      set.add(assinante)
      porUsuario.set(idUsuario, set)
      return () => {
        set.delete(assinante)
        if (set.size === 0 && porUsuario.get(idUsuario) === set) porUsuario.delete(idUsuario)
      }
    },

    /** Streams still open, for tests and logs. */
    abertos: () => [...porUsuario.values()].reduce((n, set) => n + set.size, 0),

    /** Ends every stream (before the server waits for connections to close), then the connection. */
    async close() {
      closing = true
      clearTimeout(retry)
      for (const set of porUsuario.values()) for (const s of set) s.encerrar()
      porUsuario.clear()
      const c = client
      client = null
      await c?.end().catch(() => {})
    },
  }
}

export type Canal = ReturnType<typeof createCanal>
