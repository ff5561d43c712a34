// decision 004: the SDK has no base-URL option; configureSdk must reach every SDK call.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { User } from 'mercadopago'
import { AppConfig } from 'mercadopago/dist/utils/config/index.js'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { configureSdk, sdkConfig } from './sdk.ts'

const seen: Pick<IncomingMessage, 'url' | 'method' | 'headers'>[] = []
const server = createServer((req, res) => {
  seen.push({ url: req.url, method: req.method, headers: req.headers })
  res.writeHead(200, { 'content-type': 'application/json' })
  res.end(JSON.stringify({ id: 123, nickname: 'LOCAL', email: 'local@exemplo.com' }))
})
let previous: string

beforeAll(async () => {
  previous = AppConfig.BASE_URL
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})
afterAll(async () => {
  configureSdk(previous)
  await new Promise((resolve) => server.close(resolve))
})

it('sends SDK calls to the configured base URL, with the given access token', async () => {
  const { port } = server.address() as AddressInfo
  configureSdk(`http://127.0.0.1:${port}/mp-base/`)
  const user = await new User(sdkConfig('TOKEN-DO-TESTE')).get()
  expect(user).toMatchObject({ id: 123, nickname: 'LOCAL' })
  expect(seen).toHaveLength(1)
  expect(seen[0]).toMatchObject({ url: '/mp-base/users/me', method: 'GET' })
  expect(seen[0]?.headers.authorization).toBe('Bearer TOKEN-DO-TESTE')
})

it('gives up on a provider that does not answer after two attempts of 5 s, instead of hanging', async () => {
  let attempts = 0
  const hung = createServer(() => {
    attempts++ // never answers
  })
  await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve))
  try {
    configureSdk(`http://127.0.0.1:${(hung.address() as AddressInfo).port}`)
    const started = performance.now()
    await expect(new User(sdkConfig('TOKEN-DO-TESTE')).get()).rejects.toThrow()
    const seconds = (performance.now() - started) / 1000
    expect(attempts).toBe(2)
    expect(seconds).toBeGreaterThanOrEqual(10)
    expect(seconds).toBeLessThan(13)
  } finally {
    hung.closeAllConnections()
    await new Promise((resolve) => hung.close(resolve))
  }
})
