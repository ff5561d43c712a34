// A process of the run that can be killed and started again: the built server (apps/api/dist) on a
// fixed port over a database it does not own, the built worker, a local S3 server, a load balancer.
// Killed with SIGKILL it comes back on the same database, port and data folder.
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../../..')

/** Every child still running: killed when the test process exits, however it exits. */
const vivos = new Set<ChildProcess>()
process.once('exit', () => {
  for (const filho of vivos) filho.kill('SIGKILL')
})

export interface ProcessoReiniciavel {
  /** Starts the process and waits until it is ready. */
  iniciar(): Promise<void>
  /** SIGKILL: no shutdown of any kind, as a crash or the kernel's OOM killer would do it. */
  matar(): Promise<void>
  /** SIGTERM; a process that does not stop in 20 s is killed. */
  parar(): Promise<void>
  /** Resolves when the process is up (at once when it is). */
  noAr(): Promise<void>
  /** What the process wrote (warnings and errors). */
  log(): string
  /** Each time the process ended on its own (a crash), with the end of what it wrote. */
  quedas(): string[]
}

export interface ServidorReiniciavel extends ProcessoReiniciavel {
  baseUrl: string
}

export interface Comando {
  /** A script run with this Node (relative to the repository), or `programa` for any other binary. */
  script?: string
  programa?: string
  args?: string[]
  env: Record<string, string>
  /** Ready when it writes this, or when this check answers true. */
  pronto: string | (() => Promise<boolean>)
}

function comandoDe({ script, programa, args = [] }: Comando): [string, string[]] {
  if (programa) return [programa, args]
  if (!script) throw new Error('um comando precisa de script ou programa')
  return [process.execPath, [script, ...args]]
}

const ambiente = (env: Record<string, string>) => ({
  ...process.env,
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  ...env,
})

export function processoReiniciavel(comando: Comando): ProcessoReiniciavel {
  let processo: ChildProcess | null = null
  let saida = ''
  let subindo: Promise<void> | null = null
  const quedas: string[] = []

  async function subir() {
    let escrito = ''
    const [programa, args] = comandoDe(comando)
    const filho = spawn(programa, args, {
      cwd: ROOT,
      env: ambiente(comando.env),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    processo = filho
    vivos.add(filho)
    const guardar = (chunk: Buffer) => {
      escrito += chunk
      saida += chunk
    }
    filho.stdout?.on('data', guardar)
    filho.stderr?.on('data', guardar)
    filho.once('error', (error) => guardar(Buffer.from(`${error.message}\n`)))
    // Killed or stopped by us, `processo` no longer points at it; otherwise it fell by itself.
    filho.once('exit', (code, signal) => {
      vivos.delete(filho)
      if (processo === filho) quedas.push(`saiu (${signal ?? code}):\n${escrito.slice(-4_000)}`)
    })
    const prazo = Date.now() + 90_000
    for (;;) {
      if (filho.exitCode !== null || filho.signalCode !== null || !filho.pid)
        throw new Error(`${programa} ${args.join(' ')} terminou ao iniciar:\n${escrito}`)
      if (Date.now() > prazo)
        throw new Error(`${programa} ${args.join(' ')} não ficou pronto em 90 s:\n${escrito}`)
      const pronto = comando.pronto
      if (typeof pronto === 'string' ? escrito.includes(pronto) : await pronto().catch(() => false)) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  async function encerrar(sinal: NodeJS.Signals) {
    const filho = processo
    if (!filho) return
    processo = null
    if (filho.exitCode === null && filho.signalCode === null) {
      const saiu = new Promise((resolve) => filho.once('exit', resolve))
      filho.kill(sinal)
      const espera = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref())
      if ((await Promise.race([saiu.then(() => true), espera(20_000).then(() => false)])) === false) {
        filho.kill('SIGKILL')
        await saiu
      }
    }
    filho.stdout?.destroy()
    filho.stderr?.destroy()
  }

  return {
    async iniciar() {
      subindo = subir()
      try {
        await subindo
      } finally {
        subindo = null
      }
    },
    matar: () => encerrar('SIGKILL'),
    parar: () => encerrar('SIGTERM'),
    async noAr() {
      for (;;) {
        if (subindo) await subindo.catch(() => {})
        else if (processo) return
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    log: () => saida,
    quedas: () => [...quedas],
  }
}

/** The built HTTP server (dist/server.js) on env.PORT. */
export function servidorReiniciavel(env: Record<string, string>): ServidorReiniciavel {
  return {
    baseUrl: `http://127.0.0.1:${Number(env.PORT)}`,
    ...processoReiniciavel({ script: 'apps/api/dist/server.js', env, pronto: 'Recria está no ar' }),
  }
}

/** A built command that runs to its end (dist/migrate.js): resolves with what it wrote, throws unless it exits 0. */
export function executar(script: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const filho = spawn(process.execPath, [script], {
      cwd: ROOT,
      env: ambiente(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    vivos.add(filho)
    let escrito = ''
    filho.stdout?.on('data', (chunk) => {
      escrito += chunk
    })
    filho.stderr?.on('data', (chunk) => {
      escrito += chunk
    })
    filho.once('error', reject)
    filho.once('exit', (code, signal) => {
      vivos.delete(filho)
      if (code === 0) resolve(escrito)
      else reject(new Error(`${script} saiu (${signal ?? code}):\n${escrito}`))
    })
  })
}
