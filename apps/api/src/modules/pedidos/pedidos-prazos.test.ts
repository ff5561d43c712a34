// The deadlines (docs/product/pedidos.md; docs/design.md#orders-and-money), run with a moved clock: an
// unpaid order expires after 24 h, a paid order not confirmed within 48 h is cancelled as the seller's and
// refunded once; a payment approved for an order already cancelled is refunded by itself. Passes run twice
// change nothing more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually, type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { createServices } from '../../../test/services.ts'
import { type Boss, startBoss } from '../../lib/boss.ts'
import { checkoutFixtures } from '../checkout/checkout.fixtures.ts'
import { PRAZOS } from './pedidos-prazos.job.ts'
import type { createPedidosPrazosService } from './pedidos-prazos.service.ts'

let t: PaymentsApp
let f: ReturnType<typeof checkoutFixtures>
let boss: Boss
let prazos: ReturnType<typeof createPedidosPrazosService>
beforeAll(async () => {
  t = await startPaymentsApp()
  f = checkoutFixtures(t)
  boss = await startBoss(t.db, t.app.log, { schedule: false })
  prazos = createServices({ ...t.deps, boss }).pedidosPrazos
})
afterAll(async () => {
  await boss?.stop({ graceful: false, close: false, wait: true })
  await t?.close()
})

const HORA = 3_600_000
const depoisDe = (horas: number, minutos = 0) => new Date(Date.now() + horas * HORA + minutos * 60_000)
const linha = async (idPedido: number) =>
  (await t.pool.query('select * from pedidos where id_pedido = $1', [idPedido])).rows[0]

describe('an unpaid order', () => {
  it('expires after 24 hours, finishing its cart; a minute before, nothing happens', async () => {
    const [v1, v2] = [await f.vendedor(), await f.vendedor()]
    const b = await f.comprador()
    await f.encher(b, [{ id_anuncio: await f.anuncio(v1) }, { id_anuncio: await f.anuncio(v2) }])
    const { id_carrinho, pedidos } = (await f.aguardar(b.cookie, b.id)).json()
    const ids = pedidos.map((p: { id_pedido: number }) => p.id_pedido)

    expect(await prazos.expirarNaoPagos(depoisDe(23, 58))).toEqual([])
    expect((await linha(ids[0])).status_pedido).toBe('pagamento_pendente')

    expect((await prazos.expirarNaoPagos(depoisDe(24, 1))).filter((id) => ids.includes(id)).sort()).toEqual(
      ids.sort(),
    )
    for (const id of ids)
      expect(await linha(id)).toMatchObject({
        status_pedido: 'cancelado',
        motivo_cancelamento: 'Pagamento não realizado em 24 horas.',
        tipo_cancelamento: null,
      })
    expect(await f.statusDoCarrinho(id_carrinho)).toBe('finalizado')
    expect(await prazos.expirarNaoPagos(depoisDe(30))).toEqual([])
  })
})

describe('a paid order the seller does not confirm', () => {
  it('is cancelled as the seller’s after 48 hours and refunded in full, once', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { data } = (
      await f.comprarAgora(b.cookie, await f.anuncio(v, { preco_centavos: 15_000 }), {
        forma_pagamento_selecionada: 'padrao',
      })
    ).json()
    const pago = await f.pagar(data.init_point)
    await eventually(
      'o pedido pago',
      async () => (await linha(data.id_pedido)).status_pedido === 'pagamento_aprovado',
    )

    expect(await prazos.cancelarNaoConfirmados(depoisDe(47, 58))).not.toContain(data.id_pedido)
    expect(await prazos.cancelarNaoConfirmados(depoisDe(48, 1))).toContain(data.id_pedido)
    expect(await linha(data.id_pedido)).toMatchObject({
      status_pedido: 'cancelado',
      tipo_cancelamento: 'VENDEDOR',
      motivo_cancelamento: 'O vendedor não confirmou o pedido em 48 horas.',
    })
    await eventually('o reembolso registrado', async () => (await linha(data.id_pedido)).data_reembolso)
    expect(await prazos.cancelarNaoConfirmados(depoisDe(60))).not.toContain(data.id_pedido)
    const refunds = (await f.pagamentoNoProvedor(v, pago.payment_id)).refunds ?? []
    expect(refunds.map((r) => r.amount)).toEqual([150])
  })

  it('a confirmed order is never cancelled by the deadline', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { data } = (
      await f.comprarAgora(b.cookie, await f.anuncio(v), { forma_pagamento_selecionada: 'padrao' })
    ).json()
    await f.pagar(data.init_point)
    await eventually(
      'o pedido pago',
      async () => (await linha(data.id_pedido)).status_pedido === 'pagamento_aprovado',
    )
    await f.call('PUT', `/pedidos/${data.id_pedido}/status`, v.cookie, {
      status: 'confirmado',
      id_usuario: v.id,
    })
    expect(await prazos.cancelarNaoConfirmados(depoisDe(72))).not.toContain(data.id_pedido)
    expect((await linha(data.id_pedido)).status_pedido).toBe('confirmado')
  })
})

describe('a payment approved after the order was cancelled', () => {
  it('is refunded by itself, from the webhook', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { data } = (
      await f.comprarAgora(b.cookie, await f.anuncio(v, { preco_centavos: 9_900 }), {
        forma_pagamento_selecionada: 'padrao',
      })
    ).json()
    await f.call('PUT', `/pedidos/${data.id_pedido}/cancelar`, b.cookie, {
      motivo: 'Mudei de ideia, obrigado.',
      id_usuario: b.id,
    })
    const pago = await f.pagar(data.init_point) // the provider's page was still open
    await eventually(
      'o reembolso registrado',
      async () => (await linha(data.id_pedido)).data_reembolso,
      30_000,
    )
    const refunds = (await f.pagamentoNoProvedor(v, pago.payment_id)).refunds ?? []
    expect(refunds.map((r) => r.amount)).toEqual([99])
    expect((await linha(data.id_pedido)).status_pedido).toBe('cancelado')
  })

  it('a second payment of an order already cancelled and refunded is refunded too', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { data } = (
      await f.comprarAgora(b.cookie, await f.anuncio(v, { preco_centavos: 4_000 }), {
        forma_pagamento_selecionada: 'padrao',
      })
    ).json()
    const primeiro = await f.pagar(data.init_point)
    await eventually(
      'o pedido pago',
      async () => (await linha(data.id_pedido)).status_pedido === 'pagamento_aprovado',
    )
    await f.call('PUT', `/pedidos/${data.id_pedido}/cancelar`, b.cookie, {
      motivo: 'Mudei de ideia, obrigado.',
      id_usuario: b.id,
    })
    const segundo = await f.pagar(data.init_point) // paid again from another open tab
    await eventually(
      'o segundo pagamento reembolsado',
      async () => {
        const refunds = (await f.pagamentoNoProvedor(v, segundo.payment_id)).refunds ?? []
        return refunds.length === 1
      },
      30_000,
    )
    for (const pago of [primeiro, segundo])
      expect(((await f.pagamentoNoProvedor(v, pago.payment_id)).refunds ?? []).map((r) => r.amount)).toEqual([
        40,
      ])
  })
})

describe('each deadline, its own job', () => {
  it('is sent once a minute, even when pg-boss sends a schedule twice', async () => {
    // What pg-boss's cron does each minute, done twice for every deadline (a send repeated after a
    // worker stopped mid-send): the second finds this minute's job and adds nothing.
    const { rows: agendas } = await t.pool.query<{ name: string; data: object | undefined; options: object }>(
      `select name, data, options from pgboss.schedule where name like 'pedidos-%' order by name`,
    )
    expect(agendas).toHaveLength(3)
    const envio = agendas.map(({ name, data, options }) => ({ name, data: data ?? undefined, ...options }))
    await boss.insert(envio)
    await boss.insert(envio)
    // Each job names its minute (singleton_on); no minute of a deadline has two.
    const { rows } = await t.pool.query<{ name: string; n: number }>(
      `select name, count(*)::int as n from pgboss.job
         where name like 'pedidos-%' and singleton_on is not null group by name, singleton_on`,
    )
    expect(new Set(rows.map((r) => r.name))).toEqual(new Set(agendas.map((a) => a.name)))
    expect(rows.filter((r) => r.n > 1)).toEqual([])
  })

  it('is scheduled every minute on its own queue; one that fails holds none of the others back', async () => {
    const { rows: agendas } = await t.pool.query(
      `select name, cron from pgboss.schedule where name like 'pedidos-%' order by name`,
    )
    expect(agendas).toEqual([
      { name: 'pedidos-lembrete-confirmacao', cron: '* * * * *' },
      { name: 'pedidos-prazo-confirmacao', cron: '* * * * *' },
      { name: 'pedidos-prazo-pagamento', cron: '* * * * *' },
    ])

    const v = await f.vendedor()
    const b = await f.comprador()
    const comprar = async () =>
      (await f.comprarAgora(b.cookie, await f.anuncio(v), { forma_pagamento_selecionada: 'padrao' })).json()
        .data as { id_pedido: number; init_point: string }
    const pago = async (horasAtras: number) => {
      const { id_pedido, init_point } = await comprar()
      await f.pagar(init_point)
      await eventually(
        'o pedido pago',
        async () => (await linha(id_pedido)).status_pedido === 'pagamento_aprovado',
      )
      await t.pool.query(
        `update pedidos set data_pagamento_aprovado = now() - make_interval(hours => $2) where id_pedido = $1`,
        [id_pedido, horasAtras],
      )
      return id_pedido
    }
    // The unpaid one cannot expire: its pass fails every time it runs (made so before its clock moves,
    // or a pass already queued could expire it first).
    const naoPago = (await comprar()).id_pedido
    await t.dono.query(`
      create function falha_ao_expirar() returns trigger language plpgsql as $$
      begin raise exception 'expiração recusada pelo teste'; end $$;
      create trigger falha_ao_expirar before update on pedidos for each row
      when (old.id_pedido = ${Number(naoPago)} and new.status_pedido = 'cancelado')
      execute function falha_ao_expirar();`)
    try {
      // The clock moved by moving the orders: one unpaid for 25 h, paid ones unconfirmed for 37 h and 49 h.
      await t.pool.query(
        `update pedidos set data_criacao = now() - interval '25 hours' where id_pedido = $1`,
        [naoPago],
      )
      const aLembrar = await pago(37)
      const vencido = await pago(49)
      for (const [fila] of PRAZOS) await boss.send(fila, {})
      await eventually('o lembrete de 36 h', async () => {
        const { rows } = await t.pool.query(
          `select 1 from notificacoes where id_pedido = $1 and dados_adicionais->>'aviso' = 'prazo_confirmacao'`,
          [aLembrar],
        )
        return rows.length === 1
      })
      await eventually(
        'o cancelamento de 48 h',
        async () => (await linha(vencido)).status_pedido === 'cancelado',
      )
      await eventually('a expiração falhada na sua fila', async () => {
        const { rows } = await t.pool.query(
          `select 1 from pgboss.job where name = 'pedidos-prazo-pagamento' and state in ('retry', 'failed')`,
        )
        return rows.length > 0
      })
      expect((await linha(naoPago)).status_pedido).toBe('pagamento_pendente')
      expect((await linha(aLembrar)).status_pedido).toBe('pagamento_aprovado')
    } finally {
      await t.dono.query('drop trigger falha_ao_expirar on pedidos; drop function falha_ao_expirar()')
    }
  }, 60_000)
})
