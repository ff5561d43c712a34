// `npm run admin:criar -- <email>` as an operator runs it, on this test's database: an existing
// account gets the operator's profile; an unknown e-mail is told to register first.
import { execFile } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** Run without blocking: the app under test lives in this process and keeps running meanwhile. */
function criar(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const url = t.pool.options.connectionString as string
  const cli = 'apps/api/src/modules/usuarios/criar-operador.cli.ts'
  const cwd = path.resolve(import.meta.dirname, '../../../../..')
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', cli, '--database-url', url, ...args],
      { cwd, encoding: 'utf8', timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0
        resolve({ code, stdout: stdout.trim(), stderr: stderr.trim() })
      },
    )
  })
}

describe('npm run admin:criar', () => {
  it("gives a registered account the operator's profile, whatever the e-mail's case, and exits 0", async () => {
    const conta = await signUp(t.app, { perfil: 'comprador', email: 'nova.operadora@exemplo.com.br' })
    const res = await criar('Nova.Operadora@Exemplo.com.br')
    expect(res).toEqual({
      code: 0,
      stdout:
        '✔ Nova.Operadora@Exemplo.com.br agora tem o perfil de operador (administrador). Entre na Recria e abra /admin.',
      stderr: '',
    })
    const { rows } = await t.pool.query(
      'select perfil from usuario_perfis where id_usuario = $1 order by ordem',
      [conta.usuario.id_usuario],
    )
    expect(rows).toEqual([{ perfil: 'comprador' }, { perfil: 'administrador' }])
    const console = await t.app.inject({
      method: 'GET',
      url: '/api/admin/auditoria',
      headers: { cookie: conta.cookie },
    })
    expect(console.statusCode).toBe(200)
  }, 90_000)

  it('refuses an unknown e-mail with its message and exits 1, changing nothing', async () => {
    const antes = await t.pool.query('select count(*)::int as n from usuario_perfis')
    const res = await criar('ninguem@exemplo.com.br')
    expect(res).toEqual({
      code: 1,
      stdout: '',
      stderr:
        '✖ Nenhuma conta com o e-mail ninguem@exemplo.com.br. Cadastre-a primeiro (npm start, /cadastro) e rode o comando de novo.',
    })
    expect((await t.pool.query('select count(*)::int as n from usuario_perfis')).rows).toEqual(antes.rows)
  }, 90_000)

  it('prints its usage and exits 2 without an e-mail', async () => {
    expect(await criar()).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Uso: npm run admin:criar -- <email de uma conta existente>',
    })
  }, 90_000)
})
