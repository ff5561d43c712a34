// What the checkout makes of a cart (one order per seller, today's prices, each seller's delivery) and
// which orders get a preference, with whose token and what in it; every collaborator faked (the
// database and provider side is checkout-*.test.ts).
import { describe, expect, it, vi } from 'vitest'
import { comoDb, dbFalso, falso, sessao, TX } from '../../../test/unidade.ts'
import type { Deps } from '../../deps.ts'
import type { AnuncioParaCompra, AnunciosCompraService } from '../anuncios/anuncios-compra.service.ts'
import type { CarrinhoPagamentoService } from '../carrinho/carrinho-pagamento.service.ts'
import type { EnderecosService } from '../enderecos/enderecos.service.ts'
import type { EntregasService } from '../entregas/entregas.service.ts'
import type { PreferenciasService } from '../mercadopago/preferencias.service.ts'
import type { PagamentosService } from '../pagamentos/pagamentos.service.ts'
import type { ItemPedidoRow, NovoPedido, PedidosService, ResumoPedido } from '../pedidos/pedidos.service.ts'
import { createCheckoutService } from './checkout.service.ts'

const COMPRADOR = 10
const ANA = 20
const BRUNO = 21
const CARRINHO = 77

function anuncio(id: number, idVendedor: number, nome: string, campos: Partial<AnuncioParaCompra> = {}) {
  return {
    anuncio: {
      id_anuncio: id,
      produto: { nome, imagem: `/uploads/${id}.webp` },
      usuario_vendedor: { nome: idVendedor === ANA ? 'Ateliê Ana' : 'Ateliê Bruno' },
    },
    idVendedor,
    disponibilidade: 'disponivel',
    aceitaSustentavel: false,
    precoCentavos: 1_000,
    valorConversaoCentavos: null,
    creditos: 0,
    multiplicador: null,
    materia: null,
    ...campos,
  } as unknown as AnuncioParaCompra
}

const linha = (a: AnuncioParaCompra, quantidade: number) => ({
  item: { quantidade, forma_pagamento_selecionada: 'padrao' as const },
  anuncio: a,
})

const resumo = (id_pedido: number, idVendedor: number, valor: number, taxa = 0) =>
  ({
    id_pedido,
    status_pedido: 'pagamento_pendente',
    vendedor: { id_usuario: idVendedor, nome: `vendedor ${idVendedor}` },
    valor_total_centavos: valor,
    taxa_entrega_centavos: taxa,
    modo_entrega: taxa > 0 ? 'envio' : 'retirada',
    prazo_entrega_dias: null,
    quantidade_total_materia_prima: '0',
  }) as unknown as ResumoPedido

const itemPedido = (
  id_pedido: number,
  id_anuncio: number | null,
  id_item_pedido: number,
  valor: number,
  quantidade = 1,
) =>
  ({
    id_item_pedido,
    id_pedido,
    id_anuncio,
    nome_produto: `produto ${id_item_pedido}`,
    imagem_produto: null,
    quantidade,
    valor_unitario_centavos: valor,
    forma_pagamento_selecionada: 'padrao',
    quantidade_materia_prima: null,
    nome_materia_prima: null,
    unidade_medida: null,
    quantidade_recebida: null,
  }) as unknown as ItemPedidoRow

interface Opcoes {
  ativo?: number | null
  conteudo?: ReturnType<typeof linha>[]
  aguardando?: number | null
  statusCarrinho?: 'ativo' | 'aguardando_pagamento' | null
  pendentes?: number[]
  emAndamento?: number[]
  partes?: { id_usuario_comprador: number; status_pedido: string } | null
  resumos?: ResumoPedido[]
  itens?: ItemPedidoRow[]
  paraCompra?: AnuncioParaCompra | null
  opcoes?: Map<
    number,
    { config: object; opcoes: { modo: string; taxa_centavos: number; prazo_dias: number | null }[] }
  >
}

function montar(o: Opcoes = {}) {
  const db = dbFalso()
  const carrinhoPagamento = {
    ativo: vi.fn(async () => (o.ativo === undefined ? CARRINHO : o.ativo)),
    travarAtivo: vi.fn(async () => (o.ativo === undefined ? CARRINHO : o.ativo)),
    conteudo: vi.fn(async () => o.conteudo ?? []),
    ultimoAguardando: vi.fn(async () => o.aguardando ?? null),
    aguardarPagamento: vi.fn(async () => {}),
    situacao: vi.fn(async () => (o.statusCarrinho === undefined ? 'aguardando_pagamento' : o.statusCarrinho)),
  }
  const criados: NovoPedido[] = []
  const pedidos = {
    criar: vi.fn(async (_tx: unknown, novos: readonly NovoPedido[]) => {
      criados.push(...novos)
      return novos.map((_, i) => 900 + i)
    }),
    doCarrinho: vi.fn(async () => o.pendentes ?? [900, 901]),
    resumos: vi.fn(async () => o.resumos ?? []),
    itens: vi.fn(async () => o.itens ?? []),
    partes: vi.fn(async () =>
      o.partes === undefined
        ? { id_usuario_comprador: COMPRADOR, status_pedido: 'pagamento_pendente' }
        : o.partes,
    ),
    registrarPreferencia: vi.fn(async () => {}),
    travarCompraDireta: vi.fn(async () => {}),
    compraDiretaRecente: vi.fn(async () => null),
  }
  const pagamentos = { emAndamento: vi.fn(async () => new Set(o.emAndamento ?? [])) }
  const preferencias = {
    criarParaPedido: vi.fn(async (pedido: { id_pedido: number }, _itens: unknown[], _opcoes: object) => ({
      id: `pref-${pedido.id_pedido}`,
      init_point: `https://mp.example/checkout?pref=${pedido.id_pedido}`,
      sandbox_init_point: `https://sandbox.mp.example/checkout?pref=${pedido.id_pedido}`,
    })),
  }
  const enderecos = { paraEntrega: vi.fn(async () => null) }
  const retirada = { modo: 'retirada', taxa_centavos: 0, prazo_dias: null }
  const entregas = {
    opcoes: vi.fn(
      async (ids: number[]) =>
        o.opcoes ??
        new Map(ids.map((id) => [id, { config: { retirada: { ativa: false } }, opcoes: [retirada] }])),
    ),
  }
  const anunciosCompra = {
    paraCompra: vi.fn(async (ids: readonly number[]) => {
      const a = o.paraCompra === undefined ? anuncio(1, ANA, 'Vaso') : o.paraCompra
      return new Map(a ? ids.map((id) => [id, a]) : [])
    }),
  }
  const f = <T extends object>(parte: object) => falso<T>(parte as Partial<T>)
  const service = createCheckoutService(
    { db: comoDb(db), config: { publicUrl: 'https://recria.example' } as Deps['config'] },
    {
      carrinhoPagamento: f<CarrinhoPagamentoService>(carrinhoPagamento),
      pedidos: f<PedidosService>(pedidos),
      anunciosCompra: f<AnunciosCompraService>(anunciosCompra),
      preferencias: f<PreferenciasService>(preferencias),
      pagamentos: f<PagamentosService>(pagamentos),
      enderecos: f<EnderecosService>(enderecos),
      entregas: f<EntregasService>(entregas),
    },
  )
  return { service, db, carrinhoPagamento, pedidos, preferencias, criados }
}

describe('aguardarPagamento', () => {
  it('makes one order per seller at today’s prices, then marks the cart as awaiting payment', async () => {
    const vaso = anuncio(1, ANA, 'Vaso', { precoCentavos: 2_500 })
    const luminaria = anuncio(2, BRUNO, 'Luminária', { precoCentavos: 4_000 })
    const cesto = anuncio(3, ANA, 'Cesto', { precoCentavos: 1_250 })
    const t = montar({ conteudo: [linha(vaso, 2), linha(luminaria, 1), linha(cesto, 3)] })

    const resposta = await t.service.aguardarPagamento(COMPRADOR)

    expect(resposta).toMatchObject({ id_carrinho: CARRINHO, status: 'aguardando_pagamento' })
    expect(t.criados.map((p) => [p.id_usuario_vendedor, p.valor_total_centavos, p.itens.length])).toEqual([
      [ANA, 2 * 2_500 + 3 * 1_250, 2],
      [BRUNO, 4_000, 1],
    ])
    expect(t.criados[0]).toMatchObject({
      id_usuario_comprador: COMPRADOR,
      id_carrinho: CARRINHO,
      modo_entrega: 'retirada',
      taxa_entrega_centavos: 0,
      itens: [
        { id_anuncio: 1, nome_produto: 'Vaso', quantidade: 2, valor_unitario_centavos: 2_500 },
        { id_anuncio: 3, nome_produto: 'Cesto', quantidade: 3, valor_unitario_centavos: 1_250 },
      ],
    })
    expect(t.carrinhoPagamento.aguardarPagamento).toHaveBeenCalledWith(TX, CARRINHO)
    expect(t.db.transacoes).toBe(1)
  })

  it('adds each seller’s delivery fee to its order', async () => {
    const envio = { modo: 'envio', taxa_centavos: 1_890, prazo_dias: 5 }
    const t = montar({
      conteudo: [linha(anuncio(1, ANA, 'Vaso', { precoCentavos: 2_500 }), 1)],
      opcoes: new Map([[ANA, { config: {}, opcoes: [envio] }]]),
    })
    await t.service.aguardarPagamento(COMPRADOR)
    expect(t.criados[0]).toMatchObject({
      valor_total_centavos: 2_500 + 1_890,
      modo_entrega: 'envio',
      taxa_entrega_centavos: 1_890,
      prazo_entrega_dias: 5,
    })
  })

  it('refuses, naming the product, a line no longer buyable; nothing is created', async () => {
    const t = montar({ conteudo: [linha(anuncio(1, ANA, 'Vaso', { disponibilidade: 'indisponivel' }), 1)] })
    await expect(t.service.aguardarPagamento(COMPRADOR)).rejects.toMatchObject({
      statusCode: 422,
      message: 'O produto "Vaso" não está mais disponível para compra. Remova-o do carrinho para continuar.',
    })
    expect(t.pedidos.criar).not.toHaveBeenCalled()
    expect(t.carrinhoPagamento.aguardarPagamento).not.toHaveBeenCalled()
  })

  it('refuses a seller who does not deliver to the address, by name', async () => {
    const t = montar({
      conteudo: [linha(anuncio(1, BRUNO, 'Luminária'), 1)],
      opcoes: new Map([[BRUNO, { config: {}, opcoes: [] }]]),
    })
    await expect(t.service.aguardarPagamento(COMPRADOR)).rejects.toMatchObject({
      statusCode: 422,
      message:
        'Ateliê Bruno não entrega no endereço escolhido. Escolha outro endereço ou remova os produtos desse vendedor.',
    })
    expect(t.pedidos.criar).not.toHaveBeenCalled()
  })

  it('an empty cart answers the orders of the one already awaiting payment (a second click)', async () => {
    const t = montar({ ativo: null, aguardando: 76 })
    await expect(t.service.aguardarPagamento(COMPRADOR)).resolves.toMatchObject({ id_carrinho: 76 })
    expect(t.pedidos.criar).not.toHaveBeenCalled()
  })

  it('an empty cart with nothing awaiting payment is refused', async () => {
    const t = montar({ conteudo: [] })
    await expect(t.service.aguardarPagamento(COMPRADOR)).rejects.toMatchObject({
      statusCode: 422,
      message: 'Seu carrinho está vazio',
    })
  })
})

describe('pagarCarrinho', () => {
  it('one preference per order not already being paid, each for its seller, with its items', async () => {
    const t = montar({
      pendentes: [900, 901, 902],
      emAndamento: [901],
      resumos: [resumo(900, ANA, 5_000, 1_000), resumo(902, BRUNO, 4_000)],
      itens: [itemPedido(900, 1, 1, 2_000, 2), itemPedido(902, null, 3, 4_000)],
    })
    const { data } = await t.service.pagarCarrinho(sessao(COMPRADOR), CARRINHO, {})

    expect(t.preferencias.criarParaPedido.mock.calls.map(([pedido]) => pedido)).toEqual([
      {
        id_pedido: 900,
        id_usuario_vendedor: ANA,
        valor_total_centavos: 5_000,
        taxa_entrega_centavos: 1_000,
        modo_entrega: 'envio',
      },
      {
        id_pedido: 902,
        id_usuario_vendedor: BRUNO,
        valor_total_centavos: 4_000,
        taxa_entrega_centavos: 0,
        modo_entrega: 'retirada',
      },
    ])
    const [, itensDe900, opcoes] = t.preferencias.criarParaPedido.mock.calls[0] ?? []
    expect(itensDe900).toEqual([
      { id: 1, titulo: 'produto 1', quantidade: 2, valor_unitario_centavos: 2_000, imagem_url: null },
    ])
    expect(opcoes).toEqual({
      backUrls: {
        success: 'https://recria.example/pagamento/sucesso',
        failure: 'https://recria.example/pagamento/falha',
        pending: 'https://recria.example/pagamento/pendente',
      },
      payerEmail: `usuario${COMPRADOR}@exemplo.com.br`,
    })
    // An item whose listing is gone is named by its own id.
    expect(t.preferencias.criarParaPedido.mock.calls[1]?.[1]).toMatchObject([{ id: 3 }])
    expect(t.pedidos.registrarPreferencia.mock.calls).toEqual([
      [expect.anything(), 900, 'pref-900'],
      [expect.anything(), 902, 'pref-902'],
    ])
    expect(data.init_point).toBe('https://mp.example/checkout?pref=900')
    expect(data.pedidos.map((p) => p.id_pedido)).toEqual([900, 902])
  })

  it('refuses an unknown cart, one not sent to payment, and one with nothing left to pay', async () => {
    await expect(
      montar({ statusCarrinho: null }).service.pagarCarrinho(sessao(COMPRADOR), CARRINHO, {}),
    ).rejects.toMatchObject({ statusCode: 404, message: 'Carrinho não encontrado.' })
    await expect(
      montar({ statusCarrinho: 'ativo' }).service.pagarCarrinho(sessao(COMPRADOR), CARRINHO, {}),
    ).rejects.toMatchObject({
      statusCode: 422,
      message: 'Este carrinho ainda não foi enviado para pagamento.',
    })
    await expect(
      montar({ pendentes: [] }).service.pagarCarrinho(sessao(COMPRADOR), CARRINHO, {}),
    ).rejects.toMatchObject({
      statusCode: 422,
      message: 'Todos os pedidos deste carrinho já foram pagos ou cancelados.',
    })
  })

  it('refuses when every order left is already being paid', async () => {
    const t = montar({ pendentes: [900], emAndamento: [900] })
    await expect(t.service.pagarCarrinho(sessao(COMPRADOR), CARRINHO, {})).rejects.toMatchObject({
      statusCode: 422,
      message: 'Este pedido já tem um pagamento em processamento. Aguarde a confirmação do Mercado Pago.',
    })
    expect(t.preferencias.criarParaPedido).not.toHaveBeenCalled()
  })
})

describe('pagarPedido', () => {
  it('pays again the buyer’s own unpaid order', async () => {
    const t = montar({ resumos: [resumo(900, ANA, 5_000)], itens: [itemPedido(900, 1, 1, 5_000)] })
    await expect(t.service.pagarPedido(sessao(COMPRADOR), 900, {})).resolves.toEqual({
      data: {
        init_point: 'https://mp.example/checkout?pref=900',
        sandbox_init_point: 'https://sandbox.mp.example/checkout?pref=900',
        id_pedido: 900,
      },
    })
  })

  it('refuses an unknown order, another buyer’s, one not awaiting payment, or one being paid', async () => {
    const casos: [Opcoes, number, string][] = [
      [{ partes: null }, 404, 'Pedido não encontrado.'],
      [
        { partes: { id_usuario_comprador: 11, status_pedido: 'pagamento_pendente' } },
        403,
        'Você não tem permissão para acessar este pedido.',
      ],
      [
        { partes: { id_usuario_comprador: COMPRADOR, status_pedido: 'pagamento_aprovado' } },
        422,
        'Este pedido não está aguardando pagamento.',
      ],
      [
        { emAndamento: [900] },
        422,
        'Este pedido já tem um pagamento em processamento. Aguarde a confirmação do Mercado Pago.',
      ],
    ]
    for (const [o, statusCode, message] of casos) {
      const t = montar(o)
      await expect(t.service.pagarPedido(sessao(COMPRADOR), 900, {})).rejects.toMatchObject({
        statusCode,
        message,
      })
      expect(t.preferencias.criarParaPedido).not.toHaveBeenCalled()
    }
  })
})

describe('comprarAgora', () => {
  it('one unit of the listing, in an order of its own with no cart', async () => {
    const t = montar({
      paraCompra: anuncio(1, ANA, 'Vaso', { precoCentavos: 2_500 }),
      resumos: [resumo(900, ANA, 2_500)],
      itens: [itemPedido(900, 1, 1, 2_500)],
    })
    await expect(
      t.service.comprarAgora(sessao(COMPRADOR), 1, { forma_pagamento_selecionada: 'padrao' }),
    ).resolves.toMatchObject({ data: { id_pedido: 900 } })
    expect(t.pedidos.travarCompraDireta).toHaveBeenCalledWith(TX, COMPRADOR)
    expect(t.criados).toMatchObject([
      { id_carrinho: null, valor_total_centavos: 2_500, itens: [{ id_anuncio: 1, quantidade: 1 }] },
    ])
  })

  it('refuses one’s own listing, or the sustainable form where it is not accepted, before any order', async () => {
    const proprio = montar({ paraCompra: anuncio(1, COMPRADOR, 'Vaso') })
    await expect(
      proprio.service.comprarAgora(sessao(COMPRADOR), 1, { forma_pagamento_selecionada: 'padrao' }),
    ).rejects.toMatchObject({ statusCode: 422, message: 'Você não pode comprar seu próprio anúncio.' })
    const sustentavel = montar({ paraCompra: anuncio(1, ANA, 'Vaso') })
    await expect(
      sustentavel.service.comprarAgora(sessao(COMPRADOR), 1, { forma_pagamento_selecionada: 'sustentavel' }),
    ).rejects.toMatchObject({
      statusCode: 422,
      message: 'Este anúncio não aceita pagamento sustentável. Escolha a forma de pagamento padrão.',
    })
    expect(sustentavel.db.transacoes).toBe(0)
  })

  it('an unknown listing is not found', async () => {
    const t = montar({ paraCompra: null })
    await expect(
      t.service.comprarAgora(sessao(COMPRADOR), 1, { forma_pagamento_selecionada: 'padrao' }),
    ).rejects.toMatchObject({ statusCode: 404, message: 'Anúncio não encontrado.' })
  })
})
