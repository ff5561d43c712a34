// A cart paid through the simulator's Checkout Pro (docs/design.md#orders-and-money): one preference per
// order with its seller's token, the webhook approving each order, the cart finished with the last one, and
// the money of each payment accounted for in centavos.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually, type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { checkoutFixtures, type Vendedor } from './checkout.fixtures.ts'

let t: PaymentsApp
let f: ReturnType<typeof checkoutFixtures>
beforeAll(async () => {
  t = await startPaymentsApp()
  f = checkoutFixtures(t)
})
afterAll(() => t?.close())

const statusDe = async (idPedido: number) =>
  (await t.pool.query('select status_pedido from pedidos where id_pedido = $1', [idPedido])).rows[0]
    ?.status_pedido

/** A buyer whose cart holds one listing of each seller, checked out (orders made, not paid). */
async function carrinhoAguardando(vendedores: Vendedor[], precos: number[]) {
  const b = await f.comprador()
  for (const [i, v] of vendedores.entries())
    await f.encher(b, [
      { id_anuncio: await f.anuncio(v, { nome: `Peça ${i + 1}`, preco_centavos: precos[i] }) },
    ])
  const aguardando = (await f.aguardar(b.cookie, b.id)).json()
  return {
    b,
    idCarrinho: aguardando.id_carrinho as number,
    pedidos: aguardando.pedidos as { id_pedido: number }[],
  }
}

describe('a cart of two sellers, paid', () => {
  it('gets one preference per order with its seller, fee, reference, payer and our webhook', async () => {
    const [marta, vidro] = [await f.vendedor(), await f.vendedor()]
    const { b, idCarrinho, pedidos } = await carrinhoAguardando([marta, vidro], [12_990, 4_990])
    const res = await f.pagarCarrinho(b.cookie, idCarrinho, {
      success_url: `${t.config.publicUrl}/pagamento/sucesso`,
      failure_url: `${t.config.publicUrl}/pagamento/falha`,
      pending_url: `${t.config.publicUrl}/pagamento/pendente`,
      notification_url: 'https://atacante.example/webhook',
    })
    expect(res.statusCode).toBe(200)
    const { data } = res.json()
    expect(data.pedidos).toMatchObject([
      { id_pedido: pedidos[0]?.id_pedido, vendedor: { id_usuario: marta.id }, valor_total: 129.9 },
      { id_pedido: pedidos[1]?.id_pedido, vendedor: { id_usuario: vidro.id }, valor_total: 49.9 },
    ])
    expect(data.init_point).toBe(data.pedidos[0].init_point)
    expect(data.sandbox_init_point).toBeTruthy()

    const pref = await f.preferencia(marta, data.pedidos[0].init_point)
    expect(pref.collector_id).toBe(marta.mp.id)
    expect(pref.external_reference).toBe(String(pedidos[0]?.id_pedido))
    expect(pref.marketplace_fee).toBe(12.99)
    expect(pref.payer?.email).toBe(b.email)
    expect(pref.notification_url).toBe(`${t.config.publicUrl}/api/mercadopago/webhook`)
    expect(pref.items?.map((i) => [i.title, i.quantity, i.unit_price])).toEqual([['Peça 1', 1, 129.9]])
    // Each order keeps the id of the preference that charges it.
    const { rows } = await t.pool.query('select mp_preference_id from pedidos where id_pedido = $1', [
      pedidos[0]?.id_pedido,
    ])
    expect(rows[0].mp_preference_id).toBe(pref.id)
    expect((await f.preferencia(vidro, data.pedidos[1].init_point)).collector_id).toBe(vidro.mp.id)
  })

  it('ends with both orders approved, the cart finished and every centavo accounted for', async () => {
    const [marta, vidro] = [await f.vendedor(), await f.vendedor()]
    const { b, idCarrinho, pedidos } = await carrinhoAguardando([marta, vidro], [12_990, 4_990])
    const { data } = (await f.pagarCarrinho(b.cookie, idCarrinho)).json()
    const [idMarta, idVidro] = pedidos.map((p) => p.id_pedido) as [number, number]

    const primeiro = await f.pagar(data.pedidos[0].init_point)
    await eventually(
      'o primeiro pedido aprovado',
      async () => (await statusDe(idMarta)) === 'pagamento_aprovado',
    )
    expect(await f.statusDoCarrinho(idCarrinho)).toBe('aguardando_pagamento')

    // The success page learns of the next order to pay.
    const volta = (await f.retorno(b.cookie, idMarta, primeiro.payment_id)).json()
    expect(volta).toMatchObject({
      status_pedido: 'pagamento_aprovado',
      pagamento_aprovado: true,
      pagamento: { mercado_pago_payment_id: primeiro.payment_id, status: 'approved' },
      proximo_pedido: { id_pedido: idVidro, vendedor: { id_usuario: vidro.id }, valor_total: 49.9 },
    })

    const segundo = await f.pagar(data.pedidos[1].init_point)
    await eventually(
      'o carrinho finalizado',
      async () => (await f.statusDoCarrinho(idCarrinho)) === 'finalizado',
    )
    expect(await statusDe(idVidro)).toBe('pagamento_aprovado')
    expect((await f.retorno(b.cookie, idVidro, segundo.payment_id)).json().proximo_pedido).toBeNull()

    // Money: total = Σ items; net = total − Mercado Pago's fee − the platform's, as the provider says.
    for (const [v, idPedido, pago] of [
      [marta, idMarta, primeiro],
      [vidro, idVidro, segundo],
    ] as const) {
      const { rows } = await t.pool.query('select * from pagamentos where id_pedido = $1', [idPedido])
      const [linha] = rows
      const itens = await f.itensDoPedido(idPedido)
      const total = itens.reduce((s, i) => s + i.quantidade * i.valor_unitario_centavos, 0)
      const provedor = await f.pagamentoNoProvedor(v, pago.payment_id)
      const taxaMp = Math.round(
        (provedor.fee_details?.find((x) => x.type === 'mercadopago_fee')?.amount ?? 0) * 100,
      )
      const taxaRecria = Math.round(total * 0.1)
      expect(linha).toMatchObject({
        status: 'approved',
        valor_total_centavos: total,
        valor_taxa_centavos: taxaMp + taxaRecria,
        valor_liquido_centavos: total - taxaMp - taxaRecria,
      })
      expect(taxaMp).toBeGreaterThan(0)
      expect(Math.round((provedor.transaction_details?.net_received_amount ?? 0) * 100)).toBe(
        total - taxaMp - taxaRecria,
      )
    }

    // The next add starts a new cart.
    const v = await f.vendedor()
    await f.encher(b, [{ id_anuncio: await f.anuncio(v) }])
    expect((await f.ler(b.cookie, b.id)).json().id_carrinho).not.toBe(idCarrinho)
  })

  it('one order paid and the other cancelled by the buyer: the cart is finished', async () => {
    const [marta, vidro] = [await f.vendedor(), await f.vendedor()]
    const { b, idCarrinho, pedidos } = await carrinhoAguardando([marta, vidro], [3_000, 4_000])
    const [idMarta, idVidro] = pedidos.map((p) => p.id_pedido) as [number, number]
    const { data } = (await f.pagarCarrinho(b.cookie, idCarrinho)).json()
    await f.pagar(data.pedidos[0].init_point)
    await eventually(
      'o primeiro pedido aprovado',
      async () => (await statusDe(idMarta)) === 'pagamento_aprovado',
    )
    expect(await f.statusDoCarrinho(idCarrinho)).toBe('aguardando_pagamento')

    const res = await f.call('PUT', `/pedidos/${idVidro}/cancelar`, b.cookie, {
      motivo: 'Desisti deste pedido, obrigado.',
      id_usuario: b.id,
    })
    expect(res.statusCode).toBe(200)
    expect(await statusDe(idVidro)).toBe('cancelado')
    expect(await f.statusDoCarrinho(idCarrinho)).toBe('finalizado')
    const aguardando = await f.call('GET', `/carrinho/usuario/${b.id}/aguardando-pagamento`, b.cookie)
    expect([aguardando.statusCode, aguardando.json().mensagem]).toEqual([
      404,
      'Nenhum carrinho aguardando pagamento.',
    ])
  })

  it('its only order cancelled by the seller before payment: the cart is finished', async () => {
    const v = await f.vendedor()
    const { idCarrinho, pedidos } = await carrinhoAguardando([v], [2_500])
    const res = await f.call('PUT', `/pedidos/${pedidos[0]?.id_pedido}/cancelar`, v.cookie, {
      motivo: 'Produto esgotado no ateliê.',
      id_usuario: v.id,
    })
    expect(res.statusCode).toBe(200)
    expect(await f.statusDoCarrinho(idCarrinho)).toBe('finalizado')
  })

  it('the on-demand finish refuses while an order is unpaid, then finishes a paid cart', async () => {
    const v = await f.vendedor()
    const { b, idCarrinho, pedidos } = await carrinhoAguardando([v], [3000])
    const cedo = await f.call('POST', `/carrinho/usuario/${b.id}/finalizar`, b.cookie)
    expect([cedo.statusCode, cedo.json().mensagem]).toEqual([
      422,
      'Ainda há pedidos deste carrinho aguardando pagamento.',
    ])
    // Paid while the webhook finish is skipped: the order approved by hand, the cart left awaiting.
    await t.pool.query(`update pedidos set status_pedido = 'pagamento_aprovado' where id_pedido = $1`, [
      pedidos[0]?.id_pedido,
    ])
    const res = await f.call('POST', `/carrinho/usuario/${b.id}/finalizar`, b.cookie)
    expect([res.statusCode, res.json()]).toEqual([200, { id_carrinho: idCarrinho, status: 'finalizado' }])
    const nada = await f.call('POST', `/carrinho/usuario/${b.id}/finalizar`, b.cookie)
    expect([nada.statusCode, nada.json().mensagem]).toEqual([404, 'Nenhum carrinho aguardando pagamento.'])
  })
})

describe('back URLs', () => {
  it('keep those on Recria’s origin and replace any other, never redirecting elsewhere', async () => {
    const v = await f.vendedor()
    const { b, idCarrinho } = await carrinhoAguardando([v], [2000])
    const origem = t.config.publicUrl
    const { data } = (
      await f.pagarCarrinho(b.cookie, idCarrinho, {
        success_url: `${origem}/pagamento/sucesso?origem=carrinho`,
        failure_url: 'https://recria.com.br.atacante.example/pagamento/falha',
        pending_url: 'javascript:alert(1)',
      })
    ).json()
    const pref = await f.preferencia(v, data.init_point)
    expect(pref.back_urls).toEqual({
      success: `${origem}/pagamento/sucesso?origem=carrinho`,
      failure: `${origem}/pagamento/falha`,
      pending: `${origem}/pagamento/pendente`,
    })
    for (const url of [`//atacante.example/x`, `${origem}@atacante.example/`, 'http://localhost:1/x']) {
      const outra = (await f.pagarPedido(b.cookie, data.pedidos[0].id_pedido, { success_url: url })).json()
      expect((await f.preferencia(v, outra.data.init_point)).back_urls?.success).toBe(
        `${origem}/pagamento/sucesso`,
      )
    }
  })
})

describe('a payment that fails or waits', () => {
  it('a rejected card leaves the order payable; paying again approves it', async () => {
    const v = await f.vendedor()
    const { b, pedidos } = await carrinhoAguardando([v], [8_000])
    const idPedido = pedidos[0]?.id_pedido as number
    const { data } = (await f.pagarPedido(b.cookie, idPedido)).json()
    const recusado = await f.pagar(data.init_point, 'master', 'OTHE')
    expect(recusado.status).toBe('rejected')
    await eventually('o pagamento recusado gravado', async () => {
      const volta = (await f.retorno(b.cookie, idPedido, recusado.payment_id)).json()
      return volta.pagamento?.status === 'rejected' ? volta : null
    })
    expect(await statusDe(idPedido)).toBe('pagamento_pendente')
    expect((await f.retorno(b.cookie, idPedido, recusado.payment_id)).json().pagamento_aprovado).toBe(false)

    const denovo = await f.pagarPedido(b.cookie, idPedido)
    expect(denovo.statusCode).toBe(200)
    expect(denovo.json().data).toMatchObject({ id_pedido: idPedido })
    expect(denovo.json().data.init_point).not.toBe(data.init_point)
    await f.pagar(denovo.json().data.init_point)
    await eventually('o pedido aprovado', async () => (await statusDe(idPedido)) === 'pagamento_aprovado')

    const pago = await f.pagarPedido(b.cookie, idPedido)
    expect([pago.statusCode, pago.json().mensagem]).toEqual([
      422,
      'Este pedido não está aguardando pagamento.',
    ])
  })

  it('a pending Pix cannot be paid twice; the order is approved when the Pix is', async () => {
    const v = await f.vendedor()
    const { b, idCarrinho, pedidos } = await carrinhoAguardando([v], [5_500])
    const idPedido = pedidos[0]?.id_pedido as number
    const { data } = (await f.pagarCarrinho(b.cookie, idCarrinho)).json()
    const pix = await f.pagar(data.init_point, 'pix', '')
    expect(pix.status).toBe('pending')
    await eventually('o Pix pendente gravado', async () => {
      const { rows } = await t.pool.query(
        'select status from pagamentos where mercado_pago_payment_id = $1',
        [pix.payment_id],
      )
      return rows[0]?.status === 'pending'
    })
    const antes = await f.tudo()
    for (const res of [await f.pagarPedido(b.cookie, idPedido), await f.pagarCarrinho(b.cookie, idCarrinho)])
      expect([res.statusCode, res.json().mensagem]).toEqual([
        422,
        'Este pedido já tem um pagamento em processamento. Aguarde a confirmação do Mercado Pago.',
      ])
    expect(await f.tudo()).toEqual(antes)

    await t.sim(`/payments/${pix.payment_id}/status`, { status: 'approved' })
    await eventually(
      'o carrinho finalizado',
      async () => (await f.statusDoCarrinho(idCarrinho)) === 'finalizado',
    )
    expect(await statusDe(idPedido)).toBe('pagamento_aprovado')
  })
})

describe('an order paid in two tabs', () => {
  it('is approved once by the webhook; the job gives the second payment back once and tells the buyer', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const idAnuncio = await f.anuncio(v, { preco_centavos: 7_500 })
    const { data } = (
      await f.comprarAgora(b.cookie, idAnuncio, { forma_pagamento_selecionada: 'padrao' })
    ).json()
    const primeiro = await f.pagar(data.init_point)
    const segundo = await f.pagar(data.init_point)

    const refunds = async (id: number) => (await f.pagamentoNoProvedor(v, id)).refunds ?? []
    await eventually(
      'o segundo pagamento devolvido',
      async () => (await refunds(segundo.payment_id)).length > 0,
    )
    await eventually('o comprador avisado', async () => {
      const { rows } = await t.pool.query(
        `select titulo, mensagem from notificacoes where id_usuario = $1 and tipo = 'reembolso_concluido'`,
        [b.id],
      )
      return rows.length > 0 && rows
    })
    // The webhooks of the refund itself come and go: nothing more is given back.
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    expect((await refunds(segundo.payment_id)).map((r) => r.amount)).toEqual([75])
    expect(await refunds(primeiro.payment_id)).toEqual([])
    expect(await statusDe(data.id_pedido)).toBe('pagamento_aprovado')
    const { rows } = await t.pool.query(
      `select (select count(*)::int from pedido_eventos where id_pedido = $1 and status_novo = 'pagamento_aprovado') as aprovacoes,
              (select nome from usuarios where id_usuario = $2) as loja`,
      [data.id_pedido, v.id],
    )
    expect(rows[0].aprovacoes).toBe(1)
    const avisos = await t.pool.query(
      `select titulo, mensagem from notificacoes where id_usuario = $1 and tipo = 'reembolso_concluido'`,
      [b.id],
    )
    expect(avisos.rows).toEqual([
      {
        titulo: 'Pagamento duplicado devolvido',
        mensagem: `O pagamento duplicado do pedido #${data.id_pedido} para ${rows[0].loja} foi devolvido integralmente. O pedido continua pago pelo primeiro pagamento.`,
      },
    ])
  }, 30_000)
})
