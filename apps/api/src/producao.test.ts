// The built server, started as a deployment would with NODE_ENV=production and the demo's defaults,
// refuses to start: exit code 1, every problem on stderr, nothing listening, no database started.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const SERVER = path.join(ROOT, 'apps/api/dist/server.js')

function run(env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    let stdout = ''
    let stderr = ''
    const child = spawn(process.execPath, [SERVER], {
      cwd: ROOT,
      // Only what a deployment would set: nothing inherited from the test run but the PATH.
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (chunk) => (stdout += chunk))
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
