import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const perfis = (id: number, cookie: string) =>
  t.app.inject({ method: 'GET', url: `/api/usuarios/${id}/perfis`, headers: { cookie } })
const addPerfil = (id: number, cookie: string, perfil: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/usuarios/${id}/perfil`,
    headers: { cookie },
    payload: { perfil },
  })
const storedPerfis = async (id: number) =>
  (
    await t.pool.query('select perfil from usuario_perfis where id_usuario = $1 order by ordem', [id])
  ).rows.map((r) => r.perfil)

describe('GET /api/usuarios/{id}/perfis', () => {
  it('lists the profiles of the signed-in user as [{perfil}]', async () => {
    const { usuario, cookie } = await signUp(t.app, { perfil: 'vendedor' })
    const res = await perfis(usuario.id_usuario, cookie)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([{ perfil: 'vendedor' }])
  })

  it('answers 400 for an id that is not a number', async () => {
    const { cookie } = await signUp(t.app)
    const res = await t.app.inject({ method: 'GET', url: '/api/usuarios/abc/perfis', headers: { cookie } })
    expect(res.statusCode).toBe(400)
    expect(res.json().mensagem).toBe('Identificador inválido.')
  })
})

describe('POST /api/usuarios/{id}/perfil', () => {
  let buyer: Awaited<ReturnType<typeof signUp>>
  beforeAll(async () => {
    buyer = await signUp(t.app, { perfil: 'comprador' })
  })
  it('adds the missing profile after the existing one, keeping the active profile', async () => {
    const { usuario, cookie } = await signUp(t.app, { perfil: 'vendedor' })
    const res = await addPerfil(usuario.id_usuario, cookie, 'comprador')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      ...usuario,
      perfil: 'vendedor',
      perfis: [{ perfil: 'vendedor' }, { perfil: 'comprador' }],
    })
    expect(await storedPerfis(usuario.id_usuario)).toEqual(['vendedor', 'comprador'])
    expect((await perfis(usuario.id_usuario, cookie)).json()).toEqual([
      { perfil: 'vendedor' },
      { perfil: 'comprador' },
    ])
    const me = await t.app.inject({ method: 'GET', url: '/api/usuarios/me', headers: { cookie } })
    expect(me.json().perfis).toEqual([{ perfil: 'vendedor' }, { perfil: 'comprador' }])
  })

  it('answers 409 for a profile the user already has, adding nothing', async () => {
    const { usuario, cookie } = buyer
    const res = await addPerfil(usuario.id_usuario, cookie, 'comprador')
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ mensagem: 'Você já possui o perfil comprador.' })
    expect(await storedPerfis(usuario.id_usuario)).toEqual(['comprador'])
  })

  it.each(['admin', '', 'Vendedor', undefined])(
    'answers 400 for the perfil %j, adding nothing',
    async (perfil) => {
      const { usuario, cookie } = buyer
      const res = await addPerfil(usuario.id_usuario, cookie, perfil)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({
        mensagem: 'Escolha um perfil: Comprador ou Vendedor.',
        erros: { perfil: 'Escolha um perfil: Comprador ou Vendedor.' },
      })
      expect(await storedPerfis(usuario.id_usuario)).toEqual(['comprador'])
    },
  )
})
