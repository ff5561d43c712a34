// An order paid twice (decision 015): two tabs on the provider's page or two preferences approve two
// card payments of one order at the simulator. The order stays approved once, by its first payment;
// the other is given back in full exactly once, however often and by whichever path it is synced,
// even when the provider first fails, concurrently or not, and the sweep finds one whose job was lost.
// The app's job workers are off: the tests run the queued job's work themselves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { checkoutFixtures, type Vendedor } from '../checkout/checkout.fixtures.ts'

let t: PaymentsApp
let f: ReturnType<typeof checkoutFixtures>
beforeAll(async () => {
  t = await startPaymentsApp({ JOBS_WORKERS: 'false' })
  f = checkoutFixtures(t)
})
afterAll(() => t?.close())

type Comprador = Awaited<ReturnType<typeof f.comprador>>

/** Reads the payment from the simulator and stores it, as the webhook job does. */
const sincronizar = (v: Vendedor, mpPaymentId: number) =>
  t.services.pagamentosSync.sincronizar({ mpPaymentId, mpUserId: v.mp.id })
/** The queued job's work for the order. */
const devolver = (idPedido: number) => t.services.reembolsoDoPedido.devolverDuplicados(idPedido)

const linha = async (sql: string, params: unknown[]) => (await t.pool.query(sql, params)).rows
const pedido = async (idPedido: number) =>
  (await linha('select status_pedido from pedidos where id_pedido = $1', [idPedido]))[0]?.status_pedido
const statusDoPagamento = async (mpPaymentId: number) =>
  (await linha('select status from pagamentos where mercado_pago_payment_id = $1', [mpPaymentId]))[0]?.status
const aprovacoes = async (idPedido: number) =>
  (
    await linha(
      `select count(*)::int as n from pedido_eventos where id_pedido = $1 and status_novo = 'pagamento_aprovado'`,
      [idPedido],
    )
  )[0]?.n
const jobsNaFila = async (idPedido: number) =>
  (
    await linha(
      `select count(*)::int as n from pgboss.job where name = 'pedido-reembolso-cancelamento'
         and data->>'id_pedido' = $1 and state = 'created'`,
      [String(idPedido)],
    )
  )[0]?.n
const reembolsosNoProvedor = async (v: Vendedor, mpPaymentId: number) =>
  ((await f.pagamentoNoProvedor(v, mpPaymentId)).refunds ?? []).map((r) => [r.amount, r.status])
const avisos = (idComprador: number) =>
  linha(
    `select tipo, titulo, mensagem from notificacoes where id_usuario = $1 and tipo = 'reembolso_concluido'`,
    [idComprador],
  )
const nomeDe = async (idUsuario: number) =>
  (await linha('select nome from usuarios where id_usuario = $1', [idUsuario]))[0]?.nome as string
const avisoDoDuplicado = async (v: Vendedor, idPedido: number) => ({
  tipo: 'reembolso_concluido',
  titulo: 'Pagamento duplicado devolvido',
  mensagem: `O pagamento duplicado do pedido #${idPedido} para ${await nomeDe(v.id)} foi devolvido integralmente. O pedido continua pago pelo primeiro pagamento.`,
})

/** A buy-now order of `preco` whose one preference the buyer approves twice (two tabs). */
async function pagoEmDuasAbas(v: Vendedor, b: Comprador, preco: number) {
  const { data } = (
    await f.comprarAgora(b.cookie, await f.anuncio(v, { preco_centavos: preco }), {
      forma_pagamento_selecionada: 'padrao',
    })
  ).json()
  const primeiro = await f.pagar(data.init_point)
  const segundo = await f.pagar(data.init_point)
  expect([primeiro.status, segundo.status]).toEqual(['approved', 'approved'])
  return { idPedido: data.id_pedido as number, primeiro: primeiro.payment_id, segundo: segundo.payment_id }
}

describe('an order paid twice', () => {
  it('stays approved by its first payment; the second is given back once, whatever syncs it and how often', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { idPedido, primeiro, segundo } = await pagoEmDuasAbas(v, b, 12_000)

    // The result page syncs the first; the webhook job, Sincronizar and PATCH status the second.
    await f.retorno(b.cookie, idPedido, primeiro)
    expect(await pedido(idPedido)).toBe('pagamento_aprovado')
    expect(await jobsNaFila(idPedido)).toBe(0)
    const synced = await sincronizar(v, segundo)
    expect(synced).toMatchObject({ pedidoAprovado: false, pagamentoDuplicado: true })
    for (const [metodo, rota] of [
      ['PUT', 'sincronizar'],
      ['PATCH', 'status'],
      ['PUT', 'sincronizar'],
    ] as const) {
      const res = await f.call(metodo, `/pagamentos/${synced.id_pagamento}/${rota}`, b.cookie, {})
      expect(res.statusCode).toBe(200)
    }
    expect(await jobsNaFila(idPedido)).toBe(1) // queued by the syncs, one job per order

    await Promise.all([devolver(idPedido), devolver(idPedido)])
    await devolver(idPedido)
    await sincronizar(v, segundo)
    await sincronizar(v, primeiro)

    expect(await reembolsosNoProvedor(v, segundo)).toEqual([[120, 'approved']])
    expect(await reembolsosNoProvedor(v, primeiro)).toEqual([])
    expect([await statusDoPagamento(primeiro), await statusDoPagamento(segundo)]).toEqual([
      'approved',
      'refunded',
    ])
    expect([await pedido(idPedido), await aprovacoes(idPedido)]).toEqual(['pagamento_aprovado', 1])
    expect(await avisos(b.id)).toEqual([await avisoDoDuplicado(v, idPedido)])
    expect(await t.services.reembolsoDoPedido.varrer()).not.toContain(idPedido)
  })

  it('when the provider fails the first refund (after applying it), the retry gives it back once', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { idPedido, primeiro, segundo } = await pagoEmDuasAbas(v, b, 8_000)
    await sincronizar(v, primeiro)
    await sincronizar(v, segundo)

    await t.sim('/refunds/faults', { failNext: 1, afterApplying: true })
    await expect(devolver(idPedido)).rejects.toThrow()
    expect(await statusDoPagamento(segundo)).toBe('approved') // the answer was lost: still owed
    expect(await avisos(b.id)).toEqual([])
    expect(await t.services.reembolsoDoPedido.varrer()).toContain(idPedido)

    await devolver(idPedido)
    await devolver(idPedido)
    expect(await reembolsosNoProvedor(v, segundo)).toEqual([[80, 'approved']])
    expect(await reembolsosNoProvedor(v, primeiro)).toEqual([])
    expect(await statusDoPagamento(segundo)).toBe('refunded')
    expect(await avisos(b.id)).toEqual([await avisoDoDuplicado(v, idPedido)])
  })

  it('when the provider refuses before applying, nothing is refunded until the retry', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { idPedido, primeiro, segundo } = await pagoEmDuasAbas(v, b, 6_500)
    await sincronizar(v, primeiro)
    await sincronizar(v, segundo)

    await t.sim('/refunds/faults', { failNext: 1 })
    await expect(devolver(idPedido)).rejects.toThrow()
    expect(await reembolsosNoProvedor(v, segundo)).toEqual([])
    await devolver(idPedido)
    expect(await reembolsosNoProvedor(v, segundo)).toEqual([[65, 'approved']])
    expect(await reembolsosNoProvedor(v, primeiro)).toEqual([])
  })

  it('whose job was lost is found by the sweep, queued again and given back', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { idPedido, primeiro, segundo } = await pagoEmDuasAbas(v, b, 4_000)
    await sincronizar(v, primeiro)
    await sincronizar(v, segundo)
    await t.pool.query(
      `delete from pgboss.job where name = 'pedido-reembolso-cancelamento' and data->>'id_pedido' = $1`,
      [String(idPedido)],
    )
    expect(await jobsNaFila(idPedido)).toBe(0)

    expect(await t.services.reembolsoDoPedido.varrer()).toContain(idPedido)
    expect(await jobsNaFila(idPedido)).toBe(1)
    await devolver(idPedido)
    expect(await reembolsosNoProvedor(v, segundo)).toEqual([[40, 'approved']])
    expect(await t.services.reembolsoDoPedido.varrer()).not.toContain(idPedido)
  })
})

describe('two approvals of a pending order synced at once', () => {
  it('approve the order once; the later payment is given back', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { data } = (
      await f.comprarAgora(b.cookie, await f.anuncio(v, { preco_centavos: 9_900 }), {
        forma_pagamento_selecionada: 'padrao',
      })
    ).json()
    const idPedido = data.id_pedido as number
    // Paying again before any payment is stored makes a second preference: two tabs, two preferences.
    const denovo = (await f.pagarPedido(b.cookie, idPedido)).json().data
    expect(denovo.init_point).not.toBe(data.init_point)
    const primeiro = (await f.pagar(data.init_point)).payment_id
    const segundo = (await f.pagar(denovo.init_point)).payment_id

    const results = await Promise.all([segundo, primeiro, segundo, primeiro].map((id) => sincronizar(v, id)))
    expect(results.filter((r) => r.pedidoAprovado)).toHaveLength(1)
    expect([await pedido(idPedido), await aprovacoes(idPedido)]).toEqual(['pagamento_aprovado', 1])
    expect(await jobsNaFila(idPedido)).toBe(1)

    await devolver(idPedido)
    expect(await reembolsosNoProvedor(v, segundo)).toEqual([[99, 'approved']])
    expect(await reembolsosNoProvedor(v, primeiro)).toEqual([])
    expect(await pedido(idPedido)).toBe('pagamento_aprovado')
    expect(await avisos(b.id)).toEqual([await avisoDoDuplicado(v, idPedido)])
  })
})
