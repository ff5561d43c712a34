// Private data only while the sale needs them (decision 041): the other party's phone, the atelier's
// pickup place and the buyer's delivery address, on orders bought and paid for real (buy now, the
// simulator's card, the result page's sync) and walked through every status by their parties; read by
// the buyer, the seller and a stranger, and looked for in every notification and e-mail written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually, type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import type { Mail } from '../../lib/mail.ts'
import { type Comprador, reembolsosFixtures, type Vendedor } from '../reembolsos/reembolsos.fixtures.ts'

let t: PaymentsApp
let f: ReturnType<typeof reembolsosFixtures>
let vendedor: Vendedor
let comprador: Comprador
let terceiro: Comprador
const enviados: Mail[] = []

const TELEFONE_VENDEDOR = '21911112222'
const TELEFONE_COMPRADOR = '31933334444'
const ENDERECO = {
  destinatario: 'Carla Compradora',
  cep: '04538-132',
  logradouro: 'Avenida Faria Lima',
  numero: '3477',
  complemento: 'Apto 51',
  bairro: 'Itaim Bibi',
  cidade: 'São Paulo',
  uf: 'SP',
  telefone: '(11) 97777-6666',
  principal: true,
}
/** What must never leave an order that does not show its private data, wherever it is written. */
const PRIVADOS = [
  TELEFONE_VENDEDOR,
  TELEFONE_COMPRADOR,
  'Avenida Faria Lima',
  '97777',
  'Avenida Paulista',
  'Segunda a sexta, das 9h às 18h',
  'Retire na recepção',
]

beforeAll(async () => {
  t = await startPaymentsApp({}, { mailTransport: async (mail) => void enviados.push(mail) })
  f = reembolsosFixtures(t)
  vendedor = await f.vendedor()
  comprador = await f.comprador()
  terceiro = await f.comprador()
  await t.pool.query('update usuarios set telefone = $2 where id_usuario = $1', [
    vendedor.id,
    TELEFONE_VENDEDOR,
  ])
  await t.pool.query('update usuarios set telefone = $2 where id_usuario = $1', [
    comprador.id,
    TELEFONE_COMPRADOR,
  ])
  const res = await f.call('POST', '/enderecos', comprador.cookie, ENDERECO)
  expect(res.statusCode, res.body).toBe(201)
})
afterAll(() => t?.close())

const ver = (id: number, quem: { cookie: string }) => f.call('GET', `/pedidos/${id}`, quem.cookie)

/** A buy-now order for pickup, made and left awaiting payment. */
async function comprar() {
  const idAnuncio = await f.anuncio(vendedor, { preco_centavos: 4_990, nome: 'Luminária de garrafa' })
  const res = await f.comprarAgora(comprador.cookie, idAnuncio, { forma_pagamento_selecionada: 'padrao' })
  expect(res.statusCode, res.body).toBe(201)
  const { id_pedido, init_point } = res.json().data
  return { id: id_pedido as number, initPoint: init_point as string }
}

async function pagar(pedido: { id: number; initPoint: string }) {
  const pago = await f.pagar(pedido.initPoint)
  expect((await f.retorno(comprador.cookie, pedido.id, pago.payment_id)).json().pagamento_aprovado).toBe(true)
  const { rows } = await t.pool.query('select id_pagamento from pagamentos where id_pedido = $1', [pedido.id])
  return rows[0].id_pagamento as number
}

async function avancar(id: number, status: string) {
  const res = await f.call('PUT', `/pedidos/${id}/status`, vendedor.cookie, {
    status,
    id_usuario: vendedor.id,
    ...(status === 'pronto_para_entrega' && { instrucoes: 'Retire na recepção com o número do pedido.' }),
  })
  expect(res.statusCode, res.body).toBe(200)
}

/** The buyer's and the seller's answers, checked against the status and whether the data show. */
async function lados(id: number, status: string, visiveis: boolean) {
  const doComprador = await ver(id, comprador)
  const doVendedor = await ver(id, vendedor)
  expect([doComprador.statusCode, doVendedor.statusCode]).toEqual([200, 200])
  const c = doComprador.json()
  const v = doVendedor.json()
  const dados = visiveis
    ? 'visiveis'
    : status === 'pagamento_pendente'
      ? 'aguardando_pagamento'
      : 'encerrados'
  for (const body of [c, v]) expect([body.status_pedido, body.dados_privados]).toEqual([status, dados])

  // The buyer: the seller's phone, the pickup place and its instructions only while shown; their own
  // phone and the address they gave are theirs to read.
  expect(c.vendedor.telefone).toBe(visiveis ? TELEFONE_VENDEDOR : null)
  expect(c.entrega.retirada).toEqual(
    visiveis
      ? { endereco: expect.objectContaining({ logradouro: 'Avenida Paulista' }), horario: expect.any(String) }
      : null,
  )
  if (!visiveis) expect(c.entrega.acompanhamento).toBeNull()
  expect(c.comprador.telefone).toBe(TELEFONE_COMPRADOR)
  expect(c.endereco_entrega).toMatchObject({ logradouro: 'Avenida Faria Lima', telefone: '11977776666' })

  // The seller: the buyer's phone and delivery address only while shown; their own pickup place always.
  expect(v.comprador.telefone).toBe(visiveis ? TELEFONE_COMPRADOR : null)
  expect(v.endereco_entrega).toEqual(
    visiveis ? expect.objectContaining({ logradouro: 'Avenida Faria Lima' }) : null,
  )
  expect(v.vendedor.telefone).toBe(TELEFONE_VENDEDOR)
  expect(v.entrega.retirada).toMatchObject({ endereco: { logradouro: 'Avenida Paulista' } })

  // A stranger reads nothing of it.
  const estranho = await ver(id, terceiro)
  expect([estranho.statusCode, estranho.json().mensagem]).toEqual([
    403,
    'Você não tem permissão para acessar este pedido.',
  ])
  if (visiveis) return
  // Nowhere else in the answer either (the timeline included).
  semPrivados(c, 'o comprador', [
    TELEFONE_VENDEDOR,
    'Avenida Paulista',
    'Segunda a sexta',
    'Retire na recepção',
  ])
  semPrivados(v, 'o vendedor', [TELEFONE_COMPRADOR, 'Avenida Faria Lima', '97777'])
}

/** None of `dados` anywhere in `valor`. */
function semPrivados(valor: unknown, onde: string, dados = PRIVADOS) {
  const texto = JSON.stringify(valor)
  for (const dado of dados) expect(texto, `${onde}: ${dado}`).not.toContain(dado)
}

/** Every notification written for the order, and every e-mail sent, hold nothing private. */
async function avisosSemPrivados(id: number, emails: number) {
  const { rows } = await t.pool.query(
    'select titulo, mensagem, dados_adicionais from notificacoes where id_pedido = $1',
    [id],
  )
  expect(rows.length).toBeGreaterThan(0)
  semPrivados(rows, `notificações do pedido #${id}`)
  const doPedido = await eventually(`${emails} e-mail(s) do pedido #${id}`, async () => {
    const lista = enviados.filter((m) => m.text.includes(`#${id} `) || m.text.includes(`#${id}.`))
    return lista.length >= emails ? lista : null
  })
  semPrivados(doPedido, `e-mails do pedido #${id}`)
}

/** The lists of both sides never carry a phone or an address. */
async function listasSemPrivados() {
  const doComprador = await f.call('GET', `/pedidos/comprador/${comprador.id}`, comprador.cookie)
  const doVendedor = await f.call('GET', `/pedidos/vendedor/${vendedor.id}`, vendedor.cookie)
  expect([doComprador.statusCode, doVendedor.statusCode]).toEqual([200, 200])
  semPrivados(doComprador.json(), 'lista do comprador')
  semPrivados(doVendedor.json(), 'lista do vendedor')
}

describe('an order kept to delivery, then refunded on request', () => {
  it('shows the private data from the payment to the delivery, and never again once refunded', async () => {
    const pedido = await comprar()
    await lados(pedido.id, 'pagamento_pendente', false)
    const idPagamento = await pagar(pedido)
    await lados(pedido.id, 'pagamento_aprovado', true)
    for (const status of ['confirmado', 'em_preparacao', 'pronto_para_entrega', 'entregue']) {
      await avancar(pedido.id, status)
      await lados(pedido.id, status, true)
    }

    // An open request keeps the sale as it is: the refund pages show the phones too.
    const pedida = await f.solicitar(comprador.cookie, idPagamento)
    expect(pedida.statusCode, pedida.body).toBe(201)
    const idReembolso = pedida.json().reembolso.id_reembolso as number
    await lados(pedido.id, 'entregue', true)
    const aberto = (await f.call('GET', `/reembolsos/${idReembolso}`, comprador.cookie)).json().reembolso
    expect(aberto).toMatchObject({
      dados_privados: 'visiveis',
      usuario_vendedor: { telefone: TELEFONE_VENDEDOR },
    })

    const res = await f.responder(vendedor.cookie, idReembolso, {
      respostaVendedor: 'Sinto muito, o valor volta integralmente.',
      aprovado: true,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().reembolso).toMatchObject({
      status: 'completed',
      dados_privados: 'encerrados',
      usuario_comprador: { telefone: null },
      usuario_vendedor: { telefone: null },
    })
    await lados(pedido.id, 'reembolsado', false)
    for (const quem of [comprador, vendedor]) {
      const lido = await f.call('GET', `/reembolsos/${idReembolso}`, quem.cookie)
      expect(lido.json().reembolso).toMatchObject({
        dados_privados: 'encerrados',
        usuario_comprador: { telefone: null },
        usuario_vendedor: { telefone: null },
      })
    }
    // Paid: both sides e-mailed.
    await avisosSemPrivados(pedido.id, 2)
    await listasSemPrivados()
  })
})

describe('cancelled orders', () => {
  it('an order cancelled before its payment never showed them', async () => {
    const pedido = await comprar()
    const res = await f.call('PUT', `/pedidos/${pedido.id}/cancelar`, comprador.cookie, {
      motivo: 'Desisti da compra por enquanto.',
      id_usuario: comprador.id,
    })
    expect(res.statusCode, res.body).toBe(200)
    await lados(pedido.id, 'cancelado', false)
    // Cancelled by the buyer: the seller is e-mailed.
    await avisosSemPrivados(pedido.id, 1)
  })

  it('a paid order cancelled hides them at once, and still once its refund went through', async () => {
    const pedido = await comprar()
    await pagar(pedido)
    await avancar(pedido.id, 'confirmado')
    await lados(pedido.id, 'confirmado', true)
    const res = await f.call('PUT', `/pedidos/${pedido.id}/cancelar`, vendedor.cookie, {
      motivo: 'Acabou o material do pedido.',
      id_usuario: vendedor.id,
    })
    expect(res.statusCode, res.body).toBe(200)
    await lados(pedido.id, 'cancelado', false)
    await eventually('o reembolso do cancelamento', async () => {
      const { rows } = await t.pool.query('select data_reembolso from pedidos where id_pedido = $1', [
        pedido.id,
      ])
      return rows[0].data_reembolso !== null
    })
    await lados(pedido.id, 'cancelado', false)
    // Paid (both) and cancelled by the seller (the buyer).
    await avisosSemPrivados(pedido.id, 3)
  })
})

describe('a payment given back outside a request', () => {
  it('an active order whose paying payment was charged back no longer shows them', async () => {
    const pedido = await comprar()
    const idPagamento = await pagar(pedido)
    await avancar(pedido.id, 'confirmado')
    await lados(pedido.id, 'confirmado', true)
    await t.pool.query(`update pagamentos set status = 'charged_back' where id_pagamento = $1`, [idPagamento])
    const c = (await ver(pedido.id, comprador)).json()
    const v = (await ver(pedido.id, vendedor)).json()
    expect([c.status_pedido, c.dados_privados, c.vendedor.telefone, c.entrega.retirada]).toEqual([
      'confirmado',
      'encerrados',
      null,
      null,
    ])
    expect([v.dados_privados, v.comprador.telefone, v.endereco_entrega]).toEqual(['encerrados', null, null])
  })
})
