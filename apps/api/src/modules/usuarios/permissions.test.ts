// Routes naming a user answer only for the signed-in user (docs/design.md#http-conventions): 403 for anyone
// else, 401 without a session.
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cpf, signUp } from '../../../test/fixtures.ts'
import { form } from '../../../test/forms.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'

let t: TestApp
let intruder: Awaited<ReturnType<typeof signUp>>
let victim: Awaited<ReturnType<typeof signUp>>
beforeAll(async () => {
  t = await createTestApp()
  intruder = await signUp(t.app)
  victim = await signUp(t.app)
})
afterAll(() => t.close())

/** Everything stored about the victim: the row (with its password hash), profiles and sessions. */
async function victimState() {
  const id = victim.usuario.id_usuario
  const [usuario, perfis, sessoes] = await Promise.all([
    t.pool.query('select * from usuarios where id_usuario = $1', [id]),
    t.pool.query('select perfil, ordem from usuario_perfis where id_usuario = $1 order by ordem', [id]),
    t.pool.query('select token_hash, expira_em from sessoes where id_usuario = $1 order by token_hash', [id]),
  ])
  return { usuario: usuario.rows, perfis: perfis.rows, sessoes: sessoes.rows }
}

type Call = (id: number, cookie?: string) => InjectOptions
const headers = (cookie?: string) => (cookie ? { cookie } : {})

const CALLS: [string, Call][] = [
  [
    'GET /usuarios/{id}/perfis',
    (id, cookie) => ({ method: 'GET', url: `/api/usuarios/${id}/perfis`, headers: headers(cookie) }),
  ],
  [
    'POST /usuarios/{id}/perfil',
    (id, cookie) => ({
      method: 'POST',
      url: `/api/usuarios/${id}/perfil`,
      headers: headers(cookie),
      payload: { perfil: 'vendedor' },
    }),
  ],
  [
    'PUT /usuarios/{id}',
    (id, cookie) => ({
      method: 'PUT',
      url: `/api/usuarios/${id}`,
      headers: headers(cookie),
      payload: form({
        nome: 'Invasor',
        email: 'invasor@exemplo.com.br',
        cnpj_cpf: cpf(),
        telefone: '',
        removerFoto: 'true',
      }),
    }),
  ],
  [
    'PUT /usuarios/{id}/senha',
    (id, cookie) => ({
      method: 'PUT',
      url: `/api/usuarios/${id}/senha`,
      headers: headers(cookie),
      payload: { senhaAtual: victim.senha, novaSenha: 'senha-do-invasor-1' },
    }),
  ],
]

describe("another user's routes", () => {
  it.each(CALLS)("%s with another user's id answers 403 and changes nothing", async (_name, call) => {
    const before = await victimState()
    const res = await t.app.inject(call(victim.usuario.id_usuario, intruder.cookie))
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ mensagem: 'Você não tem permissão para acessar dados de outro usuário.' })
    expect(await victimState()).toEqual(before)
  })

  it.each(CALLS)(
    '%s for an id that does not exist answers 403 too (no hint of who exists)',
    async (_name, call) => {
      const res = await t.app.inject(call(999_999, intruder.cookie))
      expect(res.statusCode).toBe(403)
    },
  )

  it.each(CALLS)(
    '%s without a session answers 401 TOKEN_NAO_FORNECIDO and changes nothing',
    async (_name, call) => {
      const before = await victimState()
      const res = await t.app.inject(call(victim.usuario.id_usuario))
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({
        codigo: 'TOKEN_NAO_FORNECIDO',
        mensagem: 'Você precisa estar logado para acessar este recurso.',
      })
      expect(await victimState()).toEqual(before)
    },
  )

  it('leaves the victim able to use the account', async () => {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/usuarios/me',
      headers: { cookie: victim.cookie },
    })
    expect(me.json()).toEqual(victim.usuario)
  })
})
