// A user's messages are counted per minute: past the limit, 429 with Retry-After and nothing written.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { pedidosFixtures } from './pedidos.fixtures.ts'

let t: TestApp
beforeAll(async () => {
  // The limit lowered to prove it; the order is planted in SQL (no payment to reconcile).
  t = await createTestApp({ MENSAGEM_RATE_LIMIT_MAX: '3' }, { reconcile: false })
})
afterAll(() => t?.close())

it('the fourth message in a minute is refused with 429 and Retry-After, nothing written; the other side still writes', async () => {
  const f = pedidosFixtures(t)
  const comprador = await f.pessoa('comprador')
  const vendedor = await f.pessoa('vendedor')
  const id = await f.pedido({ comprador: comprador.id, vendedor: vendedor.id, status: 'confirmado' })
  const enviar = (cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/pedidos/${id}/mensagens`,
      headers: { cookie },
      payload: { texto: 'Oi' },
    })
  for (let i = 0; i < 3; i++) expect((await enviar(comprador.cookie)).statusCode).toBe(201)
  const res = await enviar(comprador.cookie)
  expect([res.statusCode, res.json().mensagem]).toEqual([
    429,
    'Você enviou muitas mensagens em pouco tempo. Aguarde um minuto e tente novamente.',
  ])
  const retry = Number(res.headers['retry-after'])
  expect(retry).toBeGreaterThanOrEqual(1)
  expect(retry).toBeLessThanOrEqual(60)
  const { rows } = await t.pool.query('select count(*)::int as n from mensagens_pedido')
  expect(rows[0].n).toBe(3)
  expect((await enviar(vendedor.cookie)).statusCode).toBe(201)
})
