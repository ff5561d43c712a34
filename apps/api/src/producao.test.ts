// The built server, started as a deployment would with NODE_ENV=production and the demo's defaults,
// refuses to start: exit code 1, every problem on stderr, nothing listening, no database started.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createTestDatabase } from '@recria/postgres/test-database'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { hashPassword } from './lib/passwords.ts'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const SERVER = path.join(ROOT, 'apps/api/dist/server.js')

/** Runs the built server until it exits, or until its stdout says `until` (then stops it with Ctrl-C). */
function run(env: Record<string, string>, until?: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    let stdout = ''
    let stderr = ''
    const child = spawn(process.execPath, [SERVER], {
      cwd: ROOT,
      // Only what a deployment would set: nothing inherited from the test run but the PATH.
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (chunk) => {
      stdout += chunk
      if (until && stdout.includes(until)) child.kill('SIGINT')
    })
    child.stderr.on('data', (chunk) => (stderr += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

describe('the built server with NODE_ENV=production', () => {
  it('refuses the demo defaults, naming every problem, with exit code 1', async () => {
    if (!existsSync(SERVER)) throw new Error(`${SERVER} não existe: rode npm run build antes`)
    const dataDir = await mkdtemp(path.join(tmpdir(), 'recria-producao-'))
    try {
      const { code, stdout, stderr } = await run({
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'http://loja.exemplo.com.br',
        MP_SIM_CONTROL_TOKEN: 'token-de-controle-qualquer',
        SEED_DEMO: 'true',
        PROCESS_COUNT: '2',
      })
      expect(code).toBe(1)
      expect(stderr).toContain('Recria não inicia em produção (NODE_ENV=production) com esta configuração:')
      for (const linha of [
        'MP_MODE: o simulador do Mercado Pago é só para demonstração e testes; em produção use MP_MODE=live',
        'MP_CLIENT_ID: é a credencial pública de demonstração; use a do seu aplicativo no Mercado Pago',
        'MP_CLIENT_SECRET: é a credencial pública de demonstração; use a do seu aplicativo no Mercado Pago',
        'MP_WEBHOOK_SECRET: é a credencial pública de demonstração; use a do seu aplicativo no Mercado Pago',
        'MP_SIM_CONTROL_TOKEN: a API de controle do simulador é só para testes automatizados; remova a variável',
        'SEED_DEMO: os dados de demonstração têm contas com senha pública; em produção use SEED_DEMO=false',
        'MP_TOKEN_KEY: obrigatória em produção',
        'SMTP_URL: obrigatória em produção',
        'PUBLIC_URL: em produção o endereço do site começa com https:// (recebido http://loja.exemplo.com.br)',
        'STORAGE_DRIVER: com PROCESS_COUNT=2, as imagens num disco local só existem para o processo que as recebeu; use STORAGE_DRIVER=s3',
      ])
        expect(stderr).toContain(linha)
      expect(stdout).not.toContain('Recria está no ar')
      // Refused before anything was made: no embedded database, no generated key.
      expect(await readdir(dataDir)).toEqual([])
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 40_000)
})

/** A deployment's settings with nothing of the demo, on the given database. */
const producao = (databaseUrl: string, dataDir: string) => ({
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  MP_MODE: 'live',
  MP_CLIENT_ID: '1234567890123456',
  MP_CLIENT_SECRET: 'segredo-do-aplicativo-real',
  MP_WEBHOOK_SECRET: 'segredo-dos-webhooks-real',
  MP_TOKEN_KEY: 'ab'.repeat(32),
  SMTP_URL: 'smtp://usuario:senha@127.0.0.1:2525',
  PUBLIC_URL: 'https://www.recria.com.br',
})

/** The built server in production on a fresh database where `plantar` has written its accounts. */
async function emProducao(plantar: (client: pg.Client) => Promise<void>, until?: string) {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} não existe: rode npm run build antes`)
  const database = await createTestDatabase()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'recria-producao-'))
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    await plantar(client)
    return await run(producao(database.url, dataDir), until)
  } finally {
    await client.end()
    await database.drop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

/** Writes an account as the demo seed does (one hash for all), optionally an operator. */
async function conta(client: pg.Client, email: string, senha_hash: string, operador = false) {
  const { rows } = await client.query(
    `insert into usuarios (nome, email, senha_hash, cnpj_cpf) values ('Conta', $1, $2, '52998224725') returning id_usuario`,
    [email, senha_hash],
  )
  if (operador)
    await client.query(`insert into usuario_perfis (id_usuario, perfil) values ($1, 'administrador')`, [
      rows[0].id_usuario,
    ])
}

describe('the built server in production on a database', () => {
  it('refuses to start beside the demo accounts, naming them, and prints no account', async () => {
    const { code, stdout, stderr } = await emProducao(async (client) => {
      const hash = await hashPassword('recria123')
      await conta(client, 'comprador@recria.com.br', hash)
      await conta(client, 'admin@recria.com.br', hash, true)
      await conta(client, 'cliente@exemplo.com.br', await hashPassword('senha-da-cliente'))
    })
    expect(code).toBe(1)
    expect(stderr).toContain(
      'Recria não inicia em produção (NODE_ENV=production) com contas de demonstração no banco de dados, de senha pública: admin@recria.com.br, comprador@recria.com.br. Use um banco de dados sem os dados de demonstração (docs/deploy.md).',
    )
    expect(stdout).not.toContain('Recria está no ar')
    expect(stdout + stderr).not.toContain('recria123')
  }, 60_000)

  it('starts on a database without them and never lists demo accounts', async () => {
    const { stdout, stderr } = await emProducao(async (client) => {
      await conta(client, 'operadora@exemplo.com.br', await hashPassword('senha-da-operadora'), true)
    }, 'Recria está no ar')
    expect(stdout).toContain('Recria está no ar: https://www.recria.com.br')
    expect(stdout).not.toContain('Contas de demonstração')
    expect(stdout + stderr).not.toContain('recria123')
  }, 60_000)
})
