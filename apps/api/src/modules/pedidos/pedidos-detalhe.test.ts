// GET /pedidos/{id} and GET /item-pedidos/pedido/{id} on an order made and paid for real (cart,
// checkout, the simulator's card payment, the result page's sync): each party sees the other's
// phone; the provider's payment id is the seller's alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { checkoutFixtures, type Vendedor } from '../checkout/checkout.fixtures.ts'

let t: PaymentsApp
let f: ReturnType<typeof checkoutFixtures>
let vendedor: Vendedor
let comprador: { id: number; cookie: string }
let idPedido: number
let mpPaymentId: number

beforeAll(async () => {
  t = await startPaymentsApp()
  f = checkoutFixtures(t)
  vendedor = await f.vendedor()
  comprador = await f.comprador()
  await t.pool.query(`update usuarios set telefone = '21911112222' where id_usuario = $1`, [vendedor.id])
  await t.pool.query(`update usuarios set telefone = '31933334444' where id_usuario = $1`, [comprador.id])
  const luminaria = await f.anuncio(vendedor, { nome: 'Luminária de garrafa', preco_centavos: 4990 })
  const vaso = await f.anuncio(vendedor, {
    nome: 'Vaso de vidro',
    preco_centavos: 10_000,
    forma: 'sustentavel',
    unidade: 'quilograma',
    materia: 'Caco de vidro',
    multiplicador: '2.50',
    creditos: 25,
  })
  await f.encher(comprador, [
    { id_anuncio: luminaria, quantidade: 2 },
    { id_anuncio: vaso, quantidade: 3, forma: 'sustentavel' },
  ])
  idPedido = (await f.aguardar(comprador.cookie, comprador.id)).json().pedidos[0].id_pedido
  const pago = await f.pagar((await f.pagarPedido(comprador.cookie, idPedido)).json().data.init_point)
  mpPaymentId = pago.payment_id
  const retorno = await f.retorno(comprador.cookie, idPedido, mpPaymentId)
  expect(retorno.json().pagamento_aprovado).toBe(true)
})
afterAll(() => t?.close())

const get = (url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } })

describe('GET /pedidos/{id}', () => {
  it("answers the buyer the order, its items, payment and timeline, with the seller's phone", async () => {
    const res = await get(`/pedidos/${idPedido}`, comprador.cookie)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      id_pedido: idPedido,
      status_pedido: 'pagamento_aprovado',
      status: 'pagamento_aprovado',
      valor_total: 369.8, // 2 × 49,90 + 3 × (100,00 − 10,00)
      quantidade_total_materia_prima: 30,
      data_confirmacao: null,
      data_cancelamento: null,
      motivo_cancelamento: null,
      tipo_cancelamento: null,
      data_reembolso: null,
      reembolso: null,
      comprador: { id_usuario: comprador.id, telefone: '31933334444' },
      vendedor: { id_usuario: vendedor.id, nome: vendedor.usuario.nome, telefone: '21911112222' },
    })
    expect(body.data_pedido).toBe(body.data_criacao)
    expect(body.data_pagamento_aprovado).toEqual(expect.any(String))
    expect(body.itens).toMatchObject([
      {
        quantidade: 2,
        valor_unitario: 49.9,
        valor_total_item: 99.8,
        forma_pagamento_selecionada: 'padrao',
        quantidade_materia_prima: null,
        anuncio: { produto: { nome: 'Luminária de garrafa' }, materia_prima: null },
      },
      {
        quantidade: 3,
        valor_unitario: 90,
        valor_total_item: 270,
        forma_pagamento_selecionada: 'sustentavel',
        quantidade_materia_prima: 30,
        nome_materia_prima: 'Caco de vidro',
        unidade_medida: 'quilograma',
        anuncio: {
          produto: { nome: 'Vaso de vidro' },
          materia_prima: { nome_materia_prima: 'Caco de vidro' },
        },
      },
    ])
    expect(body.pagamento).toMatchObject({ status: 'approved', valor_total: 369.8 })
    expect(body.pagamento).not.toHaveProperty('mercado_pago_payment_id')
    expect(body.id_pagamento).toBe(body.pagamento.id_pagamento)
    expect(body.eventos.map((e: { status_novo: string }) => e.status_novo)).toEqual([
      'pagamento_pendente',
      'pagamento_aprovado',
    ])
    expect(body.eventos[1]).toMatchObject({ status_anterior: 'pagamento_pendente', origem: 'mercadopago' })
  })

  it("answers the seller the same order with the provider's payment id and the buyer's phone", async () => {
    const body = (await get(`/pedidos/${idPedido}`, vendedor.cookie)).json()
    expect(body.pagamento.mercado_pago_payment_id).toBe(mpPaymentId)
    expect(body.comprador.telefone).toBe('31933334444')
    expect(body.itens).toHaveLength(2)
  })

  it('says an unknown order was not found', async () => {
    const res = await get('/pedidos/2147483647', comprador.cookie)
    expect([res.statusCode, res.json().mensagem]).toEqual([404, 'Pedido não encontrado.'])
  })
})

describe('GET /item-pedidos/pedido/{id}', () => {
  it('answers the items to both parties', async () => {
    for (const cookie of [comprador.cookie, vendedor.cookie]) {
      const res = await get(`/item-pedidos/pedido/${idPedido}`, cookie)
      expect(res.statusCode).toBe(200)
      expect(res.json().map((i: { nome_produto: string }) => i.nome_produto)).toEqual([
        'Luminária de garrafa',
        'Vaso de vidro',
      ])
    }
    const res = await get('/item-pedidos/pedido/2147483647', vendedor.cookie)
    expect([res.statusCode, res.json().mensagem]).toEqual([404, 'Pedido não encontrado.'])
  })
})
