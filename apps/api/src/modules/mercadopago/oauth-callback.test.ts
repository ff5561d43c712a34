// The callback's error codes (docs/product/mercado-pago.md): each failure lands on
// /erro-autorizacao?erro=<code>.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import {
  authorize,
  callback,
  connectSeller,
  consent,
  createListeningApp,
  uniqueAccount,
} from '../../../test/mercadopago.ts'
import type { TestApp } from '../../../test/test-app.ts'
import { sha256 } from '../../lib/tokens.ts'

let t: TestApp
beforeAll(async () => {
  t = await createListeningApp()
})
afterAll(() => t.close())

const seller = () => signUp(t.app, { perfil: 'vendedor' })
const erro = (code: string) => `/erro-autorizacao?erro=${code}`
const connectionOf = async (id: number) =>
  (await t.pool.query('select * from conexoes_mercadopago where id_usuario = $1', [id])).rows[0]

describe('the state', () => {
  it('is single use: the same callback again is sessao_expirada', async () => {
    const s = await seller()
    const back = await consent(await authorize(t, s.cookie))
    expect((await callback(t, s.cookie, back.searchParams)).location).toBe(
      '/mercadopago-conectado?sucesso=true',
    )
    expect(await callback(t, s.cookie, back.searchParams)).toEqual({
      status: 302,
      location: erro('sessao_expirada'),
    })
  })

  it('expires after 10 minutes', async () => {
    const s = await seller()
    const back = await consent(await authorize(t, s.cookie))
    await t.pool.query(
      `update estados_oauth set expira_em = now() - interval '1 second' where state_hash = $1`,
      [sha256(back.searchParams.get('state') ?? '')],
    )
    expect((await callback(t, s.cookie, back.searchParams)).location).toBe(erro('sessao_expirada'))
    expect(await connectionOf(s.usuario.id_usuario)).toBeUndefined()
  })

  it('belongs to the session that asked: another session, another user or none is refused', async () => {
    const s = await seller()
    const back = await consent(await authorize(t, s.cookie))
    const otherSession = (await signUpAgain(s)).cookie
    const otherUser = (await seller()).cookie
    for (const cookie of [otherSession, otherUser, undefined]) {
      expect((await callback(t, cookie, back.searchParams)).location).toBe(erro('sessao_expirada'))
    }
    // None of those attempts spent it: the rightful session still completes.
    expect((await callback(t, s.cookie, back.searchParams)).location).toBe(
      '/mercadopago-conectado?sucesso=true',
    )
  })

  it('unknown, missing or repeated is sessao_expirada, still as a redirect', async () => {
    const s = await seller()
    for (const query of ['code=TG-x&state=inventado', 'code=TG-x', 'state=a&state=b&code=TG-x', '']) {
      expect(await callback(t, s.cookie, query)).toEqual({ status: 302, location: erro('sessao_expirada') })
    }
  })
})

describe('the answer from the consent page', () => {
  it('Cancelar is access_denied', async () => {
    const s = await seller()
    const back = await consent(await authorize(t, s.cookie), 'deny')
    expect(back.searchParams.get('error')).toBe('access_denied')
    expect((await callback(t, s.cookie, back.searchParams)).location).toBe(erro('access_denied'))
    expect(await connectionOf(s.usuario.id_usuario)).toBeUndefined()
  })

  it('another error from Mercado Pago is callback_falhou', async () => {
    const s = await seller()
    const state = (await authorize(t, s.cookie)).searchParams.get('state') ?? ''
    const query = new URLSearchParams({ error: 'server_error', state })
    expect((await callback(t, s.cookie, query)).location).toBe(erro('callback_falhou'))
  })

  it('without a code is codigo_ausente', async () => {
    const s = await seller()
    const back = await consent(await authorize(t, s.cookie))
    back.searchParams.delete('code')
    expect((await callback(t, s.cookie, back.searchParams)).location).toBe(erro('codigo_ausente'))
  })

  it('an expired code is codigo_invalido', async () => {
    const s = await seller()
    const back = await consent(await authorize(t, s.cookie))
    await t.pool.query(
      `update mp_sim.authorization_codes set expires_at = now() - interval '1 second' where code = $1`,
      [back.searchParams.get('code')],
    )
    expect((await callback(t, s.cookie, back.searchParams)).location).toBe(erro('codigo_invalido'))
  })

  it('a code already used is codigo_invalido', async () => {
    const s = await seller()
    const first = await consent(await authorize(t, s.cookie))
    await callback(t, s.cookie, first.searchParams)
    const fresh = await authorize(t, s.cookie)
    const query = new URLSearchParams({
      code: first.searchParams.get('code') ?? '',
      state: fresh.searchParams.get('state') ?? '',
    })
    expect((await callback(t, s.cookie, query)).location).toBe(erro('codigo_invalido'))
  })
})

describe('one Mercado Pago account, one seller', () => {
  it('refuses an account connected to another seller and keeps that connection', async () => {
    const first = await seller()
    const account = uniqueAccount('disputada')
    expect(await connectSeller(t, first.cookie, account)).toBe('/mercadopago-conectado?sucesso=true')
    const kept = await connectionOf(first.usuario.id_usuario)

    const second = await seller()
    expect(await connectSeller(t, second.cookie, account)).toBe(erro('callback_falhou'))
    expect(await connectionOf(second.usuario.id_usuario)).toBeUndefined()
    expect(await connectionOf(first.usuario.id_usuario)).toEqual(kept)
  })
})

/** A second session of the same user (signing in again). */
async function signUpAgain(user: Awaited<ReturnType<typeof seller>>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, senha: user.senha },
  })
  const cookie = res.cookies.find((c) => c.name === 'recria_sessao')
  return { cookie: `recria_sessao=${cookie?.value}` }
}
