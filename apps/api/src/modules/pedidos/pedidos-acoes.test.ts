// The seller's steps (docs/product/pedidos.md; docs/design.md#orders-and-money): every status × every status
// asked for, by the seller and by the buyer; only the next step is taken, stamping its date and writing its
// event; anything else is 422 and changes nothing.

import { canTransition, STATUS_PEDIDO } from '@recria/domain/pedido'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { checkoutFixtures } from '../checkout/checkout.fixtures.ts'

let t: PaymentsApp
let f: ReturnType<typeof checkoutFixtures>
beforeAll(async () => {
  // Jobs are off: the refunds these cancellations queue are never sent to the provider.
  t = await startPaymentsApp({ JOBS_WORKERS: 'false' }, { reconcile: false })
  f = checkoutFixtures(t)
})
afterAll(() => t?.close())

const DATA = {
  confirmado: 'data_confirmacao',
  em_preparacao: 'data_preparacao',
  pronto_para_entrega: 'data_pronto_entrega',
  entregue: 'data_entrega_realizada',
} as const
const isPasso = (status: string): status is keyof typeof DATA => status in DATA

/** An order of `v` bought by `b`, made by the checkout, then set to `status` as the test needs. */
async function pedidoEm(
  status: string,
  v: Awaited<ReturnType<typeof f.vendedor>>,
  b: { id: number; cookie: string },
) {
  const res = await f.comprarAgora(b.cookie, await f.anuncio(v), { forma_pagamento_selecionada: 'padrao' })
  const idPedido = res.json().data.id_pedido as number
  await t.pool.query('update pedidos set status_pedido = $2 where id_pedido = $1', [idPedido, status])
  return idPedido
}

const linha = async (idPedido: number) =>
  (await t.pool.query('select * from pedidos where id_pedido = $1', [idPedido])).rows[0]
const eventos = async (idPedido: number) =>
  (
    await t.pool.query(
      'select status_anterior, status_novo, origem from pedido_eventos where id_pedido = $1 order by id',
      [idPedido],
    )
  ).rows

describe('the seller moves an order forward', () => {
  it('takes exactly the next step from every status, and refuses every other pair', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const wrong: string[] = []
    for (const de of STATUS_PEDIDO)
      for (const para of STATUS_PEDIDO) {
        const idPedido = await pedidoEm(de, v, b)
        const antes = await linha(idPedido)
        // The checkout's order is picked up: 'pronto_para_entrega' carries the pickup instructions.
        const res = await f.call('PUT', `/pedidos/${idPedido}/status`, v.cookie, {
          status: para,
          id_usuario: v.id,
          instrucoes: 'Retire na recepção com o número do pedido',
        })
        const depois = await linha(idPedido)
        if (isPasso(para) && canTransition(de, para)) {
          if (
            res.statusCode !== 200 ||
            depois.status_pedido !== para ||
            !(depois[DATA[para]] instanceof Date)
          )
            wrong.push(`${de} → ${para}: ${res.statusCode} ${res.body}`)
          expect((await eventos(idPedido)).at(-1)).toEqual({
            status_anterior: de,
            status_novo: para,
            origem: 'vendedor',
          })
        } else {
          const got = [res.statusCode, res.json().mensagem]
          if (
            JSON.stringify(got) !==
            JSON.stringify([422, 'Esta ação não está disponível para o status atual do pedido'])
          )
            wrong.push(`${de} → ${para}: ${got}`)
          expect(depois).toEqual(antes)
        }
      }
    expect(wrong).toEqual([])
  }, 240_000)

  it('by the buyer, from every status to every step, is refused and changes nothing', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    // A buyer who sells too passes the seller-only door: the order still is not theirs to move.
    const ambos = await f.vendedor()
    const perfil = await f.call('POST', `/usuarios/${ambos.id}/perfil`, ambos.cookie, { perfil: 'comprador' })
    expect(perfil.statusCode).toBeLessThan(300)
    const wrong: string[] = []
    for (const [quem, esperado] of [
      [b, [403, 'Esta ação é exclusiva para vendedores.']],
      [ambos, [403, 'Você não tem permissão para acessar este pedido.']],
    ] as const)
      for (const de of STATUS_PEDIDO) {
        const idPedido = await pedidoEm(de, v, quem)
        const antes = await linha(idPedido)
        const eventosAntes = await eventos(idPedido)
        for (const para of STATUS_PEDIDO) {
          const res = await f.call('PUT', `/pedidos/${idPedido}/status`, quem.cookie, {
            status: para,
            id_usuario: quem.id,
          })
          const got = [res.statusCode, res.json().mensagem]
          if (JSON.stringify(got) !== JSON.stringify(esperado)) wrong.push(`${de} → ${para}: ${got}`)
        }
        expect(await linha(idPedido)).toEqual(antes)
        expect(await eventos(idPedido)).toEqual(eventosAntes)
      }
    expect(wrong).toEqual([])
  }, 120_000)

  it('answers the new status in the documented words, with its date', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const idPedido = await pedidoEm('pagamento_aprovado', v, b)
    const res = await f.call('PUT', `/pedidos/${idPedido}/status`, v.cookie, {
      status: 'CONFIRMADO',
      id_usuario: v.id,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      mensagem: 'O Status do pedido foi atualizado para Confirmado',
      pedido: { id_pedido: idPedido, status_pedido: 'confirmado' },
    })
    expect(Date.parse(res.json().pedido.data_confirmacao)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('an unpaid order cannot be confirmed (decision 016)', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const idPedido = await pedidoEm('pagamento_pendente', v, b)
    const res = await f.call('PUT', `/pedidos/${idPedido}/status`, v.cookie, {
      status: 'confirmado',
      id_usuario: v.id,
    })
    expect([res.statusCode, res.json().mensagem]).toEqual([
      422,
      'Esta ação não está disponível para o status atual do pedido',
    ])
    expect((await linha(idPedido)).status_pedido).toBe('pagamento_pendente')
  })

  it('is the seller’s alone: the buyer, another seller, someone else’s id in the body, a made-up status', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const outro = await f.vendedor()
    const idPedido = await pedidoEm('pagamento_aprovado', v, b)
    const antes = await linha(idPedido)
    const cases: [string | undefined, unknown, number, string][] = [
      [
        undefined,
        { status: 'confirmado', id_usuario: v.id },
        401,
        'Você precisa estar logado para acessar este recurso.',
      ],
      [b.cookie, { status: 'confirmado', id_usuario: b.id }, 403, 'Esta ação é exclusiva para vendedores.'],
      [
        outro.cookie,
        { status: 'confirmado', id_usuario: outro.id },
        403,
        'Você não tem permissão para acessar este pedido.',
      ],
      [
        v.cookie,
        { status: 'confirmado', id_usuario: outro.id },
        403,
        'Você não tem permissão para acessar dados de outro usuário.',
      ],
      // Cancelling has its own call (with a reason); only Mercado Pago approves a payment.
      [
        v.cookie,
        { status: 'cancelado', id_usuario: v.id },
        422,
        'Esta ação não está disponível para o status atual do pedido',
      ],
      [
        v.cookie,
        { status: 'PAGAMENTO_APROVADO', id_usuario: v.id },
        422,
        'Esta ação não está disponível para o status atual do pedido',
      ],
      [v.cookie, { status: 'enviado', id_usuario: v.id }, 400, 'Status de pedido inválido.'],
      [v.cookie, { status: 7, id_usuario: v.id }, 400, 'Status de pedido inválido.'],
      [v.cookie, { id_usuario: v.id }, 400, 'Status de pedido inválido.'],
    ]
    for (const [cookie, body, status, mensagem] of cases) {
      const res = await f.call('PUT', `/pedidos/${idPedido}/status`, cookie, body)
      expect([res.statusCode, res.json().mensagem]).toEqual([status, mensagem])
    }
    expect(await linha(idPedido)).toEqual(antes)
  })
})
