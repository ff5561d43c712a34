// Every change of an order tells the other side: the
// notifications each party finds, in order, with the texts naming the order and the other party.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually, type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { createServices } from '../../../test/services.ts'
import { type Boss, startBoss } from '../../lib/boss.ts'
import { checkoutFixtures } from '../checkout/checkout.fixtures.ts'

let t: PaymentsApp
let f: ReturnType<typeof checkoutFixtures>
let boss: Boss
beforeAll(async () => {
  t = await startPaymentsApp()
  f = checkoutFixtures(t)
  boss = await startBoss(t.db, t.app.log, { schedule: false })
})
afterAll(async () => {
  await boss?.stop({ graceful: false, close: false, wait: true })
  await t?.close()
})

const avisos = async (idUsuario: number) =>
  (
    await t.pool.query(
      'select tipo, titulo, mensagem, id_pedido from notificacoes where id_usuario = $1 order by id_notificacao',
      [idUsuario],
    )
  ).rows

async function comprar(precoCentavos = 5_000) {
  const v = await f.vendedor()
  const b = await f.comprador()
  await t.pool.query('update usuarios set nome = $2 where id_usuario = $1', [v.id, 'Ateliê Marta'])
  await t.pool.query('update usuarios set nome = $2 where id_usuario = $1', [b.id, 'Helena Souza'])
  const { data } = (
    await f.comprarAgora(b.cookie, await f.anuncio(v, { preco_centavos: precoCentavos }), {
      forma_pagamento_selecionada: 'padrao',
    })
  ).json()
  return { v, b, id: data.id_pedido as number, initPoint: data.init_point as string }
}

describe('an order’s life, told to each side', () => {
  it('created, paid, confirmed, prepared, cancelled by the seller and refunded', async () => {
    const { v, b, id, initPoint } = await comprar()
    await f.pagar(initPoint)
    await eventually('o pedido pago', async () => (await avisos(b.id)).length === 2)
    for (const status of ['confirmado', 'em_preparacao'])
      await f.call('PUT', `/pedidos/${id}/status`, v.cookie, { status, id_usuario: v.id })
    await f.call('PUT', `/pedidos/${id}/cancelar`, v.cookie, {
      motivo: 'Acabou o material.',
      id_usuario: v.id,
    })
    await eventually('o reembolso avisado', async () => (await avisos(b.id)).length === 6)

    expect(await avisos(v.id)).toEqual([
      {
        tipo: 'pedido_recebido',
        titulo: 'Novo pedido recebido',
        mensagem: `Você recebeu o pedido #${id} de Helena Souza. Ele aguarda pagamento.`,
        id_pedido: id,
      },
      {
        tipo: 'pagamento_aprovado',
        titulo: 'Novo pedido pago',
        mensagem: `O pedido #${id} de Helena Souza foi pago. Confirme-o em até 48 horas.`,
        id_pedido: id,
      },
    ])
    expect((await avisos(b.id)).map((a) => [a.tipo, a.titulo, a.mensagem])).toEqual([
      [
        'pedido_criado',
        'Pedido criado',
        `Seu pedido #${id} para Ateliê Marta foi criado e aguarda pagamento.`,
      ],
      [
        'pagamento_aprovado',
        'Pagamento aprovado',
        `O pagamento do pedido #${id} para Ateliê Marta foi aprovado.`,
      ],
      ['pedido_confirmado', 'Pedido confirmado', `Ateliê Marta confirmou o pedido #${id}.`],
      [
        'pedido_atualizado',
        'Pedido atualizado',
        `O pedido #${id} de Ateliê Marta agora está: Em Preparação.`,
      ],
      [
        'pedido_cancelado',
        'Pedido cancelado',
        `O pedido #${id} foi cancelado por Ateliê Marta. Motivo: Acabou o material.`,
      ],
      [
        'reembolso_concluido',
        'Reembolso concluído',
        `O reembolso do pedido #${id} de Ateliê Marta foi concluído.`,
      ],
    ])
  })

  it('a buyer’s cancellation is told to the seller; the buyer heard only of the order made', async () => {
    const { v, b, id } = await comprar()
    await f.call('PUT', `/pedidos/${id}/cancelar`, b.cookie, {
      motivo: 'Comprei repetido, desculpe.',
      id_usuario: b.id,
    })
    expect((await avisos(v.id)).at(-1)).toMatchObject({
      tipo: 'pedido_cancelado',
      mensagem: `O pedido #${id} foi cancelado por Helena Souza. Motivo: Comprei repetido, desculpe.`,
    })
    expect((await avisos(b.id)).map((a) => a.tipo)).toEqual(['pedido_criado'])
  })
})

describe('a refused payment', () => {
  it('is told to the buyer once, however often it is synced; then the approved one', async () => {
    const { v, b, id, initPoint } = await comprar()
    const recusado = await f.pagar(initPoint, 'master', 'OTHE')
    await eventually('a recusa avisada', async () => (await avisos(b.id)).length === 2)
    await f.retorno(b.cookie, id, recusado.payment_id) // the return page syncs it again
    await f.retorno(b.cookie, id, recusado.payment_id)
    expect((await avisos(b.id)).slice(1)).toEqual([
      {
        tipo: 'pagamento_recusado',
        titulo: 'Pagamento recusado',
        mensagem: `O pagamento do pedido #${id} para Ateliê Marta foi recusado. Tente pagar novamente.`,
        id_pedido: id,
      },
    ])
    await f.pagar(initPoint)
    await eventually('o pagamento aprovado', async () => (await avisos(b.id)).length === 3)
    await f.retorno(b.cookie, id, recusado.payment_id) // a late read of the refusal says nothing more
    expect((await avisos(b.id)).map((a) => a.tipo)).toEqual([
      'pedido_criado',
      'pagamento_recusado',
      'pagamento_aprovado',
    ])
    expect((await avisos(v.id)).map((a) => a.tipo)).toEqual(['pedido_recebido', 'pagamento_aprovado'])
  })
})

describe('the deadlines, told', () => {
  it('the seller is reminded once at 36 h; at 48 h both sides hear of the cancellation', async () => {
    const { v, b, id, initPoint } = await comprar()
    await f.pagar(initPoint)
    await eventually('o pedido pago', async () => (await avisos(b.id)).length === 2)
    const prazos = createServices({ ...t.deps, boss }).pedidosPrazos
    const em = (horas: number) => new Date(Date.now() + horas * 3_600_000)

    expect(await prazos.lembrarConfirmacao(em(35.9))).not.toContain(id)
    expect(await prazos.lembrarConfirmacao(em(36.1))).toContain(id)
    expect(await prazos.lembrarConfirmacao(em(40))).not.toContain(id)
    expect((await avisos(v.id)).at(-1)).toMatchObject({
      titulo: 'Confirme o pedido',
      mensagem: `O pedido #${id} de Helena Souza foi pago e ainda não foi confirmado. Confirme-o em até 12 horas ou ele será cancelado e reembolsado.`,
    })

    await prazos.cancelarNaoConfirmados(em(48.1))
    const motivo = `O pedido #${id} foi cancelado por Recria. Motivo: O vendedor não confirmou o pedido em 48 horas.`
    expect((await avisos(v.id)).at(-1)).toMatchObject({ tipo: 'pedido_cancelado', mensagem: motivo })
    expect((await avisos(b.id)).some((a) => a.mensagem === motivo)).toBe(true)
  })
})
