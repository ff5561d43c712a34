// docs/product/mercado-pago.md: status, authorize and disconnect (sellers only), and the whole OAuth dance
// over HTTP.
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import {
  authorize,
  connectSeller,
  createListeningApp,
  testDeps,
  uniqueAccount,
} from '../../../test/mercadopago.ts'
import type { TestApp } from '../../../test/test-app.ts'
import { sha256 } from '../../lib/tokens.ts'

let t: TestApp
beforeAll(async () => {
  t = await createListeningApp()
})
afterAll(() => t.close())

const ROUTES = [
  ['GET', '/api/auth/mercadopago/status'],
  ['POST', '/api/auth/mercadopago/authorize'],
  ['DELETE', '/api/auth/mercadopago/disconnect'],
] as const
const call = (method: string, url: string, cookie?: string) =>
  t.app.inject({ method: method as 'GET', url, headers: cookie ? { cookie } : {} })

describe('who may call', () => {
  it.each(ROUTES)('%s %s answers 401 TOKEN_NAO_FORNECIDO to a visitor', async (method, url) => {
    const res = await call(method, url)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ codigo: 'TOKEN_NAO_FORNECIDO' })
  })

  it.each(ROUTES)('%s %s answers 403 to a buyer', async (method, url) => {
    const buyer = await signUp(t.app, { perfil: 'comprador' })
    const res = await call(method, url, buyer.cookie)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ mensagem: 'Esta ação é exclusiva para vendedores.' })
  })
})

describe('a seller', () => {
  it('starts disconnected', async () => {
    const seller = await signUp(t.app, { perfil: 'vendedor' })
    const res = await call('GET', '/api/auth/mercadopago/status', seller.cookie)
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { conectado: false, userInfo: null, conectadoEm: null },
    ])
  })

  it('gets the authorization URL with a session-bound state and a PKCE challenge', async () => {
    const seller = await signUp(t.app, { perfil: 'vendedor' })
    const url = await authorize(t, seller.cookie)
    expect(`${url.origin}${url.pathname}`).toBe(`${t.config.mp.authUrl}/authorization`)
    const params = Object.fromEntries(url.searchParams)
    expect(params).toMatchObject({
      client_id: t.config.mp.clientId,
      response_type: 'code',
      platform_id: 'mp',
      redirect_uri: t.config.mp.redirectUri,
      code_challenge_method: 'S256',
    })
    expect(params.state).toMatch(/^[\w-]{43}$/)
    const { rows } = await t.pool.query('select * from estados_oauth where state_hash = $1', [
      sha256(params.state ?? ''),
    ])
    const row = rows[0]
    expect(row).toMatchObject({ id_usuario: seller.usuario.id_usuario, usado_em: null })
    expect(row.sessao_hash).toBe(sha256(seller.cookie.split('=')[1] ?? ''))
    const verifier = testDeps(t).cipher.decrypt(row.code_verifier_cifrado)
    expect(row.code_verifier_cifrado).not.toContain(verifier)
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(params.code_challenge)
    const minutes = (row.expira_em.getTime() - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(9.9)
    expect(minutes).toBeLessThanOrEqual(10)
  })

  it('connects through the consent page, sees the account, and disconnects', async () => {
    const seller = await signUp(t.app, { perfil: 'vendedor' })
    const account = uniqueAccount('atelie')
    const before = Date.now()
    expect(await connectSeller(t, seller.cookie, account)).toBe('/mercadopago-conectado?sucesso=true')

    const { rows } = await t.pool.query('select * from conexoes_mercadopago where id_usuario = $1', [
      seller.usuario.id_usuario,
    ])
    const row = rows[0]
    expect(row).toMatchObject({ nickname: account.nickname, email: account.email })
    const { cipher } = testDeps(t)
    const access = cipher.decrypt(row.access_token_cifrado)
    const refresh = cipher.decrypt(row.refresh_token_cifrado)
    expect(access).toMatch(/^APP_USR-/)
    expect(refresh).toMatch(/^TG-/)
    expect(row.access_token_cifrado).not.toContain(access)
    expect(row.refresh_token_cifrado).not.toContain(refresh)
    const lifetime = (row.expira_em.getTime() - before) / 1000
    expect(lifetime).toBeGreaterThanOrEqual(15_552_000 - 5)
    expect(lifetime).toBeLessThanOrEqual(15_552_000 + 5)
    // The stored token is the seller's own: Mercado Pago answers their account with it.
    const me = await fetch(`${t.config.mp.apiUrl}/users/me`, {
      headers: { authorization: `Bearer ${access}` },
    })
    expect(await me.json()).toMatchObject({ id: Number(row.mp_user_id), email: account.email })

    const status = await call('GET', '/api/auth/mercadopago/status', seller.cookie)
    expect(status.json()).toEqual({
      conectado: true,
      userInfo: { nickname: account.nickname, email: account.email },
      conectadoEm: row.conectado_em.toISOString(),
    })

    const out = await call('DELETE', '/api/auth/mercadopago/disconnect', seller.cookie)
    expect([out.statusCode, out.json()]).toEqual([
      200,
      { mensagem: 'Desconectado do Mercado Livre com sucesso!' },
    ])
    const after = await call('GET', '/api/auth/mercadopago/status', seller.cookie)
    expect(after.json()).toMatchObject({ conectado: false })
    const again = await call('DELETE', '/api/auth/mercadopago/disconnect', seller.cookie)
    expect([again.statusCode, again.json()]).toEqual([
      404,
      { mensagem: 'Nenhuma conta do Mercado Pago está conectada ao seu perfil.' },
    ])
  })

  it('reconnects to another account, replacing the first connection', async () => {
    const seller = await signUp(t.app, { perfil: 'vendedor' })
    await connectSeller(t, seller.cookie, uniqueAccount('primeira'))
    const second = uniqueAccount('segunda')
    expect(await connectSeller(t, seller.cookie, second)).toBe('/mercadopago-conectado?sucesso=true')
    const status = await call('GET', '/api/auth/mercadopago/status', seller.cookie)
    expect(status.json().userInfo).toEqual(second)
  })
})
