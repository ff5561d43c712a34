// Recria's entry points run as real processes (node + tsx on the sources), for the tests of the
// release step and of process roles: empty databases on the tests' server, and children that are
// always stopped.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'

export const ROOT = path.resolve(import.meta.dirname, '../../..')

/** A database with nothing in it, on the tests' PostgreSQL server; `drop()` removes it. */
export async function emptyDatabase() {
  const name = `recria_vazio_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(inject('pgAdminUrl'))
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

export interface Processo {
  child: ChildProcess
  /** stdout and stderr so far. */
  saida(): string
  /** Resolves with the exit code (null when ended by a signal). */
  fim: Promise<number | null>
  /** Waits until the output contains `text` (fails if the process ends first or after `ms`). */
  aguardar(text: string, ms?: number): Promise<void>
  /** SIGTERM, then SIGKILL after 20 s; resolves with the exit code. */
  parar(): Promise<number | null>
}

const vivos = new Set<ChildProcess>()

/** `node --import tsx <file> …args` from the repository root, with the test's environment on top of ours. */
export function iniciar(file: string, args: string[], env: Record<string, string>): Processo {
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  vivos.add(child)
  let out = ''
  child.stdout?.on('data', (c) => (out += c))
  child.stderr?.on('data', (c) => (out += c))
  const fim = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      vivos.delete(child)
      resolve(code)
    }),
  )
  let ended = false
  void fim.then(() => (ended = true))
  return {
    child,
    saida: () => out,
    fim,
    async aguardar(text, ms = 90_000) {
      const deadline = Date.now() + ms
      while (!out.includes(text)) {
        if (ended) throw new Error(`o processo terminou antes de "${text}":\n${out}`)
        if (Date.now() > deadline) throw new Error(`"${text}" não apareceu em ${ms} ms:\n${out}`)
        await new Promise((r) => setTimeout(r, 100))
      }
    },
    async parar() {
      if (!ended) {
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
        await fim
        clearTimeout(timer)
      }
      return fim
    },
  }
}

/** Whatever a failed test left running. */
export function pararTodos() {
  for (const child of vivos) child.kill('SIGKILL')
}
