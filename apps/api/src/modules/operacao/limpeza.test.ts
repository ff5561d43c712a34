import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { deleteExpired } from './limpeza.job.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const count = async (table: string) =>
  Number((await t.pool.query(`select count(*) from ${table}`)).rows[0].count)

describe('daily housekeeping', () => {
  it('deletes sessions, reset tokens and rate-limit windows long expired, and keeps the live ones', async () => {
    const old = await signUp(t.app)
    const live = await signUp(t.app)
    await t.pool.query(`update sessoes set expira_em = now() - interval '2 days' where id_usuario = $1`, [
      old.usuario.id_usuario,
    ])
    await t.pool.query(
      `insert into tokens_redefinicao_senha (token_hash, id_usuario, expira_em)
       values ('antigo', $1, now() - interval '2 days'), ('valido', $1, now() + interval '1 hour')`,
      [live.usuario.id_usuario],
    )
    await t.pool.query(
      `insert into limites_tentativas (chave, contagem, janela_fim)
       values ('login:ip:antigo', 3, now() - interval '1 minute'), ('login:ip:atual', 1, now() + interval '10 minutes')`,
    )
    const before = { sessoes: await count('sessoes'), limites: await count('limites_tentativas') }

    const removed = await deleteExpired(t.db)

    expect(removed).toMatchObject({ sessoes: 1, tokens: 1, limites: 1 })
    expect(await count('sessoes')).toBe(before.sessoes - 1)
    expect(await count('limites_tentativas')).toBe(before.limites - 1)
    const { rows } = await t.pool.query('select token_hash from tokens_redefinicao_senha')
    expect(rows.map((r) => r.token_hash)).toEqual(['valido'])
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/usuarios/me',
      headers: { cookie: live.cookie },
    })
    expect(me.statusCode).toBe(200)
  })
})
