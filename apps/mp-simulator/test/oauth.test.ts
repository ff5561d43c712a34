// OAuth over real HTTP: the consent page driven as a browser would, codes traded by the official SDK.
import { createHash, randomBytes } from 'node:crypto'
import { MercadoPagoConfig, OAuth, User } from 'mercadopago'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SIM_APP, startSimulator } from './sim-server.ts'

let sim: Awaited<ReturnType<typeof startSimulator>>
beforeAll(async () => {
  sim = await startSimulator()
})
afterAll(() => sim?.close())

const config = (accessToken = 'APP_USR-do-app') =>
  new MercadoPagoConfig({ accessToken, options: { timeout: 5000 } })
const pkce = (verifier = randomBytes(32).toString('base64url')) => ({
  verifier,
  challenge: createHash('sha256').update(verifier).digest('base64url'),
})
const request = { client_id: SIM_APP.clientId, response_type: 'code', platform_id: 'mp', state: 'st-123' }
const authorizeUrl = (params: Record<string, string> = {}) =>
  `${sim.baseUrl}/authorization?${new URLSearchParams({ ...request, redirect_uri: SIM_APP.redirectUri, ...params })}`
const ENTITIES: Record<string, string> = { quot: '"', '#39': "'", lt: '<', gt: '>', amp: '&' }
const decode = (s = '') => s.replace(/&(quot|#39|lt|gt|amp);/g, (_, name: string) => ENTITIES[name] ?? '')

/** What a browser submits from the page: the form's action and every input's value. */
function formOf(page: string) {
  const fields = new URLSearchParams()
  for (const [input] of page.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(input)?.[1]
    if (name) fields.set(name, decode(/\bvalue="([^"]*)"/.exec(input)?.[1]))
  }
  return { action: decode(/<form\b[^>]*\baction="([^"]*)"/.exec(page)?.[1]), fields }
}

/** GET the consent page, edit it (the password by default 'teste123'), press a button: the answer. */
async function submitConsent(params: Record<string, string> = {}, decision = 'allow', edits = {}) {
  const { action, fields } = formOf(await (await fetch(authorizeUrl(params))).text())
  for (const [name, value] of Object.entries({ password: 'teste123', ...edits, decision }))
    fields.set(name, value)
  return fetch(action, { method: 'POST', body: fields, redirect: 'manual' })
}

/** The same, for a consent that goes back to the app: where the 302 points. */
async function consent(params: Record<string, string> = {}, decision = 'allow', edits = {}) {
  const res = await submitConsent(params, decision, edits)
  expect(res.status).toBe(302)
  return new URL(res.headers.get('location') ?? '')
}
const codeFor = async (params = {}) => (await consent(params)).searchParams.get('code') ?? ''
const APP = { client_id: SIM_APP.clientId, client_secret: SIM_APP.clientSecret }
const exchange = (code: string, extra: Record<string, string> = {}) =>
  new OAuth(config()).create({ body: { ...APP, redirect_uri: SIM_APP.redirectUri, code, ...extra } })
/** The SDK's error for a refused grant, optionally with the simulator's reason. */
const refused = (reason?: RegExp) => ({
  status: 400,
  error: 'invalid_grant',
  ...(reason && { message: expect.stringMatching(reason) }),
})
const S256 = (challenge: string) => ({ code_challenge: challenge, code_challenge_method: 'S256' })

describe('GET /authorization', () => {
  it('shows an accessible consent page whose form posts the request to publicUrl', async () => {
    const { challenge } = pkce()
    const res = await fetch(authorizeUrl(S256(challenge)))
    const page = await res.text()
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8'])
    const parts = ['lang="pt-BR"', '<h1>', 'O aplicativo <strong>Recria</strong>', '>Cancelar</button>']
    for (const part of parts) expect(page).toContain(part)
    expect(page).toMatch(/<label for="nickname">Apelido<\/label>\s*<input id="nickname"/)
    expect(page).toMatch(/<label for="email">E-mail<\/label>\s*<input id="email" name="email" type="email"/)
    expect(page).toMatch(
      /<label for="password">Senha<\/label>\s*<input id="password" name="password" type="password" value="" required maxlength="128" autocomplete="current-password"/,
    )
    expect(page).not.toMatch(/<script|style=/)
    const { action, fields } = formOf(page)
    expect(action).toBe(`${sim.baseUrl}/authorization`)
    const carried = { ...S256(challenge), client_id: SIM_APP.clientId, redirect_uri: SIM_APP.redirectUri }
    expect(Object.fromEntries(fields)).toMatchObject({ ...carried, state: 'st-123' })
    expect(fields.get('nickname')).toMatch(/^TESTUSER\d+$/)
    expect(fields.get('email')).toMatch(/^test_user_\d+@testuser\.com$/)
  })

  it('answers an unknown client_id or redirect_uri with a 400 page, never a redirect', async () => {
    const [evil, slash] = ['https://evil.example/cb', `${SIM_APP.redirectUri}/`]
    const untrusted: Record<string, string>[] = [
      { client_id: '999' },
      { redirect_uri: evil },
      { redirect_uri: slash },
    ]
    for (const params of untrusted) {
      const res = await fetch(authorizeUrl(params), { redirect: 'manual' })
      expect([res.status, res.headers.get('location')]).toEqual([400, null])
      expect(await res.text()).toContain('Não foi possível continuar')
    }
    // The form's hidden fields are checked again when they come back.
    const body = new URLSearchParams({ ...request, redirect_uri: evil, email: 'x@x.com', decision: 'allow' })
    const post = await fetch(`${sim.baseUrl}/authorization`, { method: 'POST', body, redirect: 'manual' })
    expect([post.status, post.headers.get('location')]).toEqual([400, null])
  })

  it('sends protocol errors to the verified redirect_uri, with the state', async () => {
    const cases = [
      [{ response_type: 'token' }, 'unsupported_response_type'],
      [{ ...S256(pkce().challenge), code_challenge_method: 'S512' }, 'invalid_request'],
    ] as const
    for (const [params, error] of cases) {
      const res = await fetch(authorizeUrl(params), { redirect: 'manual' })
      const back = new URL(res.headers.get('location') ?? '')
      expect(`${back.origin}${back.pathname}`).toBe(SIM_APP.redirectUri)
      expect(Object.fromEntries(back.searchParams)).toMatchObject({ error, state: 'st-123' })
    }
  })
})

describe('consent, then POST /oauth/token', () => {
  it('Autorizar + PKCE: the code buys real-shaped tokens for the account chosen on the page', async () => {
    const { verifier, challenge } = pkce()
    const email = `loja-${Date.now()}@example.com`
    const back = await consent(S256(challenge), 'allow', { nickname: 'LOJA_TESTE', email })
    expect(`${back.origin}${back.pathname}`).toBe(SIM_APP.redirectUri)
    expect(back.searchParams.get('state')).toBe('st-123')
    expect(back.searchParams.get('code')).toMatch(/^TG-[0-9a-f]{24}-\d+$/)

    const tokens = await exchange(back.searchParams.get('code') ?? '', { code_verifier: verifier })
    const [scope, uuid] = ['offline_access read write', '[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}']
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 15552000, scope, live_mode: false })
    const id = tokens.user_id
    expect(tokens.access_token).toMatch(RegExp(`^APP_USR-${SIM_APP.clientId}-\\d{6}-[0-9a-f]{32}-${id}$`))
    expect(tokens.refresh_token).toMatch(RegExp(`^TG-[0-9a-f]{24}-${id}$`))
    expect(tokens.public_key).toMatch(RegExp(`^APP_USR-${uuid}$`))
    const me = await new User(config(tokens.access_token)).get()
    expect(me).toMatchObject({ id, nickname: 'LOJA_TESTE', email, site_id: 'MLB', country_id: 'BR' })

    // The same e-mail again (without PKCE this time) signs in to the same account.
    const again = await exchange((await consent({}, 'allow', { email })).searchParams.get('code') ?? '')
    expect([again.user_id, again.public_key]).toEqual([tokens.user_id, tokens.public_key])
  })

  it('an existing account takes its password: a wrong one says so, keeps the page and signs nobody in', async () => {
    const email = `senha-${Date.now()}@example.com`
    await consent({}, 'allow', { nickname: 'LOJA_SENHA', email, password: 'minha-senha-1' })
    const codes = async () =>
      Number((await sim.pool.query('select count(*) from mp_sim.authorization_codes')).rows[0].count)
    const before = await codes()

    for (const password of ['teste123', 'Minha-senha-1', 'minha-senha-1 ']) {
      const res = await submitConsent({}, 'allow', { nickname: 'OUTRO', email, password })
      expect([res.status, res.headers.get('location')]).toEqual([401, null])
      const page = await res.text()
      expect(page).toContain('<title>Erro: autorizar aplicativo')
      expect(page).toContain(
        '<p id="password-erro" class="error">Senha incorreta para a conta deste e-mail. Confira e tente de novo.</p>',
      )
      expect(page).toMatch(
        /<input id="password" name="password" type="password" value="" [^>]*aria-invalid="true"/,
      )
      // The e-mail stays; the password typed is never sent back.
      expect(formOf(page).fields.get('email')).toBe(email)
      expect(page).not.toContain(password.trim())
    }
    expect(await codes()).toBe(before)

    const back = await consent({}, 'allow', { email, password: 'minha-senha-1' })
    const tokens = await exchange(back.searchParams.get('code') ?? '')
    expect(await new User(config(tokens.access_token)).get()).toMatchObject({ nickname: 'LOJA_SENHA', email })
    // Kept as a salted scrypt hash, never as typed.
    const { rows } = await sim.pool.query('select password_hash from mp_sim.users where email = $1', [email])
    expect(rows).toEqual([{ password_hash: expect.stringMatching(/^scrypt\$[\w-]{22}\$[\w-]{43}$/) }])
  })

  it('refuses an empty or short password before looking for the account', async () => {
    const cases = [
      ['', 'Informe a senha da conta.'],
      ['12345', 'A senha tem pelo menos 6 caracteres.'],
    ] as const
    for (const [password, message] of cases) {
      const email = `curta-${Date.now()}-${password.length}@example.com`
      const res = await submitConsent({}, 'allow', { email, password })
      expect(res.status).toBe(400)
      expect(await res.text()).toContain(`<p id="password-erro" class="error">${message}</p>`)
      const { rows } = await sim.pool.query('select 1 from mp_sim.users where email = $1', [email])
      expect(rows).toEqual([])
    }
  })

  it('the test accounts the simulator makes keep the known password teste123', async () => {
    const email = `teste-${Date.now()}@testuser.com`
    const made = await sim.control('/test-users', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nickname: 'TESTUSER_CONHECIDO', email }),
    })
    expect(made.status).toBe(201)
    const { id } = (await made.json()) as { id: number }
    expect((await submitConsent({}, 'allow', { email, password: 'outra-senha' })).status).toBe(401)
    const tokens = await exchange((await consent({}, 'allow', { email })).searchParams.get('code') ?? '')
    expect(tokens.user_id).toBe(id)
  })

  it('Cancelar redirects with access_denied and the state, without a code', async () => {
    const denied = { error: 'access_denied', error_description: 'the user denied access', state: 'st-123' }
    expect(Object.fromEntries((await consent({}, 'deny')).searchParams)).toEqual(denied)
  })

  it('a code works once, also when two exchanges race for it', async () => {
    const code = await codeFor()
    // Hold the code's row so both exchanges queue behind it before either can read it.
    const holder = await sim.pool.connect()
    await holder.query('begin')
    await holder.query('select 1 from mp_sim.authorization_codes where code = $1 for update', [code])
    const race = Promise.allSettled([exchange(code), exchange(code)])
    const waiting = `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`
    await expect.poll(async () => (await sim.pool.query(waiting)).rows[0].n).toBe(2)
    await holder.query('commit')
    holder.release()
    const results = await race
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
    await expect(exchange(code)).rejects.toMatchObject(refused(/already used/))
  })

  it('an expired code is refused', async () => {
    const code = await codeFor()
    await sim.pool.query(`update mp_sim.authorization_codes set expires_at = now() where code = $1`, [code])
    await expect(exchange(code)).rejects.toMatchObject(refused())
  })

  it('bad client credentials: 400 invalid_client, and the code survives for the rightful client', async () => {
    const code = await codeFor()
    const invalidClient = {
      status: 400,
      error: 'invalid_client',
      message: 'invalid client_id or client_secret',
    }
    await expect(exchange(code, { client_secret: 'errado' })).rejects.toMatchObject(invalidClient)
    await expect(exchange(code, { client_id: '999' })).rejects.toMatchObject(invalidClient)
    await expect(exchange(code)).resolves.toMatchObject({ token_type: 'bearer' })
  })

  it('refuses a redirect_uri other than the authorization request’s', async () => {
    const elsewhere = `${SIM_APP.redirectUri}?x=1`
    await expect(exchange(await codeFor(), { redirect_uri: elsewhere })).rejects.toMatchObject(refused())
  })

  it('PKCE: refuses a missing or wrong verifier, and a verifier for a code without challenge', async () => {
    const { verifier, challenge } = pkce()
    const code = await codeFor(S256(challenge))
    const [wrong, withoutChallenge] = [pkce().verifier, await codeFor()]
    await expect(exchange(code)).rejects.toMatchObject(refused(/code_verifier is required/))
    await expect(exchange(code, { code_verifier: wrong })).rejects.toMatchObject(refused(/does not match/))
    const downgrade = exchange(withoutChallenge, { code_verifier: verifier })
    await expect(downgrade).rejects.toMatchObject(refused(/no code_challenge/))
    await expect(exchange(code, { code_verifier: verifier })).resolves.toMatchObject({ token_type: 'bearer' })
  })
})
