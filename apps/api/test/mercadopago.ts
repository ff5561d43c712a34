// The Mercado Pago connection over real HTTP: the app listening (so the SDK reaches its in-process
// simulator), the consent page driven as a browser would, and our callback called with the session.

import { freePort } from '@recria/postgres/free-port'
import type { Deps } from '../src/deps.ts'
import { createCipher, tokenKey } from '../src/lib/crypto.ts'
import type { SessionUser } from '../src/lib/guards.ts'
import { sha256 } from '../src/lib/tokens.ts'
import { usuariosRepository } from '../src/modules/usuarios/usuarios.repository.ts'
import { createTestApp, type TestApp } from './test-app.ts'

/** The app on a real port: config.mp.apiUrl (http://127.0.0.1:PORT/mp-sim) then answers. */
export async function createListeningApp(env: Record<string, string> = {}, port?: number) {
  port ??= await freePort()
  const t = await createTestApp({ PORT: String(port), ...env })
  await t.app.listen({ port, host: '127.0.0.1' })
  return t
}

/** What services need, for calling them directly (the job's function, short timeouts). */
export function testDeps(t: TestApp): Deps {
  return { db: t.db, config: t.config, log: t.app.log, cipher: createCipher(tokenKey(t.config)) } as Deps
}

/** The session user behind a cookie header, as the guards build it. */
export async function sessionUser(t: TestApp, cookie: string, idUsuario: number): Promise<SessionUser> {
  const usuario = await usuariosRepository.findById(t.db, idUsuario)
  if (!usuario) throw new Error('no such user')
  const tokenHash = sha256(cookie.slice(cookie.indexOf('=') + 1))
  return { id_usuario: idUsuario, perfis: usuario.perfis, tokenHash, usuario }
}

export async function authorize(t: TestApp, cookie: string): Promise<URL> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/mercadopago/authorize',
    headers: { cookie },
  })
  if (res.statusCode !== 200) throw new Error(`authorize: ${res.statusCode} ${res.body}`)
  return new URL(res.json().authUrl)
}

const unescapeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/**
 * Opens the consent page at `authUrl`, submits its form with the button pressed (and any edited
 * fields) without following the redirect, and answers where Mercado Pago sends the browser.
 */
export async function consent(
  authUrl: URL,
  decision: 'allow' | 'deny' = 'allow',
  edits: Record<string, string> = {},
): Promise<URL> {
  const page = await fetch(authUrl)
  if (page.status !== 200) throw new Error(`consent page: ${page.status} ${await page.text()}`)
  const html = await page.text()
  const fields = new URLSearchParams()
  for (const [input] of html.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(input)?.[1]
    if (name) fields.set(name, unescapeHtml(/\bvalue="([^"]*)"/.exec(input)?.[1] ?? ''))
  }
  // The simulator's accounts in these tests keep its test accounts' password.
  for (const [name, value] of Object.entries({ password: 'teste123', ...edits, decision }))
    fields.set(name, value)
  const action = unescapeHtml(/<form\b[^>]*\baction="([^"]*)"/.exec(html)?.[1] ?? '')
  // As Chrome posts it: the page's no-referrer policy makes the form's Origin "null".
  const res = await fetch(action, {
    method: 'POST',
    body: fields,
    redirect: 'manual',
    headers: { origin: 'null' },
  })
  if (res.status !== 302) throw new Error(`consent: ${res.status} ${await res.text()}`)
  return new URL(res.headers.get('location') ?? '')
}

/** Our callback with the session cookie (or none); answers its status and Location. */
export async function callback(t: TestApp, cookie: string | undefined, query: URLSearchParams | string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/auth/mercadopago/callback?${query}`,
    headers: cookie ? { cookie } : {},
  })
  return { status: res.statusCode, location: res.headers.location }
}

/** authorize → consent → callback: answers the Location of the callback and the account used. */
export async function connectSeller(t: TestApp, cookie: string, account: Record<string, string> = {}) {
  const back = await consent(await authorize(t, cookie), 'allow', account)
  return (await callback(t, cookie, back.searchParams)).location
}

export const uniqueAccount = (name: string) => {
  const n = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`
  return { nickname: `TESTUSER_${name.toUpperCase()}_${n}`, email: `${name}.${n}@testuser.com` }
}
