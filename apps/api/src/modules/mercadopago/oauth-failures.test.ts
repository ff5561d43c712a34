// When Mercado Pago refuses the app or does not answer: credenciais_invalidas, timeout, callback_falhou.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { freePort } from '@recria/postgres/free-port'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import {
  authorize,
  callback,
  consent,
  createListeningApp,
  sessionUser,
  testDeps,
} from '../../../test/mercadopago.ts'
import { startSimulator } from '../../../test/simulator.ts'
import type { TestApp } from '../../../test/test-app.ts'
import { createOAuthCallbackService } from './oauth-callback.service.ts'
import { configureSdk } from './sdk.ts'

// Mercado Pago knows the app by the right secret; Recria is configured with a wrong one.
let t: TestApp
let sim: Awaited<ReturnType<typeof startSimulator>>
beforeAll(async () => {
  const port = await freePort()
  sim = await startSimulator({
    clientId: '8421039756123401',
    clientSecret: 'o-segredo-certo',
    redirectUri: `http://localhost:${port}/api/auth/mercadopago/callback`,
  })
  t = await createListeningApp(
    { MP_API_URL: sim.baseUrl, MP_AUTH_URL: sim.baseUrl, MP_CLIENT_SECRET: 'um-segredo-errado' },
    port,
  )
})
afterAll(async () => {
  await t?.close()
  await sim?.close()
})

/** A seller back from the consent page with a valid code and state. */
async function backFromConsent() {
  const s = await signUp(t.app, { perfil: 'vendedor' })
  const back = await consent(await authorize(t, s.cookie))
  return { ...s, back }
}

it('a wrong client secret is credenciais_invalidas', async () => {
  const { cookie, back } = await backFromConsent()
  expect(await callback(t, cookie, back.searchParams)).toEqual({
    status: 302,
    location: '/erro-autorizacao?erro=credenciais_invalidas',
  })
})

describe('when the token call does not go through', () => {
  // /hang never answers; /fail answers 500 (the SDK would retry it; the callback must not).
  let calls = 0
  const server = createServer((req, res) => {
    calls++
    if (req.url?.startsWith('/fail/')) {
      res.writeHead(500, { 'content-type': 'application/json' })
      res.end('{"message":"internal_error","error":"internal_error","status":500}')
    }
  })
  let base: string
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterEach(() => configureSdk(sim.baseUrl))
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  async function callbackThrough(apiUrl: string) {
    const { cookie, usuario, back } = await backFromConsent()
    const user = await sessionUser(t, cookie, usuario.id_usuario)
    configureSdk(apiUrl)
    const service = createOAuthCallbackService(testDeps(t), { timeoutMs: 300 })
    const nadaReembolsavel = async () => 0
    return service.complete(
      user,
      { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' },
      nadaReembolsavel,
    )
  }

  it('no answer in time is timeout', async () => {
    expect(await callbackThrough(`${base}/hang`)).toBe('/erro-autorizacao?erro=timeout')
  })

  it('a server error is callback_falhou, without retrying', async () => {
    calls = 0
    expect(await callbackThrough(`${base}/fail`)).toBe('/erro-autorizacao?erro=callback_falhou')
    expect(calls).toBe(1)
  })

  it('a refused connection is callback_falhou', async () => {
    const closed = await freePort()
    expect(await callbackThrough(`http://127.0.0.1:${closed}`)).toBe('/erro-autorizacao?erro=callback_falhou')
  })
})
