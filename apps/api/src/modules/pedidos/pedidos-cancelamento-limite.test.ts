// Cancelling in a loop: each cancellation e-mails the other side, so a user's cancellations are counted
// per window; past the limit, 429 with Retry-After and the order stays as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { checkoutFixtures } from '../checkout/checkout.fixtures.ts'

let t: PaymentsApp
let f: ReturnType<typeof checkoutFixtures>
beforeAll(async () => {
  // The limit lowered to prove it; the default is far above any honest use.
  t = await startPaymentsApp({ JOBS_WORKERS: 'false', CANCEL_RATE_LIMIT_MAX: '2' })
  f = checkoutFixtures(t)
})
afterAll(() => t?.close())

const MOTIVO = 'Comprei por engano, desculpe.'
const cancelar = (cookie: string, idPedido: number, idUsuario: number) =>
  f.call('PUT', `/pedidos/${idPedido}/cancelar`, cookie, { motivo: MOTIVO, id_usuario: idUsuario })

describe("a user's cancellations in one window", () => {
  it('past the limit answer 429 with Retry-After, changing nothing', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const ids: number[] = []
    for (const nome of ['A', 'B', 'C']) {
      const res = await f.comprarAgora(b.cookie, await f.anuncio(v, { nome }), {
        forma_pagamento_selecionada: 'padrao',
      })
      ids.push(res.json().data.id_pedido)
    }
    const [a, c, d] = ids as [number, number, number]
    expect((await cancelar(b.cookie, a, b.id)).statusCode).toBe(200)
    expect((await cancelar(b.cookie, c, b.id)).statusCode).toBe(200)

    const antes = await f.tudo()
    const res = await cancelar(b.cookie, d, b.id)
    expect([res.statusCode, res.json().mensagem]).toEqual([
      429,
      'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    ])
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(await f.tudo()).toEqual(antes)
    const { rows } = await t.pool.query('select status_pedido from pedidos where id_pedido = $1', [d])
    expect(rows[0].status_pedido).toBe('pagamento_pendente')

    // The seller's own limit is not the buyer's.
    expect((await cancelar(v.cookie, d, v.id)).statusCode).toBe(200)
  })
})
