// Bad input never gets a 500: every documented route, as a visitor, a buyer and a seller, with
// malformed ids and bodies; every refusal carries a Portuguese `mensagem`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'

let t: TestApp
let cookies: Record<string, string | undefined>
beforeAll(async () => {
  t = await createTestApp()
  const buyer = await signUp(t.app, { perfil: 'comprador' })
  const seller = await signUp(t.app, { perfil: 'vendedor' })
  cookies = { visitante: undefined, comprador: buyer.cookie, vendedor: seller.cookie }
})
afterAll(() => t.close())

const IDS = ['abc', '-1', '0', '99999999999999999999', '1.5', '%00']
const BODIES: (string | undefined)[] = [
  undefined,
  '{',
  '[]',
  'null',
  '{"nome": {"$gt": 1}, "id_produto": "1; drop table usuarios", "creditos_aceitos": 1e309}',
  JSON.stringify({ descricao: 'x'.repeat(5000), valor_multiplicavel: -1, preco: 'R$ abc' }),
]

async function routes() {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
  const paths = res.json().paths as Record<string, Record<string, unknown>>
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  )
}

describe('malformed requests', () => {
  it('never answer 5xx, and every refusal has a mensagem, on every route and for every caller', async () => {
    const failures: string[] = []
    const documented = await routes()
    expect(documented.length).toBeGreaterThanOrEqual(40)
    for (const { method, path } of documented) {
      if (path.includes('/mercadopago/callback')) continue // a browser redirect, always 302
      for (const id of IDS) {
        const url = `/api${path.replace(/\{[^}]+\}/g, encodeURIComponent(id))}`
        for (const [who, cookie] of Object.entries(cookies)) {
          for (const body of method === 'GET' || method === 'DELETE' ? [undefined] : BODIES) {
            const res = await t.app.inject({
              method: method as 'GET',
              url,
              headers: {
                ...(cookie && { cookie }),
                ...(body !== undefined && { 'content-type': 'application/json' }),
              },
              payload: body,
            })
            // Some calls legitimately succeed (logout, forgot-password); a refusal must say why.
            const refused = res.statusCode >= 400
            const ok = res.statusCode < 500 && (!refused || typeof res.json().mensagem === 'string')
            const shown = (body ?? '').slice(0, 40)
            if (!ok)
              failures.push(`${who} ${method} ${url} ${shown} → ${res.statusCode} ${res.body.slice(0, 120)}`)
          }
        }
      }
    }
    expect(failures).toEqual([])
  }, 120_000)
})
