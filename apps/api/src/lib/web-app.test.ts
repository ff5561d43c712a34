// Pages opened at another name of this machine move to PUBLIC_URL, so the session cookie, the
// Mercado Pago return and the links in e-mails meet on one origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ PORT: '3000', PUBLIC_URL: 'http://localhost:3000' })
})
afterAll(() => t.close())

const get = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } })

describe('the public address', () => {
  it('is where a page opened at 127.0.0.1 goes, path and query kept', async () => {
    const res = await get('/perfil?aba=dados', '127.0.0.1:3000')
    expect(res.statusCode).toBe(308)
    expect(res.headers.location).toBe('http://localhost:3000/perfil?aba=dados')
  })

  it('leaves the API, the simulator and other hosts alone', async () => {
    expect((await get('/api/usuarios/me', '127.0.0.1:3000')).statusCode).toBe(401)
    expect((await get('/perfil', '192.168.0.10:3000')).statusCode).not.toBe(308)
    expect((await get('/perfil', 'localhost:3000')).statusCode).not.toBe(308)
  })
})
