// One PostgreSQL LISTEN connection per API process, fanning a channel's messages out to this process's
// subscribers by user (docs/design.md#processes): a thousand open streams cost one connection, not a
// thousand, and a NOTIFY from any process (or any transaction that commits) reaches every process.
import pg from 'pg'
import type { PoolLog } from '../db/client.ts'

export interface Assinante {
  /** A message for this user (or `null` after a reconnect: messages may have been missed). */
  aviso(payload: Record<string, unknown> | null): void
  /** The process is shutting down: end the stream. */
  encerrar(): void
}

/** A whole channel's listener (e.g. the storefront's cache on 'catalogo'): every message, unfiltered. */
export interface Ouvinte {
  mensagem(payload: string): void
  /** The connection dropped: messages may be missed until `retomada`. */
  perdida(): void
  /** Listening again (or for the first time). */
  retomada(): void
}

const RECONNECT_MS = 1000

/**
 * `directUrl` (DATABASE_DIRECT_URL): the database itself when the pool goes through PgBouncer in
 * transaction mode, where a LISTEN would be lost with its server connection. Unset: the pool's own.
 */
export function createCanal(pool: pg.Pool, channel: string, log: PoolLog, directUrl?: string) {
  const clientOptions: pg.ClientConfig = directUrl ? { connectionString: directUrl } : pool.options
  const porUsuario = new Map<number, Set<Assinante>>()
  /** Other channels on the same connection, each with its listeners. */
  const ouvintes = new Map<string, Set<Ouvinte>>()
  /** Every listener once, whatever the number of channels it listens to. */
  const todos = () => new Set([...ouvintes.values()].flatMap((set) => [...set]))
  let client: pg.Client | null = null
  let ready: Promise<void> | null = null
  let retry: NodeJS.Timeout | undefined
  let closing = false

  function dispatch(msg: pg.Notification) {
    const doCanal = ouvintes.get(msg.channel)
    if (doCanal) {
      for (const o of doCanal) o.mensagem(msg.payload ?? '')
      return
    }
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
      for (const canal of [channel, ...ouvintes.keys()]) await c.query(`listen ${pg.escapeIdentifier(canal)}`)
      // Closed while connecting: nobody else will end this one.
      if (closing) await c.end()
      else {
        client = c
        for (const o of todos()) o.retomada()
      }
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
    for (const o of todos()) o.perdida()
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

  /** Connects now (not on first use); a failed first attempt is retried every second. */
  function conectar() {
    connect().catch((err) => {
      log.error({ err: { message: err.message } }, 'PostgreSQL: LISTEN não conectou')
      if (!closing) reconnect()
    })
  }

  return {
    /**
     * Listens to another channel on this connection (before `conectar`): `retomada` each time the
     * connection listens, `perdida` each time it drops. A channel may have several listeners, and a
     * listener several channels.
     */
    ouvir(canal: string, ouvinte: Ouvinte) {
      ouvintes.set(canal, (ouvintes.get(canal) ?? new Set()).add(ouvinte))
      if (client)
        client
          .query(`listen ${pg.escapeIdentifier(canal)}`)
          .then(() => ouvinte.retomada())
          .catch(() => {}) // a dropped connection: `lost` reconnects, and LISTENs it again
    },

    conectar,

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
      for (const o of todos()) o.perdida()
      for (const set of porUsuario.values()) for (const s of set) s.encerrar()
      porUsuario.clear()
      const c = client
      client = null
      await c?.end().catch(() => {})
    },
  }
}

export type Canal = ReturnType<typeof createCanal>
