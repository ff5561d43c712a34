// Someone else's cart and orders through the checkout routes: a visitor, another buyer and another
// seller, with plain and hostile spellings of the ids, are refused and nothing changes. And the return
// pages' call, with the webhook late (no job processing it), learns the approval from the provider.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { checkoutFixtures } from './checkout.fixtures.ts'

let t: PaymentsApp
let f: ReturnType<typeof checkoutFixtures>
beforeAll(async () => {
  // No job workers: notifications are stored and never processed, as when the webhook is late.
  t = await startPaymentsApp({ JOBS_WORKERS: 'false' })
  f = checkoutFixtures(t)
})
afterAll(() => t?.close())

const SIGN_IN = [401, 'Você precisa estar logado para acessar este recurso.']
const BUYERS_ONLY = [403, 'Esta ação é exclusiva para compradores.']
const OTHER_USER = [403, 'Você não tem permissão para acessar dados de outro usuário.']
const NOT_YOUR_ORDER = [403, 'Você não tem permissão para acessar este pedido.']
const NO_CART = [404, 'Carrinho não encontrado.']
const NO_ORDER = [404, 'Pedido não encontrado.']
const BAD_ID = [400, 'Identificador inválido.']
const HOSTILE = (id: number) => [
  `${id}e0`,
  `+${id}`,
  `0x${id.toString(16)}`,
  `${id}.0`,
  ` ${id}`,
  `${id}%20`,
  `0${id}`,
  `-${id}`,
  '2147483648',
]

describe("someone else's checkout", () => {
  it('is refused for every stranger, by plain and hostile ids, changing nothing', async () => {
    const v = await f.vendedor()
    const dono = await f.comprador()
    await f.encher(dono, [{ id_anuncio: await f.anuncio(v) }])
    const { id_carrinho, pedidos } = (await f.aguardar(dono.cookie, dono.id)).json()
    const idPedido = pedidos[0].id_pedido as number
    const outroComprador = await f.comprador()
    const outroVendedor = await f.vendedor()
    const callers = [
      ['visitante', undefined],
      ['outro comprador', outroComprador.cookie],
      ['outro vendedor', outroVendedor.cookie],
    ] as const
    const calls = [
      { name: 'aguardar', id: dono.id, run: (c?: string, id?: string) => f.aguardar(c, id ?? dono.id) },
      {
        name: 'aguardando',
        id: dono.id,
        run: (c?: string, id?: string) =>
          f.call('GET', `/carrinho/usuario/${id ?? dono.id}/aguardando-pagamento`, c),
      },
      {
        name: 'finalizar',
        id: dono.id,
        run: (c?: string, id?: string) => f.call('POST', `/carrinho/usuario/${id ?? dono.id}/finalizar`, c),
      },
      {
        name: 'pagar carrinho',
        id: id_carrinho,
        run: (c?: string, id?: string) => f.pagarCarrinho(c, id ?? id_carrinho),
      },
      {
        name: 'pagar pedido',
        id: idPedido,
        run: (c?: string, id?: string) => f.pagarPedido(c, id ?? idPedido),
      },
      { name: 'retorno', id: idPedido, run: (c?: string, id?: string) => f.retorno(c, id ?? idPedido) },
    ]
    const expected = (call: string, caller: string) => {
      if (caller === 'visitante') return SIGN_IN
      if (['aguardar', 'aguardando', 'finalizar'].includes(call)) return OTHER_USER
      if (caller === 'outro vendedor') return BUYERS_ONLY
      if (call === 'retorno') return NO_ORDER // as an order that does not exist
      return call === 'pagar carrinho' ? NO_CART : NOT_YOUR_ORDER
    }
    const antes = await f.tudo()
    const wrong: string[] = []
    for (const call of calls)
      for (const [caller, cookie] of callers) {
        const res = await call.run(cookie)
        const got = [res.statusCode, res.json().mensagem]
        if (JSON.stringify(got) !== JSON.stringify(expected(call.name, caller)))
          wrong.push(`${caller} ${call.name}: ${got}`)
        for (const hostile of HOSTILE(call.id)) {
          const bad = await call.run(cookie, encodeURI(hostile))
          // The id is read before anything else, for everyone: never the owner's data.
          if (JSON.stringify([bad.statusCode, bad.json().mensagem]) !== JSON.stringify(BAD_ID))
            wrong.push(`${caller} ${call.name} ${hostile}: ${bad.statusCode} ${bad.body}`)
        }
      }
    const inexistente = await f.retorno(outroComprador.cookie, 2_000_000_000)
    expect([inexistente.statusCode, inexistente.json().mensagem]).toEqual(NO_ORDER)
    expect(wrong).toEqual([])
    expect(await f.tudo()).toEqual(antes)
  })
})

describe('buy now, by strangers and hostile ids', () => {
  it('asks a visitor to sign in, refuses a seller-only account, and reads only plain ids, changing nothing', async () => {
    const v = await f.vendedor()
    const idAnuncio = await f.anuncio(v)
    const comprador = await f.comprador()
    const outroVendedor = await f.vendedor()
    const body = { forma_pagamento_selecionada: 'padrao' }
    const antes = await f.tudo()
    const wrong: string[] = []
    for (const [caller, cookie, plain] of [
      ['visitante', undefined, SIGN_IN],
      ['outro vendedor', outroVendedor.cookie, BUYERS_ONLY],
      ['comprador', comprador.cookie, null],
    ] as const) {
      if (plain) {
        const res = await f.comprarAgora(cookie, idAnuncio, body)
        if (JSON.stringify([res.statusCode, res.json().mensagem]) !== JSON.stringify(plain))
          wrong.push(`${caller}: ${res.statusCode} ${res.body}`)
      }
      for (const hostile of HOSTILE(idAnuncio)) {
        const bad = await f.comprarAgora(cookie, encodeURI(hostile), body)
        if (JSON.stringify([bad.statusCode, bad.json().mensagem]) !== JSON.stringify(BAD_ID))
          wrong.push(`${caller} ${hostile}: ${bad.statusCode} ${bad.body}`)
      }
    }
    expect(wrong).toEqual([])
    expect(await f.tudo()).toEqual(antes)
  })
})

describe('the return pages, with the webhook late', () => {
  it('say approved only once Recria has read the approval from the provider', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    await f.encher(b, [{ id_anuncio: await f.anuncio(v) }])
    const { id_carrinho, pedidos } = (await f.aguardar(b.cookie, b.id)).json()
    const idPedido = pedidos[0].id_pedido as number
    const { data } = (await f.pagarCarrinho(b.cookie, id_carrinho)).json()

    const semPagamento = (await f.retorno(b.cookie, idPedido)).json()
    expect(semPagamento).toMatchObject({
      status_pedido: 'pagamento_pendente',
      pagamento_aprovado: false,
      pagamento: null,
    })

    const pago = await f.pagar(data.init_point)
    const { rows } = await t.pool.query('select count(*)::int as n from pagamentos where id_pedido = $1', [
      idPedido,
    ])
    expect(rows[0].n).toBe(0) // nothing processed the notification

    const res = await f.retorno(b.cookie, idPedido, pago.payment_id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      id_pedido: idPedido,
      status_pedido: 'pagamento_aprovado',
      pagamento_aprovado: true,
      pagamento: { mercado_pago_payment_id: pago.payment_id, status: 'approved' },
      proximo_pedido: null,
    })
    expect(await f.statusDoCarrinho(id_carrinho)).toBe('finalizado')
  })

  it('two orders of a cart approved at the same moment still finish the cart', async () => {
    const [v1, v2] = [await f.vendedor(), await f.vendedor()]
    const b = await f.comprador()
    await f.encher(b, [{ id_anuncio: await f.anuncio(v1) }, { id_anuncio: await f.anuncio(v2) }])
    const { id_carrinho, pedidos } = (await f.aguardar(b.cookie, b.id)).json()
    const { data } = (await f.pagarCarrinho(b.cookie, id_carrinho)).json()
    const pagos = [await f.pagar(data.pedidos[0].init_point), await f.pagar(data.pedidos[1].init_point)]
    const voltas = await Promise.all(
      pedidos.map((p: { id_pedido: number }, i: number) =>
        f.retorno(b.cookie, p.id_pedido, pagos[i]?.payment_id),
      ),
    )
    expect(voltas.map((r) => r.json().pagamento_aprovado)).toEqual([true, true])
    expect(await f.statusDoCarrinho(id_carrinho)).toBe('finalizado')
  })

  it("a payment of another order is not this order's", async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const x = await f.comprarAgora(b.cookie, await f.anuncio(v, { nome: 'A' }), {
      forma_pagamento_selecionada: 'padrao',
    })
    const y = await f.comprarAgora(b.cookie, await f.anuncio(v, { nome: 'B' }), {
      forma_pagamento_selecionada: 'padrao',
    })
    const pagoX = await f.pagar(x.json().data.init_point)
    const res = await f.retorno(b.cookie, y.json().data.id_pedido, pagoX.payment_id)
    expect([res.statusCode, res.json().mensagem]).toEqual([404, 'Este pagamento não pertence a este pedido.'])
    const { rows } = await t.pool.query('select status_pedido from pedidos where id_pedido = $1', [
      y.json().data.id_pedido,
    ])
    expect(rows[0].status_pedido).toBe('pagamento_pendente')
  })
})
