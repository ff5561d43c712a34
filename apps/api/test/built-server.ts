// Starts the built product (apps/api/dist, serving apps/web/dist) as `npm start` would, on free
// ports with its own data folder and embedded PostgreSQL; for end-to-end tests and benchmarks.
import { spawn } from 'node:child_process'
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { embeddedUrl } from '@recria/postgres/embedded'
import { freePort } from '@recria/postgres/free-port'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const START_MS = 300_000

/** `nodeArgs`: options for the server's Node process itself (e.g. `--cpu-prof` to profile it). */
export async function startBuiltServer(env: Record<string, string> = {}, { nodeArgs = [] as string[] } = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'recria-server-'))
  await chmod(dataDir, 0o755) // the embedded server may run as the 'postgres' system user
  const port = await freePort()
  const baseUrl = `http://localhost:${port}`
  const pgPort = await freePort()
  let log = ''
  const server = spawn(process.execPath, [...nodeArgs, 'apps/api/dist/server.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      // The demo (simulator, demo seed and secrets): production mode would refuse it.
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      EMBEDDED_PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.on('data', (chunk) => (log += chunk))
  server.stderr?.on('data', (chunk) => (log += chunk))

  // A first start makes the database and the whole demo (passwords hashed, images drawn, orders paid
  // at the simulator): 20–40 s on a quiet machine, two of them at once; with every core taken by other
  // processes it has taken 2 minutes. The deadline is there to fail a start that never ends.
  const deadline = Date.now() + START_MS
  for (;;) {
    if (server.exitCode !== null) throw new Error(`o servidor terminou ao iniciar:\n${log}`)
    if (Date.now() > deadline) throw new Error(`o servidor não respondeu em ${START_MS / 1000} s:\n${log}`)
    // Ready once it says so: the first start's demo orders are made after it starts listening.
    if (log.includes('Recria está no ar')) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }

  return {
    baseUrl,
    dataDir,
    /** The server process, e.g. to read its resident memory from /proc/<pid>/status. */
    pid: server.pid as number,
    /** What the server wrote so far (warnings and errors unless `env` sets LOG_LEVEL). */
    log: () => log,
    /** The server's own database (the embedded one unless `env` names another). */
    databaseUrl: env.DATABASE_URL || embeddedUrl(pgPort, 'recria'),
    /** Ctrl-C as a person would; a server that does not stop in 20 s is killed. Nothing is left open. */
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve))
        server.kill('SIGTERM')
        const timer = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref())
        if ((await Promise.race([exited.then(() => true), timer(20_000).then(() => false)])) === false) {
          server.kill('SIGKILL')
          await exited
        }
      }
      server.stdout?.destroy()
      server.stderr?.destroy()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
