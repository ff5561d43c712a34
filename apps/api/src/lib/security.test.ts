import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registration, signUp } from '../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const ORIGEM_PROIBIDA = { mensagem: 'Origem da requisição não permitida.' }
const usersWithEmail = async (email: string) =>
  (await t.pool.query('select id_usuario from usuarios where email = $1', [email])).rows

describe('cross-site requests (docs/design.md#sessions-and-security)', () => {
  it('refuses a registration from another origin with 403 and writes nothing', async () => {
    const body = registration()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios',
      headers: { origin: 'https://evil.example' },
      payload: body,
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual(ORIGEM_PROIBIDA)
    expect(await usersWithEmail(body.email)).toEqual([])
  })

  it('refuses a password change from another origin even with a valid session cookie', async () => {
    const { usuario, cookie, senha } = await signUp(t.app)
    const { rows: before } = await t.pool.query('select senha_hash from usuarios where id_usuario = $1', [
      usuario.id_usuario,
    ])
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3000.evil.example']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/usuarios/${usuario.id_usuario}/senha`,
        headers: { cookie, origin },
        payload: { senhaAtual: senha, novaSenha: 'senha-do-invasor-1' },
      })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual(ORIGEM_PROIBIDA)
    }
    const { rows: after } = await t.pool.query('select senha_hash from usuarios where id_usuario = $1', [
      usuario.id_usuario,
    ])
    expect(after).toEqual(before)
  })

  it.each([
    ['the configured public URL', {}, 'http://localhost:3000'],
    ['the host the browser reached', { host: 'recria.example:8080' }, 'http://recria.example:8080'],
  ])('accepts a same-origin request from %s', async (_case, headers, origin) => {
    const body = registration()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios',
      headers: { ...headers, origin },
      payload: body,
    })
    expect(res.statusCode).toBe(201)
    expect(await usersWithEmail(body.email)).toHaveLength(1)
  })

  it('lets reads through whatever the origin (they change nothing)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/usuarios/me',
      headers: { origin: 'https://evil.example' },
    })
    expect(res.statusCode).toBe(401)
    expect(res.json().codigo).toBe('TOKEN_NAO_FORNECIDO')
  })
})

describe('malformed input', () => {
  const postJson = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/usuarios',
      headers: { 'content-type': 'application/json' },
      payload,
    })

  it('answers 400 in Portuguese for a body that is not JSON', async () => {
    const res = await postJson('{"nome": "Ana",')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ mensagem: 'O corpo da requisição não é um JSON válido.' })
  })

  it.each([
    ['nome', 123, 'O nome deve ter pelo menos 3 caracteres.'],
    ['termos', 'sim', 'Você precisa aceitar a Política de Privacidade e Termos de Uso.'],
    ['email', ['a@b.com'], 'E-mail inválido.'],
    ['cnpj_cpf', 52998224725, 'CPF ou CNPJ inválido.'],
  ])('answers 400 in Portuguese when %s has the wrong type (%j)', async (field, value, mensagem) => {
    const body = registration({ [field]: value })
    const res = await postJson(JSON.stringify(body))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ mensagem, erros: { [field]: mensagem } })
    expect(await usersWithEmail(String(body.email))).toEqual([])
  })

  it('answers 413 for a JSON body over 100 KB', async () => {
    const body = registration({ nome: 'A'.repeat(101 * 1024) })
    const res = await postJson(JSON.stringify(body))
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ mensagem: 'O corpo da requisição é grande demais.' })
    expect(await usersWithEmail(body.email)).toEqual([])
  })

  it('answers 404 in JSON for an unknown route', async () => {
    for (const [method, url] of [
      ['GET', '/api/nada-aqui'],
      ['PATCH', '/api/usuarios/me'],
    ] as const) {
      const res = await t.app.inject({ method, url })
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(res.json()).toEqual({ mensagem: 'Rota não encontrada.' })
    }
  })

  it('answers 400, not 500, for text PostgreSQL cannot store (a NUL byte), writing nothing', async () => {
    const body = registration({ nome: 'Ana\u0000Maria' })
    const answers = [
      await postJson(JSON.stringify(body)),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'ana\u0000@exemplo.com', senha: 'x' },
      }),
    ]
    for (const res of answers) {
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ mensagem: 'O texto enviado contém caracteres inválidos.' })
    }
    expect(await usersWithEmail(body.email)).toEqual([])
  })

  it('answers a server failure as a bare 500 message, never a stack, SQL or file path', async () => {
    const { cookie } = await signUp(t.app)
    await t.dono.query('alter table sessoes rename to sessoes_fora')
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/usuarios/me', headers: { cookie } })
      expect(res.statusCode).toBe(500)
      expect(res.json()).toEqual({ mensagem: 'Erro interno do servidor. Tente novamente mais tarde.' })
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    } finally {
      await t.dono.query('alter table sessoes_fora rename to sessoes')
    }
  })
})

describe('headers and documentation', () => {
  it('sends a strict Content-Security-Policy, nosniff and a request id on every answer', async () => {
    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/logout' })
    const error = await t.app.inject({ method: 'GET', url: '/api/usuarios/me' })
    expect([ok.statusCode, error.statusCode]).toEqual([200, 401])
    for (const res of [ok, error]) {
      const csp = String(res.headers['content-security-policy'])
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    }
    expect(ok.headers['x-request-id']).not.toBe(error.headers['x-request-id'])
  })

  it('documents the API at /api/docs/json, with paths relative to /api', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.servers).toEqual([{ url: '/api' }])
    expect(Object.keys(doc.paths['/auth/login'])).toEqual(['post'])
    expect(Object.keys(doc.paths['/usuarios/{id}'])).toEqual(['put', 'delete'])
    expect(doc.paths['/usuarios/{id}/senha'].put).toBeDefined()
  })
})
