// Delivery at checkout (decision 029): each seller's options for the buyer's address, the mode each
// order keeps with its fee, time and pickup place, the fee charged through Checkout Pro's shipping
// cost, the platform's share of the items only, and the reconciliation agreeing at the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually, type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { provedorSimulador } from '../reconciliacao/provedor-simulador.ts'
import { reconciliar } from '../reconciliacao/reconciliar.ts'
import { checkoutFixtures, type Vendedor } from './checkout.fixtures.ts'

let t: PaymentsApp
let f: ReturnType<typeof checkoutFixtures>
beforeAll(async () => {
  t = await startPaymentsApp()
  f = checkoutFixtures(t)
})
afterAll(() => t?.close())

const ATELIE = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complemento: 'Sala 4',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'SP',
}
const SEM = {
  retirada: { ativa: false },
  entrega_local: { ativa: false },
  envio: { ativa: false },
}
/** Pickup only. */
const SO_RETIRADA = { ...SEM, retirada: { ativa: true, endereco: ATELIE, horario: 'Seg a sex, 9h às 18h' } }
/** Local delivery in São Paulo (R$ 12,50, 2 days) and shipping to the Southeast and Northeast. */
const ENTREGA_E_ENVIO = {
  ...SEM,
  entrega_local: { ativa: true, taxa: '12,50', cidades: [{ cidade: 'São Paulo', uf: 'SP' }], prazo_dias: 2 },
  envio: {
    ativa: true,
    taxas: { norte: null, nordeste: '45,90', centro_oeste: null, sudeste: '20', sul: null },
    prazo_postagem_dias: 3,
  },
}

const ENDERECO_SP = {
  destinatario: 'Ana Souza',
  cep: '04538-132',
  logradouro: 'Avenida Faria Lima',
  numero: '3477',
  complemento: '',
  bairro: 'Itaim Bibi',
  cidade: 'sao paulo',
  uf: 'SP',
  telefone: '(11) 91234-5678',
}
const ENDERECO_RECIFE = { ...ENDERECO_SP, cep: '50030-230', cidade: 'Recife', uf: 'PE', bairro: 'Recife' }

type Comprador = Awaited<ReturnType<typeof f.comprador>>

async function configurar(v: Vendedor, entrega: unknown) {
  const res = await f.call('PUT', `/vendedores/${v.id}/entrega`, v.cookie, entrega)
  expect(res.statusCode, res.body).toBe(200)
}

async function endereco(b: Comprador, body: Record<string, unknown>) {
  const res = await f.call('POST', '/enderecos', b.cookie, body)
  expect(res.statusCode, res.body).toBe(201)
  return res.json().id_endereco as number
}

const opcoes = (cookie: string | undefined, idComprador: number | string, query = '') =>
  f.call('GET', `/carrinho/usuario/${idComprador}/entrega${query}`, cookie)
const aguardar = (cookie: string | undefined, idComprador: number, body: unknown) =>
  f.call('POST', `/carrinho/usuario/${idComprador}/aguardar-pagamento`, cookie, body)

/** Local delivery in Curitiba only: nothing for São Paulo or Recife. */
const SO_CURITIBA = {
  ...SEM,
  entrega_local: { ativa: true, taxa: '8', cidades: [{ cidade: 'Curitiba', uf: 'PR' }], prazo_dias: 1 },
}

/** Pickup-only Marta, delivering Vidro and Nada (Curitiba only), each with a listing. */
async function vendedores() {
  const [marta, vidro, nada] = [await f.vendedor(), await f.vendedor(), await f.vendedor()]
  await configurar(marta, SO_RETIRADA)
  await configurar(vidro, ENTREGA_E_ENVIO)
  await configurar(nada, SO_CURITIBA)
  return {
    marta,
    vidro,
    nada,
    anuncioMarta: await f.anuncio(marta, { nome: 'Luminária', preco_centavos: 10_000 }),
    anuncioVidro: await f.anuncio(vidro, { nome: 'Vaso', preco_centavos: 5_000 }),
    anuncioNada: await f.anuncio(nada, { nome: 'Cesto', preco_centavos: 3_000 }),
  }
}

describe('GET /api/carrinho/usuario/{id}/entrega', () => {
  it('answers each seller of the cart in order, with the options that serve the address', async () => {
    const { marta, vidro, anuncioMarta, anuncioVidro } = await vendedores()
    const b = await f.comprador()
    await f.encher(b, [{ id_anuncio: anuncioMarta }, { id_anuncio: anuncioVidro }])

    // No address at all: pickup only.
    const semEndereco = await opcoes(b.cookie, b.id)
    expect(semEndereco.statusCode).toBe(200)
    expect(semEndereco.json()).toEqual({
      vendedores: [
        {
          id_vendedor: marta.id,
          nome_vendedor: marta.usuario.nome,
          opcoes: [{ modo: 'retirada', taxa: 0, prazo_dias: null }],
        },
        { id_vendedor: vidro.id, nome_vendedor: vidro.usuario.nome, opcoes: [] },
      ],
    })

    // The principal address in São Paulo: local delivery (a city served) and shipping to the Southeast.
    await endereco(b, ENDERECO_SP)
    const sp = (await opcoes(b.cookie, b.id)).json()
    expect(sp.vendedores[1].opcoes).toEqual([
      { modo: 'entrega_local', taxa: 12.5, prazo_dias: 2 },
      { modo: 'envio', taxa: 20, prazo_dias: 3 },
    ])

    // Recife: no local delivery there, shipping at the Northeast's fee.
    const recife = await endereco(b, ENDERECO_RECIFE)
    const pe = (await opcoes(b.cookie, b.id, `?id_endereco=${recife}`)).json()
    expect(pe.vendedores[0].opcoes).toEqual([{ modo: 'retirada', taxa: 0, prazo_dias: null }])
    expect(pe.vendedores[1].opcoes).toEqual([{ modo: 'envio', taxa: 45.9, prazo_dias: 3 }])
  })

  it("refuses visitors, other buyers, another buyer's address and hostile ids, writing nothing", async () => {
    const { anuncioVidro } = await vendedores()
    const b = await f.comprador()
    const outro = await f.comprador()
    await f.encher(b, [{ id_anuncio: anuncioVidro }])
    const alheio = await endereco(outro, ENDERECO_SP)
    const antes = await f.tudo()

    const visitante = await opcoes(undefined, b.id)
    expect(visitante.statusCode).toBe(401)
    expect(visitante.json().mensagem).toBe('Você precisa estar logado para acessar este recurso.')
    const deOutro = await opcoes(outro.cookie, b.id)
    expect(deOutro.statusCode).toBe(403)
    expect(deOutro.json().mensagem).toBe('Você não tem permissão para acessar dados de outro usuário.')
    const enderecoAlheio = await opcoes(b.cookie, b.id, `?id_endereco=${alheio}`)
    expect(enderecoAlheio.statusCode).toBe(404)
    expect(enderecoAlheio.json().mensagem).toBe('Endereço não encontrado.')
    for (const hostil of ['abc', '0', '-1', '1.5', '99999999999999999999', "1' or '1'='1"]) {
      const porQuery = await opcoes(b.cookie, b.id, `?id_endereco=${encodeURIComponent(hostil)}`)
      expect(porQuery.statusCode, hostil).toBe(400)
      expect(porQuery.json().mensagem).toBeTruthy()
      const porCaminho = await opcoes(b.cookie, encodeURIComponent(hostil))
      expect(porCaminho.statusCode, hostil).toBe(400)
    }
    expect(await f.tudo()).toEqual(antes)
  })
})

describe('GET /api/anuncios/{id}/entrega', () => {
  it("answers the listing's seller's options for the address; 401, 404 otherwise", async () => {
    const { vidro, anuncioVidro } = await vendedores()
    const b = await f.comprador()
    const recife = await endereco(b, ENDERECO_RECIFE)
    const res = await f.call('GET', `/anuncios/${anuncioVidro}/entrega?id_endereco=${recife}`, b.cookie)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      id_vendedor: vidro.id,
      nome_vendedor: vidro.usuario.nome,
      opcoes: [{ modo: 'envio', taxa: 45.9, prazo_dias: 3 }],
    })
    const visitante = await f.call('GET', `/anuncios/${anuncioVidro}/entrega`)
    expect(visitante.statusCode).toBe(401)
    const desconhecido = await f.call('GET', '/anuncios/999999/entrega', b.cookie)
    expect(desconhecido.statusCode).toBe(404)
    expect(desconhecido.json().mensagem).toBe('Anúncio não encontrado.')
    expect((await f.call('GET', '/anuncios/abc/entrega', b.cookie)).statusCode).toBe(400)
  })

  it('refuses an address kept before CEP and UF had to agree: a Manaus CEP is not priced as SP', async () => {
    const { anuncioVidro } = await vendedores()
    const b = await f.comprador()
    const sp = await endereco(b, ENDERECO_SP)
    await t.pool.query(`update enderecos set cep = '69005000' where id_endereco = $1`, [sp])
    const res = await f.call('GET', `/anuncios/${anuncioVidro}/entrega?id_endereco=${sp}`, b.cookie)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      mensagem: 'O CEP não corresponde à UF selecionada.',
      erros: { cep: 'O CEP não corresponde à UF selecionada.' },
    })
    const compra = await f.comprarAgora(b.cookie, anuncioVidro, {
      forma_pagamento_selecionada: 'padrao',
      modo_entrega: 'envio',
      id_endereco: sp,
    })
    expect(compra.statusCode).toBe(400)
    expect(compra.json().mensagem).toBe('O CEP não corresponde à UF selecionada.')
    const { rows } = await t.pool.query('select 1 from pedidos where id_usuario_comprador = $1', [b.id])
    expect(rows).toEqual([])
  })
})

describe('POST /api/carrinho/usuario/{id}/aguardar-pagamento with delivery choices', () => {
  it('refuses a seller with no option, a mode not offered, a stranger seller and repeats; nothing written', async () => {
    const { marta, vidro, nada, anuncioMarta, anuncioVidro, anuncioNada } = await vendedores()
    const b = await f.comprador()
    await endereco(b, ENDERECO_RECIFE)
    await f.encher(b, [{ id_anuncio: anuncioMarta }, { id_anuncio: anuncioVidro }])
    const antes = await f.tudo()

    const naoAtende = await aguardar(b.cookie, b.id, {
      entregas: [{ id_vendedor: vidro.id, modo: 'entrega_local' }],
    })
    expect(naoAtende.statusCode).toBe(422)
    expect(naoAtende.json().mensagem).toBe(
      `${vidro.usuario.nome} não entrega no endereço escolhido. Escolha outro endereço ou outra forma de entrega.`,
    )
    const estranho = await aguardar(b.cookie, b.id, {
      entregas: [{ id_vendedor: nada.id, modo: 'retirada' }],
    })
    expect(estranho.statusCode).toBe(400)
    expect(estranho.json().mensagem).toBe(
      'Forma de entrega escolhida para um vendedor que não está no carrinho.',
    )
    const repetido = await aguardar(b.cookie, b.id, {
      entregas: [
        { id_vendedor: marta.id, modo: 'retirada' },
        { id_vendedor: marta.id, modo: 'retirada' },
      ],
    })
    expect(repetido.statusCode).toBe(400)
    expect(repetido.json().mensagem).toBe('Escolha uma única forma de entrega para cada vendedor.')
    const modoRuim = await aguardar(b.cookie, b.id, { entregas: [{ id_vendedor: marta.id, modo: 'drone' }] })
    expect(modoRuim.statusCode).toBe(400)
    expect(modoRuim.json().mensagem).toBe('Forma de entrega inválida.')
    expect(await f.tudo()).toEqual(antes)

    // A seller with nothing serving the address: refused by name, even with no choice sent.
    await f.encher(b, [{ id_anuncio: anuncioNada }])
    const antesNada = await f.tudo()
    const semOpcao = await aguardar(b.cookie, b.id, {})
    expect(semOpcao.statusCode).toBe(422)
    expect(semOpcao.json().mensagem).toBe(
      `${nada.usuario.nome} não entrega no endereço escolhido. Escolha outro endereço ou remova os produtos desse vendedor.`,
    )
    expect(await f.tudo()).toEqual(antesNada)
  })

  it('pickup from one seller, shipping from the other: two orders, the fee charged, paid and reconciled', async () => {
    const { marta, vidro, anuncioMarta, anuncioVidro } = await vendedores()
    const b = await f.comprador()
    await endereco(b, ENDERECO_SP)
    await f.encher(b, [{ id_anuncio: anuncioMarta }, { id_anuncio: anuncioVidro, quantidade: 2 }])
    const res = await aguardar(b.cookie, b.id, {
      entregas: [
        { id_vendedor: marta.id, modo: 'retirada' },
        { id_vendedor: vidro.id, modo: 'envio' },
      ],
    })
    expect(res.statusCode, res.body).toBe(200)
    const { id_carrinho: idCarrinho, pedidos } = res.json()
    expect(pedidos).toMatchObject([
      {
        vendedor: { id_usuario: marta.id },
        valor_total: 100,
        taxa_entrega: 0,
        modo_entrega: 'retirada',
        prazo_entrega_dias: null,
      },
      {
        vendedor: { id_usuario: vidro.id },
        valor_total: 120,
        taxa_entrega: 20,
        modo_entrega: 'envio',
        prazo_entrega_dias: 3,
      },
    ])
    const [idMarta, idVidro] = pedidos.map((p: { id_pedido: number }) => p.id_pedido) as [number, number]
    const linhas = await f.pedidos(b.id)
    expect(linhas).toMatchObject([
      {
        id_pedido: idMarta,
        modo_entrega: 'retirada',
        taxa_entrega_centavos: 0,
        prazo_entrega_dias: null,
        valor_total_centavos: 10_000,
        retirada: {
          endereco: {
            cep: '01310100',
            logradouro: 'Avenida Paulista',
            numero: '1000',
            complemento: 'Sala 4',
            bairro: 'Bela Vista',
            cidade: 'São Paulo',
            uf: 'SP',
          },
          horario: 'Seg a sex, 9h às 18h',
        },
      },
      {
        id_pedido: idVidro,
        modo_entrega: 'envio',
        taxa_entrega_centavos: 2_000,
        prazo_entrega_dias: 3,
        valor_total_centavos: 12_000,
        retirada: null,
      },
    ])
    for (const id of [idMarta, idVidro])
      for (const item of await f.itensDoPedido(id))
        expect(item.valor_padrao_unitario_centavos).toBe(item.valor_unitario_centavos)

    // The preferences: the fee as Checkout Pro's shipping cost; the platform's share of the items only.
    const { data } = (await f.pagarCarrinho(b.cookie, idCarrinho)).json()
    const prefVidro = await f.preferencia(vidro, data.pedidos[1].init_point)
    expect(prefVidro.items?.map((i) => [i.title, i.quantity, i.unit_price])).toEqual([['Vaso', 2, 50]])
    expect(prefVidro.shipments).toMatchObject({ mode: 'not_specified', cost: 20, local_pickup: false })
    expect(prefVidro.marketplace_fee).toBe(10)
    const prefMarta = await f.preferencia(marta, data.pedidos[0].init_point)
    expect(prefMarta.shipments).toMatchObject({ mode: 'not_specified', cost: 0, local_pickup: true })
    expect(prefMarta.marketplace_fee).toBe(10)

    const pagoMarta = await f.pagar(data.pedidos[0].init_point)
    const pagoVidro = await f.pagar(data.pedidos[1].init_point)
    await eventually(
      'o carrinho finalizado',
      async () => (await f.statusDoCarrinho(idCarrinho)) === 'finalizado',
    )
    const status = (await f.pedidos(b.id)).map((p) => p.status_pedido)
    expect(status).toEqual(['pagamento_aprovado', 'pagamento_aprovado'])

    // The provider reports the items and the delivery apart; Recria records what the buyer paid.
    const provedor = await f.pagamentoNoProvedor(vidro, pagoVidro.payment_id)
    expect(provedor.transaction_amount).toBe(100)
    expect(provedor.shipping_amount).toBe(20)
    expect(provedor.transaction_details?.total_paid_amount).toBe(120)
    const taxaMp = Math.round(
      (provedor.fee_details?.find((x) => x.type === 'mercadopago_fee')?.amount ?? 0) * 100,
    )
    const plataforma = provedor.fee_details?.find((x) => x.type === 'application_fee')?.amount
    expect(plataforma).toBe(10)
    const { rows } = await t.pool.query('select * from pagamentos where id_pedido = $1', [idVidro])
    expect(rows).toMatchObject([
      {
        mercado_pago_payment_id: String(pagoVidro.payment_id),
        status: 'approved',
        valor_total_centavos: 12_000,
        valor_taxa_centavos: taxaMp + 1_000,
        valor_liquido_centavos: 12_000 - taxaMp - 1_000,
      },
    ])
    expect(Math.round((provedor.transaction_details?.net_received_amount ?? 0) * 100)).toBe(
      12_000 - taxaMp - 1_000,
    )
    expect((await f.pagamentoNoProvedor(marta, pagoMarta.payment_id)).shipping_amount).toBe(0)

    expect(await reconciliar(t.pool, provedorSimulador(t.pool))).toEqual([])
  })

  it('gives a seller not named its default option (the cheapest), pickup first', async () => {
    const { marta, vidro, anuncioMarta, anuncioVidro } = await vendedores()
    const b = await f.comprador()
    await endereco(b, ENDERECO_SP)
    await f.encher(b, [{ id_anuncio: anuncioMarta }, { id_anuncio: anuncioVidro }])
    const res = await aguardar(b.cookie, b.id, undefined)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().pedidos).toMatchObject([
      { vendedor: { id_usuario: marta.id }, modo_entrega: 'retirada', taxa_entrega: 0 },
      {
        vendedor: { id_usuario: vidro.id },
        modo_entrega: 'entrega_local',
        taxa_entrega: 12.5,
        valor_total: 62.5,
      },
    ])
  })
})

describe('POST /api/mercadopago/checkout/anuncio/{id} with modo_entrega', () => {
  it('keeps the mode and fee, reuses an order only with the same mode and refuses a mode not offered', async () => {
    const { vidro, anuncioVidro } = await vendedores()
    const b = await f.comprador()
    await endereco(b, ENDERECO_SP)
    const comprar = (modo_entrega?: string) =>
      f.comprarAgora(b.cookie, anuncioVidro, { forma_pagamento_selecionada: 'padrao', modo_entrega })

    const local = await comprar('entrega_local')
    expect(local.statusCode, local.body).toBe(201)
    const envio = await comprar('envio')
    expect(envio.statusCode).toBe(201)
    expect(envio.json().data.id_pedido).not.toBe(local.json().data.id_pedido)
    // The same mode again within minutes pays the same order.
    expect((await comprar('envio')).json().data.id_pedido).toBe(envio.json().data.id_pedido)
    expect(await f.pedidos(b.id)).toMatchObject([
      {
        modo_entrega: 'entrega_local',
        taxa_entrega_centavos: 1_250,
        prazo_entrega_dias: 2,
        valor_total_centavos: 6_250,
      },
      {
        modo_entrega: 'envio',
        taxa_entrega_centavos: 2_000,
        prazo_entrega_dias: 3,
        valor_total_centavos: 7_000,
      },
    ])
    const pref = await f.preferencia(vidro, envio.json().data.init_point)
    expect(pref.shipments).toMatchObject({ cost: 20, local_pickup: false })

    const antes = await f.tudo()
    const retirada = await comprar('retirada')
    expect(retirada.statusCode).toBe(422)
    expect(retirada.json().mensagem).toBe(
      `${vidro.usuario.nome} não entrega no endereço escolhido. Escolha outro endereço ou outra forma de entrega.`,
    )
    expect(await f.tudo()).toEqual(antes)
  })
})
