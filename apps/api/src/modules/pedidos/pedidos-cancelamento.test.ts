// Cancelling (docs/product/pedidos.md; docs/design.md#orders-and-money): the reason's rules and messages, who
// may cancel when, the type taken from who asks, and a paid order refunded in full through the simulator
// exactly once, however many times the refund is retried, even after the provider first failed.
import { STATUS_PEDIDO } from '@recria/domain/pedido'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually, type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { checkoutFixtures, type Vendedor } from '../checkout/checkout.fixtures.ts'

let t: PaymentsApp
let f: ReturnType<typeof checkoutFixtures>
beforeAll(async () => {
  // Jobs are off: the refunds these cancellations queue are never sent to the provider.
  t = await startPaymentsApp({ JOBS_WORKERS: 'false' }, { reconcile: false })
  f = checkoutFixtures(t)
})
afterAll(() => t?.close())

const MOTIVO = 'Comprei por engano, desculpe.'
const linha = async (idPedido: number) =>
  (await t.pool.query('select * from pedidos where id_pedido = $1', [idPedido])).rows[0]
const cancelar = (cookie: string | undefined, idPedido: number, body: Record<string, unknown>) =>
  f.call('PUT', `/pedidos/${idPedido}/cancelar`, cookie, body)

/** A buy-now order, paid by card through the simulator and synced (its status approved). */
async function pedidoPago(v: Vendedor, b: { id: number; cookie: string }, preco = 12_000) {
  const { data } = (
    await f.comprarAgora(b.cookie, await f.anuncio(v, { preco_centavos: preco }), {
      forma_pagamento_selecionada: 'padrao',
    })
  ).json()
  const pago = await f.pagar(data.init_point)
  await f.retorno(b.cookie, data.id_pedido, pago.payment_id) // syncs: no webhook job runs here
  return { idPedido: data.id_pedido as number, mpPaymentId: pago.payment_id }
}

const reembolsosNoProvedor = async (v: Vendedor, mpPaymentId: number) =>
  (await f.pagamentoNoProvedor(v, mpPaymentId)).refunds ?? []

describe('the reason', () => {
  it('is required, 10 to 500 characters, with the documented messages, and nothing changes', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { data } = (
      await f.comprarAgora(b.cookie, await f.anuncio(v), { forma_pagamento_selecionada: 'padrao' })
    ).json()
    const antes = await linha(data.id_pedido)
    for (const [motivo, mensagem] of [
      [undefined, 'Por favor, informe o motivo do cancelamento'],
      ['   ', 'Por favor, informe o motivo do cancelamento'],
      ['Desisti.  ', 'O motivo deve ter pelo menos 10 caracteres'],
      ['x'.repeat(501), 'O motivo deve ter no máximo 500 caracteres'],
    ] as const) {
      const res = await cancelar(b.cookie, data.id_pedido, { motivo, id_usuario: b.id })
      expect([res.statusCode, res.json().mensagem]).toEqual([400, mensagem])
    }
    expect(await linha(data.id_pedido)).toEqual(antes)
  })
})

describe('who cancels, and when', () => {
  it('the buyer, before delivery: type COMPRADOR whatever the body says, with the event', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { data } = (
      await f.comprarAgora(b.cookie, await f.anuncio(v), { forma_pagamento_selecionada: 'padrao' })
    ).json()
    const res = await cancelar(b.cookie, data.id_pedido, {
      motivo: MOTIVO,
      id_usuario: b.id,
      tipo_cancelamento: 'VENDEDOR',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      mensagem: 'Pedido cancelado com sucesso',
      pedido: {
        status_pedido: 'cancelado',
        motivo_cancelamento: MOTIVO,
        tipo_cancelamento: 'COMPRADOR',
        data_reembolso: null,
      },
    })
    const { rows } = await t.pool.query(
      'select status_anterior, status_novo, origem, descricao from pedido_eventos where id_pedido = $1 order by id',
      [data.id_pedido],
    )
    expect(rows.at(-1)).toEqual({
      status_anterior: 'pagamento_pendente',
      status_novo: 'cancelado',
      origem: 'comprador',
      descricao: MOTIVO,
    })
  })

  it('every status × both sides: cancelled before delivery, typed by who asks; refused after, unchanged', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const wrong: string[] = []
    for (const status of STATUS_PEDIDO)
      for (const [quem, tipo] of [
        [v, 'VENDEDOR'],
        [b, 'COMPRADOR'],
      ] as const) {
        const { data } = (
          await f.comprarAgora(b.cookie, await f.anuncio(v), { forma_pagamento_selecionada: 'padrao' })
        ).json()
        await t.pool.query('update pedidos set status_pedido = $2 where id_pedido = $1', [
          data.id_pedido,
          status,
        ])
        const antes = await linha(data.id_pedido)
        const res = await cancelar(quem.cookie, data.id_pedido, {
          motivo: MOTIVO,
          id_usuario: quem.id,
          tipo_cancelamento: tipo === 'VENDEDOR' ? 'COMPRADOR' : 'VENDEDOR',
        })
        const depois = await linha(data.id_pedido)
        const pode = !['entregue', 'cancelado', 'reembolsado'].includes(status)
        const got = pode
          ? [res.statusCode, depois.status_pedido, depois.tipo_cancelamento, depois.motivo_cancelamento]
          : [res.statusCode, res.json().mensagem, JSON.stringify(depois) === JSON.stringify(antes)]
        const esperado = pode
          ? [200, 'cancelado', tipo, MOTIVO]
          : [422, 'Não é possível cancelar o pedido neste status', true]
        if (JSON.stringify(got) !== JSON.stringify(esperado)) wrong.push(`${tipo} em ${status}: ${got}`)
      }
    expect(wrong).toEqual([])
  }, 120_000)

  it('no one after delivery, nor twice; strangers never', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const outro = await f.comprador()
    const ids: number[] = []
    for (const status of ['entregue', 'cancelado', 'reembolsado', 'pronto_para_entrega']) {
      const { data } = (
        await f.comprarAgora(b.cookie, await f.anuncio(v), { forma_pagamento_selecionada: 'padrao' })
      ).json()
      await t.pool.query('update pedidos set status_pedido = $2 where id_pedido = $1', [
        data.id_pedido,
        status,
      ])
      ids.push(data.id_pedido)
    }
    const antes = await Promise.all(ids.map(linha))
    for (const id of ids.slice(0, 3))
      for (const [cookie, idUsuario] of [
        [b.cookie, b.id],
        [v.cookie, v.id],
      ] as const) {
        const res = await cancelar(cookie, id, { motivo: MOTIVO, id_usuario: idUsuario })
        expect([res.statusCode, res.json().mensagem]).toEqual([
          422,
          'Não é possível cancelar o pedido neste status',
        ])
      }
    const estranho = await cancelar(outro.cookie, ids[3] as number, { motivo: MOTIVO, id_usuario: outro.id })
    expect([estranho.statusCode, estranho.json().mensagem]).toEqual([
      403,
      'Você não tem permissão para acessar este pedido.',
    ])
    expect(await Promise.all(ids.map(linha))).toEqual(antes)

    const vendedor = await cancelar(v.cookie, ids[3] as number, { motivo: MOTIVO, id_usuario: v.id })
    expect(vendedor.json().pedido).toMatchObject({
      status_pedido: 'cancelado',
      tipo_cancelamento: 'VENDEDOR',
    })
  })
})

describe('a paid order cancelled', () => {
  it('is refunded in full at once, exactly once however often the refund runs again', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { idPedido, mpPaymentId } = await pedidoPago(v, b, 12_000)
    expect((await linha(idPedido)).status_pedido).toBe('pagamento_aprovado')

    const res = await cancelar(v.cookie, idPedido, {
      motivo: 'Sem estoque deste material.',
      id_usuario: v.id,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().pedido.data_reembolso).not.toBeNull()
    const acoes = t.services.reembolsoDoPedido
    await Promise.all([acoes.devolverCancelado(idPedido), acoes.devolverCancelado(idPedido)])
    const refunds = await reembolsosNoProvedor(v, mpPaymentId)
    expect(refunds.map((r) => [r.amount, r.status])).toEqual([[120, 'approved']])
    const { rows } = await t.pool.query(
      `select count(*)::int as n from pedido_eventos where id_pedido = $1 and descricao = 'Valor reembolsado integralmente'`,
      [idPedido],
    )
    expect(rows[0].n).toBe(1)
  })

  it('when the provider fails, stays owed, and the retry refunds it once', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { idPedido, mpPaymentId } = await pedidoPago(v, b, 8_000)
    const token = (
      await t.pool.query('select access_token_cifrado from conexoes_mercadopago where id_usuario = $1', [
        v.id,
      ])
    ).rows[0]
    await t.pool.query('update conexoes_mercadopago set access_token_cifrado = $2 where id_usuario = $1', [
      v.id,
      t.cipher.encrypt('APP_USR-revogado'),
    ])

    const res = await cancelar(b.cookie, idPedido, { motivo: MOTIVO, id_usuario: b.id })
    expect(res.statusCode).toBe(200)
    expect(res.json().pedido).toMatchObject({ status_pedido: 'cancelado', data_reembolso: null })
    const { rows: fila } = await t.pool.query(
      `select state from pgboss.job where name = 'pedido-reembolso-cancelamento' and data->>'id_pedido' = $1`,
      [String(idPedido)],
    )
    expect(fila.length).toBe(1) // queued: never lost

    await t.pool.query('update conexoes_mercadopago set access_token_cifrado = $2 where id_usuario = $1', [
      v.id,
      token.access_token_cifrado,
    ])
    const acoes = t.services.reembolsoDoPedido
    await acoes.devolverCancelado(idPedido)
    await acoes.devolverCancelado(idPedido)
    await eventually('o reembolso registrado', async () => (await linha(idPedido)).data_reembolso)
    expect((await reembolsosNoProvedor(v, mpPaymentId)).map((r) => r.amount)).toEqual([80])
  })
})
