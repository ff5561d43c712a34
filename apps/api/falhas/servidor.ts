// The built server (apps/api/dist) as one process on a fixed port over a database it does not own,
// so it can be killed with SIGKILL and started again on the same database and port.
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../../..')

export interface ServidorReiniciavel {
  baseUrl: string
  /** Starts the server and waits until it says it is up. */
  iniciar(): Promise<void>
  /** SIGKILL: no shutdown of any kind, as a crash or the kernel's OOM killer would do it. */
  matar(): Promise<void>
  /** Ctrl-C; a server that does not stop in 20 s is killed. */
  parar(): Promise<void>
  /** Resolves when the server answers (at once when it is up). */
  noAr(): Promise<void>
  /** What the server wrote (warnings and errors). */
  log(): string
  /** Each time the server ended on its own (a crash), with the end of what it wrote. */
  quedas(): string[]
}

export function servidorReiniciavel(env: Record<string, string>): ServidorReiniciavel {
  const port = Number(env.PORT)
  const baseUrl = `http://127.0.0.1:${port}`
  let processo: ChildProcess | null = null
  let saida = ''
  let subindo: Promise<void> | null = null
  const quedas: string[] = []

  async function subir() {
    let escrito = ''
    const filho = spawn(process.execPath, ['apps/api/dist/server.js'], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    processo = filho
    const guardar = (chunk: Buffer) => {
      escrito += chunk
      saida += chunk
    }
    filho.stdout?.on('data', guardar)
    filho.stderr?.on('data', guardar)
    // Killed or stopped by us, `processo` no longer points at it; otherwise it fell by itself.
    filho.once('exit', (code, signal) => {
      if (processo === filho) quedas.push(`saiu (${signal ?? code}):\n${escrito.slice(-4_000)}`)
    })
    const prazo = Date.now() + 90_000
    for (;;) {
      if (filho.exitCode !== null || filho.signalCode !== null)
        throw new Error(`o servidor terminou ao iniciar:\n${escrito}`)
      if (Date.now() > prazo) throw new Error(`o servidor não respondeu em 90 s:\n${escrito}`)
      if (escrito.includes('Recria está no ar')) return
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
    baseUrl,
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
