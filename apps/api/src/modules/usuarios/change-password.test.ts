import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessionCookie, signUp } from '../../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'

let t: TestApp
let user: Awaited<ReturnType<typeof signUp>>
beforeAll(async () => {
  t = await createTestApp()
  user = await signUp(t.app)
})
afterAll(() => t.close())

const changePassword = (payload: Record<string, unknown>, who = user) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/usuarios/${who.usuario.id_usuario}/senha`,
    headers: { cookie: who.cookie },
    payload,
  })
const login = (email: string, senha: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, senha } })
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/usuarios/me', headers: { cookie } })
const passwordHash = async (id: number) =>
  (await t.pool.query('select senha_hash from usuarios where id_usuario = $1', [id])).rows[0].senha_hash

describe('PUT /api/usuarios/{id}/senha — validation (docs/product/conta.md)', () => {
  it.each([
    [
      'both missing',
      {},
      'Senha atual é obrigatória',
      { senhaAtual: 'Senha atual é obrigatória', novaSenha: 'Nova senha é obrigatória' },
    ],
    [
      'an empty current password',
      { senhaAtual: '', novaSenha: 'nova-senha-456' },
      'Senha atual é obrigatória',
      { senhaAtual: 'Senha atual é obrigatória' },
    ],
    [
      'an empty new password',
      { senhaAtual: 'qualquer', novaSenha: '' },
      'Nova senha é obrigatória',
      { novaSenha: 'Nova senha é obrigatória' },
    ],
    [
      'a new password under 8 characters',
      { senhaAtual: 'qualquer', novaSenha: 'curta12' },
      'Nova senha deve ter no mínimo 8 caracteres',
      { novaSenha: 'Nova senha deve ter no mínimo 8 caracteres' },
    ],
    [
      'the same password again',
      { senhaAtual: 'mesma-senha-1', novaSenha: 'mesma-senha-1' },
      'Nova senha deve ser diferente da atual',
      { novaSenha: 'Nova senha deve ser diferente da atual' },
    ],
  ])('answers 400 for %s', async (_case, payload, mensagem, erros) => {
    const before = await passwordHash(user.usuario.id_usuario)
    const res = await changePassword(payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ mensagem, erros })
    expect(await passwordHash(user.usuario.id_usuario)).toBe(before)
  })

  it("answers 400 'Senha atual incorreta.' for a wrong current password, changing nothing", async () => {
    const before = await passwordHash(user.usuario.id_usuario)
    const res = await changePassword({ senhaAtual: 'nao-e-esta-1', novaSenha: 'nova-senha-456' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      mensagem: 'Senha atual incorreta.',
      erros: { senhaAtual: 'Senha atual incorreta.' },
    })
    expect(await passwordHash(user.usuario.id_usuario)).toBe(before)
    expect((await me(user.cookie)).statusCode).toBe(200)
  })
})

describe('PUT /api/usuarios/{id}/senha — success', () => {
  it('changes the password, keeps the current session and ends the other sessions', async () => {
    const owner = await signUp(t.app)
    const otherDevice = sessionCookie(await login(owner.email, owner.senha))
    const before = await passwordHash(owner.usuario.id_usuario)

    const res = await changePassword({ senhaAtual: owner.senha, novaSenha: 'nova-senha-456' }, owner)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ mensagem: 'Senha alterada com sucesso.' })

    const after = await passwordHash(owner.usuario.id_usuario)
    expect(after).not.toBe(before)
    expect(after).toMatch(/^\$argon2id\$/)
    expect((await me(owner.cookie)).statusCode).toBe(200)
    const ended = await me(otherDevice)
    expect(ended.statusCode).toBe(401)
    expect(ended.json().codigo).toBe('TOKEN_INVALIDO')
    expect((await login(owner.email, owner.senha)).statusCode).toBe(401)
    expect((await login(owner.email, 'nova-senha-456')).statusCode).toBe(200)
  })
})
