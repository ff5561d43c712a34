// The approval's refund, with the app's own job workers running: when Mercado Pago fails the
// approval's attempt, the job queued with the answer gives the money back, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually, type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { reembolsosFixtures } from './reembolsos.fixtures.ts'

let t: PaymentsApp
let f: ReturnType<typeof reembolsosFixtures>
beforeAll(async () => {
  t = await startPaymentsApp()
  f = reembolsosFixtures(t)
})
afterAll(() => t?.close())

describe('the approved refunds job', () => {
  it('completes a refund whose first provider call failed, refunding it once', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { idPedido, mpPaymentId, idPagamento } = await f.pedidoEntregue(v, b, 9_990)
    const idReembolso = (await f.solicitar(b.cookie, idPagamento)).json().reembolso.id_reembolso
    await f.derrubarReembolsos(1, true)
    const res = await f.responder(v.cookie, idReembolso, {
      respostaVendedor: 'Pode devolver.',
      aprovado: true,
    })
    expect(res.json().reembolso.status).toBe('processing')
    await eventually('o reembolso concluído pela fila', async () => {
      const r = await f.reembolso(idReembolso)
      return r.status === 'completed' && r
    })
    expect((await f.reembolsosNoProvedor(v, mpPaymentId)).map((r) => r.amount)).toEqual([99.9])
    expect((await f.pedido(idPedido)).status_pedido).toBe('reembolsado')
  })
})
