// Fault injection: every notification delivered three times, concurrently, newest first, each
// delivery's first attempt failing — several payments must still converge to one row each, the right
// statuses, and one 'pagamento_aprovado' event per approved order (docs/design.md#orders-and-money).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { eventually, type PaymentsApp, SIM_CONTROL_TOKEN, startPaymentsApp } from '../../../test/payments.ts'

let t: PaymentsApp
beforeAll(async () => {
  t = await startPaymentsApp()
})
afterAll(() => t?.close())

interface Delivery {
  action: string
  payment_id: string
  status: string
  attempts: number
  attempt_log: { status_code: number | null; simulated_failure: boolean }[]
}

async function deliveries(paymentId: number): Promise<Delivery[]> {
  const res = await fetch(`${t.config.mp.apiUrl}/__sim/webhooks/deliveries?payment_id=${paymentId}`, {
    headers: { 'x-sim-token': SIM_CONTROL_TOKEN },
  })
  return (await res.json()) as Delivery[]
}

describe('webhooks under duplicates, concurrency, reordering and failures', () => {
  it('converge to one row per payment, the right statuses and one approval event per order', async () => {
    const faults = await t.sim('/webhooks/faults', {
      duplicate: 3,
      reorder: true,
      failFirst: 1,
      concurrent: true,
    })
    expect(faults).toMatchObject({ duplicate: 3, reorder: true, failFirst: 1, concurrent: true })

    const buyer = await signUp(t.app)
    const sellers = [await t.connectedSeller(), await t.connectedSeller()]
    async function order(n: number, totalCentavos: number) {
      const seller = sellers[n % 2] as (typeof sellers)[number]
      const idPedido = await t.insertOrder(buyer.usuario.id_usuario, seller.usuario.id_usuario, totalCentavos)
      const pref = await t.services.preferencias.criarParaPedido(
        {
          id_pedido: idPedido,
          id_usuario_vendedor: seller.usuario.id_usuario,
          valor_total_centavos: totalCentavos,
        },
        [{ id: n, titulo: `Peça ${n}`, quantidade: 1, valor_unitario_centavos: totalCentavos }],
      )
      return { idPedido, pref: pref.id }
    }

    const cardOk = await order(0, 5000)
    const cardRefused = await order(1, 7990)
    const pixThenOk = await order(2, 12345)
    const boletoPending = await order(3, 2500)
    const secondCardOk = await order(4, 999)
    const cases = [cardOk, cardRefused, pixThenOk, boletoPending, secondCardOk]
    const paid = {
      cardOk: await t.pay(cardOk.pref, 'master', 'APRO'),
      cardRefused: await t.pay(cardRefused.pref, 'master', 'OTHE'),
      pixThenOk: await t.pay(pixThenOk.pref, 'pix', ''),
      boletoPending: await t.pay(boletoPending.pref, 'bolbradesco', ''),
      secondCardOk: await t.pay(secondCardOk.pref, 'master', 'APRO'),
    }
    expect(paid.pixThenOk.status).toBe('pending')
    // Paid within the reorder window: payment.updated goes out before payment.created.
    await t.sim(`/payments/${paid.pixThenOk.payment_id}/status`, { status: 'approved' })

    const ids = Object.values(paid).map((p) => p.payment_id)
    const all = await eventually(
      'todas as entregas do simulador',
      async () => {
        const lists = await Promise.all(ids.map(deliveries))
        return lists.every((list) => list.length > 0 && list.every((d) => d.status === 'delivered'))
          ? lists
          : null
      },
      30_000,
    )
    // The faults really happened: 3 deliveries per notification, each tried twice, the first refused.
    for (const list of all) {
      expect(list.length % 3).toBe(0)
      for (const d of list) {
        expect(d.attempts).toBe(2)
        expect(d.attempt_log.map((a) => a.simulated_failure)).toEqual([true, false])
        expect(d.attempt_log.every((a) => a.status_code === 200)).toBe(true)
      }
    }
    const pixDeliveries = all[2] as Delivery[]
    expect(pixDeliveries.map((d) => d.action).sort()).toEqual([
      ...Array(3).fill('payment.created'),
      ...Array(3).fill('payment.updated'),
    ])

    // Every POST we answered 200 is an event, and each was settled by a sync.
    const sent = all.flat().reduce((n, d) => n + d.attempt_log.length, 0)
    const settled = await eventually('os eventos processados', async () => {
      const { rows } = await t.pool.query(
        `select count(*)::int as n, count(processado_em)::int as ok, count(erro)::int as erros
         from webhook_eventos where data_id = any($1)`,
        [ids.map(String)],
      )
      return rows[0].n === sent && rows[0].ok === sent ? rows[0] : null
    })
    expect(settled).toEqual({ n: sent, ok: sent, erros: 0 })

    const { rows: pagamentos } = await t.pool.query(
      `select mercado_pago_payment_id::text as id, count(*) over (partition by mercado_pago_payment_id)::int as n,
              status, id_pedido from pagamentos where mercado_pago_payment_id = any($1) order by id_pedido`,
      [ids],
    )
    expect(pagamentos.map((p) => [p.id_pedido, p.status, p.n])).toEqual([
      [cardOk.idPedido, 'approved', 1],
      [cardRefused.idPedido, 'rejected', 1],
      [pixThenOk.idPedido, 'approved', 1],
      [boletoPending.idPedido, 'pending', 1],
      [secondCardOk.idPedido, 'approved', 1],
    ])

    const { rows: pedidos } = await t.pool.query(
      `select p.id_pedido, p.status_pedido,
              (select count(*)::int from pedido_eventos e where e.id_pedido = p.id_pedido and e.status_novo = 'pagamento_aprovado') as aprovacoes
       from pedidos p where p.id_pedido = any($1) order by p.id_pedido`,
      [cases.map((c) => c.idPedido)],
    )
    expect(pedidos.map((p) => [p.id_pedido, p.status_pedido, p.aprovacoes])).toEqual([
      [cardOk.idPedido, 'pagamento_aprovado', 1],
      [cardRefused.idPedido, 'pagamento_pendente', 0],
      [pixThenOk.idPedido, 'pagamento_aprovado', 1],
      [boletoPending.idPedido, 'pagamento_pendente', 0],
      [secondCardOk.idPedido, 'pagamento_aprovado', 1],
    ])
    const { rows: jobs } = await t.pool.query(
      `select count(*)::int as n from pgboss.job where name = 'mercadopago-webhook' and data->>'id_evento' is not null`,
    )
    const { rows: pixOrder } = await t.pool.query(
      'select acao from webhook_eventos where data_id = $1 order by id',
      [String(paid.pixThenOk.payment_id)],
    )
    console.info(
      `[faults] ${ids.length} pagamentos, ${all.flat().length} entregas, ${sent} POSTs recebidos, ` +
        `${jobs[0].n} jobs (coalescidos) → ${pagamentos.length} linhas em pagamentos, ` +
        `${pedidos.reduce((n, p) => n + p.aprovacoes, 0)} eventos de aprovação; ` +
        `Pix recebido na ordem ${pixOrder.map((r) => r.acao.replace('payment.', '')).join(',')}`,
    )
  }, 60_000)
})
