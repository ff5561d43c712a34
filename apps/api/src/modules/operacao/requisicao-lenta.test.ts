// At LOG_LEVEL=info no request writes a line of its own; one slower than LOG_SLOW_REQUEST_MS writes
// exactly one warn line naming it (route, status, time, request id), its URL redacted as every URL is.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'

const lines: string[] = []
const logStream = { write: (line: string) => void lines.push(line) }
const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>)

let t: TestApp
beforeAll(async () => {
  // A sign-in checks a password hash (scrypt): always well over 5 ms.
  t = await createTestApp({ LOG_LEVEL: 'info', LOG_FORMAT: 'json', LOG_SLOW_REQUEST_MS: '5' }, { logStream })
})
afterAll(() => t.close())

it('logs one warn line for a slow request and no request lines at info', async () => {
  const { email } = await signUp(t.app, { email: 'lenta@example.com' })
  lines.length = 0
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login?token=segredo-da-url',
    payload: { email, senha: 'senha-errada-123' },
  })
  expect(res.statusCode).toBe(401)
  const requestId = res.headers['x-request-id']

  const linhas = parsed()
  expect(linhas.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([])
  const lentas = linhas.filter((l) => l.msg === 'requisição lenta')
  expect(lentas).toHaveLength(1)
  expect(lentas[0]).toMatchObject({
    level: 40,
    reqId: requestId,
    rota: '/api/auth/login',
    status: 401,
    req: { method: 'POST', url: '/api/auth/login?token=[redacted]' },
  })
  expect(lentas[0]?.ms).toBeGreaterThanOrEqual(5)
  expect(lines.join('')).not.toContain('segredo-da-url')
  expect(lines.join('')).not.toContain('senha-errada-123')
})
