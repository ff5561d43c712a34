// What no honest buyer meets: an order whose totals would not fit their columns is refused by name
// (422, nothing written), a buyer's checkouts and the result pages' status calls are counted per
// window (429 with Retry-After past the limit, nothing changed), and the status call answers a payment
// of another order exactly as one that does not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { checkoutFixtures } from './checkout.fixtures.ts'

let t: PaymentsApp
let f: ReturnType<typeof checkoutFixtures>
beforeAll(async () => {
  // Limits lowered to prove them; the defaults are far above any honest use.
  t = await startPaymentsApp({
    JOBS_WORKERS: 'false',
    CHECKOUT_RATE_LIMIT_MAX: '3',
    PAYMENT_STATUS_RATE_LIMIT_MAX: '4',
  })
  f = checkoutFixtures(t)
})
afterAll(() => t?.close())

const TOO_BIG = [
  422,
  'O valor total deste pedido passa do limite que o Recria aceita. Diminua as quantidades ou divida a compra em mais de um pedido.',
]
const TOO_MANY = [429, 'Muitas tentativas. Aguarde alguns minutos e tente novamente.']
const NOT_THIS_ORDERS = [404, 'Este pagamento não pertence a este pedido.']
const PADRAO = { forma_pagamento_selecionada: 'padrao' }

describe('an order too big to store', () => {
  it('99 units of R$ 999.999,99 fit the cart, and its checkout is refused with nothing written', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const add = await f.adicionar(b.cookie, {
      id_usuario_comprador: b.id,
      id_anuncio: await f.anuncio(v, { preco_centavos: 99_999_999 }),
      quantidade: 99,
      forma_pagamento_selecionada: 'padrao',
    })
    expect(add.statusCode).toBe(201)
    expect(add.json()).toMatchObject({ quantidade_total_itens: 99, valor_total: 98_999_999.01 })

    const antes = await f.tudo()
    const res = await f.aguardar(b.cookie, b.id)
    expect([res.statusCode, res.json().mensagem]).toEqual(TOO_BIG)
    expect(await f.tudo()).toEqual(antes)
  })

  it('a buy-now whose raw material would not fit is refused with nothing written', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const idAnuncio = await f.anuncio(v, {
      preco_centavos: 99_999_999,
      forma: 'sustentavel',
      multiplicador: '0.01',
      creditos: 200_000_000,
    })
    const antes = await f.tudo()
    const res = await f.comprarAgora(b.cookie, idAnuncio, { forma_pagamento_selecionada: 'sustentavel' })
    expect([res.statusCode, res.json().mensagem]).toEqual(TOO_BIG)
    expect(await f.tudo()).toEqual(antes)
  })
})

describe("a buyer's checkouts in one window", () => {
  it('past the limit answer 429 with Retry-After on every checkout call, changing nothing', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const ids = [await f.anuncio(v, { nome: 'A' }), await f.anuncio(v, { nome: 'B' })]
    const primeira = await f.comprarAgora(b.cookie, ids[0] as number, PADRAO)
    expect(primeira.statusCode).toBe(201)
    const idPedido = primeira.json().data.id_pedido
    expect((await f.pagarPedido(b.cookie, idPedido)).statusCode).toBe(200)
    await f.encher(b, [{ id_anuncio: ids[1] as number }])
    const aguardando = await f.aguardar(b.cookie, b.id)
    expect(aguardando.statusCode).toBe(200)
    const idCarrinho = aguardando.json().id_carrinho

    await f.encher(b, [{ id_anuncio: ids[0] as number }])
    const antes = await f.tudo()
    for (const res of [
      await f.comprarAgora(b.cookie, ids[1] as number, PADRAO),
      await f.pagarPedido(b.cookie, idPedido),
      await f.aguardar(b.cookie, b.id),
      await f.pagarCarrinho(b.cookie, idCarrinho),
    ]) {
      expect([res.statusCode, res.json().mensagem]).toEqual(TOO_MANY)
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    }
    expect(await f.tudo()).toEqual(antes)

    // Another buyer has a limit of their own.
    const outro = await f.comprador()
    expect((await f.comprarAgora(outro.cookie, ids[1] as number, PADRAO)).statusCode).toBe(201)
  })
})

describe('the result pages’ status call', () => {
  it("answers another order's payment as one that does not exist", async () => {
    const v = await f.vendedor()
    const [b, outro] = [await f.comprador(), await f.comprador()]
    const meu = (await f.comprarAgora(b.cookie, await f.anuncio(v, { nome: 'Meu' }), PADRAO)).json().data
    const alheio = (await f.comprarAgora(outro.cookie, await f.anuncio(v, { nome: 'Dele' }), PADRAO)).json()
      .data
    const pagoAlheio = await f.pagar(alheio.init_point)

    const inexistente = await f.retorno(b.cookie, meu.id_pedido, 987_654_321)
    const deOutro = await f.retorno(b.cookie, meu.id_pedido, pagoAlheio.payment_id)
    expect([inexistente.statusCode, inexistente.json().mensagem]).toEqual(NOT_THIS_ORDERS)
    expect([deOutro.statusCode, deOutro.json().mensagem]).toEqual(NOT_THIS_ORDERS)
    expect(deOutro.json()).toEqual(inexistente.json())
    const { rows } = await t.pool.query(
      'select status_pedido, (select count(*)::int from pagamentos where id_pedido = $1) as pagamentos from pedidos where id_pedido = $1',
      [meu.id_pedido],
    )
    expect(rows[0]).toEqual({ status_pedido: 'pagamento_pendente', pagamentos: 0 })
  })

  it('past the limit answers 429 with Retry-After, asking nothing of the provider', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { data } = (await f.comprarAgora(b.cookie, await f.anuncio(v), PADRAO)).json()
    for (let i = 0; i < 4; i++) expect((await f.retorno(b.cookie, data.id_pedido)).statusCode).toBe(200)
    const res = await f.retorno(b.cookie, data.id_pedido, 987_654_321)
    expect([res.statusCode, res.json().mensagem]).toEqual(TOO_MANY)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    const { rows } = await t.pool.query(
      'select status_pedido, (select count(*)::int from pagamentos where id_pedido = $1) as pagamentos from pedidos where id_pedido = $1',
      [data.id_pedido],
    )
    expect(rows[0]).toEqual({ status_pedido: 'pagamento_pendente', pagamentos: 0 })
  })
})
