// The money coming in (docs/design.md#orders-and-money): the cart becomes one order per seller, each order
// gets its own Checkout Pro preference with its seller's token, buy now makes one order of one unit, and an
// unpaid order can always be paid again. Prices are read here, at checkout, never at add time.
import { CARRINHO_MSG, IMPEDIMENTO_MSG, impedimentoDeCompra } from '@recria/domain/carrinho'
import {
  type AguardarPagamentoInput,
  CHECKOUT_MSG,
  type CheckoutAnuncio,
  type CheckoutUrls,
} from '@recria/domain/checkout'
import { toOpcaoEntrega } from '@recria/domain/entrega-opcoes'
import type { Deps } from '../../deps.ts'
import { mapLimit } from '../../lib/concurrency.ts'
import { BusinessRule, Forbidden, NotFound } from '../../lib/errors.ts'
import type { SessionUser } from '../../lib/guards.ts'
import type { AnunciosCompraService } from '../anuncios/anuncios.module.ts'
import type { CarrinhoPagamentoService } from '../carrinho/carrinho.module.ts'
import type { EnderecosService } from '../enderecos/enderecos.module.ts'
import type { EntregasService } from '../entregas/entregas.module.ts'
import { backUrlsFor, type PreferenciasService } from '../mercadopago/mercadopago.module.ts'
import type { PagamentosService } from '../pagamentos/pagamentos.module.ts'
import type { PedidosService } from '../pedidos/pedidos.module.ts'
import { toPedidosCheckout } from './checkout.presenter.ts'
import { entregasEscolhidas, pedidosDasLinhas, vendedoresDasLinhas } from './checkout-pedidos.ts'

/** A second 'Comprar Agora' of the same thing within this many minutes pays the first order. */
const COMPRA_DIRETA_REUSO_MINUTOS = 30
/** Preferences created at once for a cart of many sellers. */
const PREFERENCIAS_EM_PARALELO = 4

export type CheckoutService = ReturnType<typeof createCheckoutService>

export function createCheckoutService(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  uses: {
    carrinhoPagamento: CarrinhoPagamentoService
    pedidos: PedidosService
    anunciosCompra: AnunciosCompraService
    preferencias: PreferenciasService
    pagamentos: PagamentosService
    enderecos: EnderecosService
    entregas: EntregasService
  },
) {
  const { carrinhoPagamento: carrinhos, pedidos, anunciosCompra: anuncios, preferencias, pagamentos } = uses
  const { enderecos, entregas } = uses

  async function pedidosCheckout(ids: readonly number[]) {
    const [resumos, itens] = await Promise.all([pedidos.resumos(db, ids), pedidos.itens(db, ids)])
    return { resumos, itens, view: toPedidosCheckout(resumos, itens) }
  }

  /** One preference per order (its seller's token), a few at a time; the links in the same order. */
  async function preferir(ids: readonly number[], user: SessionUser, urls: CheckoutUrls) {
    const { resumos, itens, view } = await pedidosCheckout(ids)
    const backUrls = backUrlsFor(config.publicUrl, urls)
    const links = await mapLimit(resumos, PREFERENCIAS_EM_PARALELO, async (p) => {
      const link = await preferencias.criarParaPedido(
        {
          id_pedido: p.id_pedido,
          id_usuario_vendedor: p.vendedor.id_usuario,
          valor_total_centavos: p.valor_total_centavos,
          taxa_entrega_centavos: p.taxa_entrega_centavos,
          modo_entrega: p.modo_entrega,
        },
        itens
          .filter((i) => i.id_pedido === p.id_pedido)
          .map((i) => ({
            id: i.id_anuncio ?? i.id_item_pedido,
            titulo: i.nome_produto,
            quantidade: i.quantidade,
            valor_unitario_centavos: i.valor_unitario_centavos,
            imagem_url: i.imagem_produto,
          })),
        { backUrls, payerEmail: user.usuario.email },
      )
      // The order keeps its latest preference (a new one replaces it when the buyer pays again).
      await pedidos.registrarPreferencia(db, p.id_pedido, link.id)
      return link
    })
    return view.map((pedido, i) => ({ pedido, link: links[i] as (typeof links)[number] }))
  }

  /** The buyer's own unpaid order, payable now (no other payment of it still being decided). */
  async function pedidoPagavel(user: SessionUser, idPedido: number) {
    const partes = await pedidos.partes(db, idPedido)
    if (!partes) throw new NotFound(CHECKOUT_MSG.pedidoNaoEncontrado)
    if (partes.id_usuario_comprador !== user.id_usuario) throw new Forbidden(CHECKOUT_MSG.pedidoDeOutro)
    if (partes.status_pedido !== 'pagamento_pendente') throw new BusinessRule(CHECKOUT_MSG.pedidoNaoPendente)
    if ((await pagamentos.emAndamento([idPedido])).size > 0)
      throw new BusinessRule(CHECKOUT_MSG.pagamentoEmAndamento)
  }

  /** Each seller's options for the address (one query for all their settings), in the given order. */
  async function opcoesPara(
    vendedores: readonly { id: number; nome: string }[],
    idComprador: number,
    idEndereco: number | undefined,
  ) {
    const destino = await enderecos.paraEntrega(db, idComprador, idEndereco)
    const opcoes = await entregas.opcoes(
      vendedores.map((v) => v.id),
      destino,
    )
    return vendedores.map(({ id, nome }) => ({
      id_vendedor: id,
      nome_vendedor: nome,
      opcoes: (opcoes.get(id)?.opcoes ?? []).map(toOpcaoEntrega),
    }))
  }

  /** A listing a buyer may buy now in some form (404 / 422 as buy now answers them). */
  async function anuncioCompravel(idAnuncio: number) {
    const anuncio = (await anuncios.paraCompra([idAnuncio])).get(idAnuncio)
    if (!anuncio) throw new NotFound(CARRINHO_MSG.anuncioNaoEncontrado)
    return anuncio
  }

  return {
    /**
     * GET /carrinho/usuario/{id}/entrega: the delivery options of each seller of the active cart for
     * the named address (the buyer's own, 404 otherwise), the principal one, or none (pickup only).
     */
    async opcoesDoCarrinho(idComprador: number, idEndereco?: number) {
      const ativo = await carrinhos.ativo(idComprador)
      const conteudo = ativo === null ? [] : await carrinhos.conteudo(db, ativo)
      const linhas = conteudo.flatMap(({ item, anuncio }) =>
        anuncio ? [{ quantidade: item.quantidade, forma: item.forma_pagamento_selecionada, anuncio }] : [],
      )
      return { vendedores: await opcoesPara(vendedoresDasLinhas(linhas), idComprador, idEndereco) }
    },

    /** GET /anuncios/{id}/entrega: the listing's seller's options for buy now. */
    async opcoesDoAnuncio(user: SessionUser, idAnuncio: number, idEndereco?: number) {
      const anuncio = await anuncioCompravel(idAnuncio)
      // A listing no one can buy now is refused as buy now refuses it; its own seller may look.
      const impedimento = impedimentoDeCompra(anuncio, user.id_usuario, 'padrao')
      if (impedimento === 'indisponivel' || impedimento === 'vendedor_bloqueado')
        throw new BusinessRule(IMPEDIMENTO_MSG[impedimento])
      const vendedor = { id: anuncio.idVendedor, nome: anuncio.anuncio.usuario_vendedor.nome }
      const [opcoes] = await opcoesPara([vendedor], user.id_usuario, idEndereco)
      if (!opcoes) throw new Error('anúncio sem vendedor')
      return opcoes
    },

    /**
     * POST /carrinho/usuario/{id}/aguardar-pagamento. Under the cart's row lock, so a second call (a
     * double click, another tab) waits, finds the cart no longer active and answers the same orders.
     * Each order keeps a copy of the named address (the buyer's own, 404 otherwise) or the principal one.
     */
    async aguardarPagamento(
      idComprador: number,
      { id_endereco, entregas: escolhas }: AguardarPagamentoInput = {},
    ) {
      const idCarrinho = await db.transaction(async (tx) => {
        const ativo = await carrinhos.travarAtivo(tx, idComprador)
        const conteudo = ativo === null ? [] : await carrinhos.conteudo(tx, ativo)
        const linhas = conteudo.flatMap(({ item, anuncio }) =>
          anuncio ? [{ quantidade: item.quantidade, forma: item.forma_pagamento_selecionada, anuncio }] : [],
        )
        if (ativo === null || linhas.length === 0) {
          const aguardando = await carrinhos.ultimoAguardando(tx, idComprador)
          if (aguardando === null) throw new BusinessRule(CHECKOUT_MSG.carrinhoVazio)
          return aguardando
        }
        const endereco = await enderecos.paraEntrega(tx, idComprador, id_endereco)
        const vendedores = vendedoresDasLinhas(linhas)
        const opcoes = await entregas.opcoes(
          vendedores.map((v) => v.id),
          endereco,
          tx,
        )
        const escolhidas = entregasEscolhidas(vendedores, opcoes, escolhas)
        await pedidos.criar(tx, pedidosDasLinhas(linhas, idComprador, ativo, endereco, escolhidas))
        await carrinhos.aguardarPagamento(tx, ativo)
        return ativo
      })
      const { view } = await pedidosCheckout(await pedidos.doCarrinho(db, idCarrinho))
      return { id_carrinho: idCarrinho, status: 'aguardando_pagamento' as const, pedidos: view }
    },

    /**
     * GET /carrinho/usuario/{id}/aguardando-pagamento: the buyer's latest checked-out cart and its
     * orders still unpaid, so leaving the provider's page never loses them (the drawer offers them).
     */
    async aguardando(idComprador: number) {
      const idCarrinho = await carrinhos.ultimoAguardando(db, idComprador)
      if (idCarrinho === null) throw new NotFound(CHECKOUT_MSG.nenhumCarrinhoAguardando)
      const { view } = await pedidosCheckout(await pedidos.doCarrinho(db, idCarrinho, true))
      return { id_carrinho: idCarrinho, status: 'aguardando_pagamento' as const, pedidos: view }
    },

    /** POST /mercadopago/checkout/carrinho/{id}: a preference for each order still to be paid. */
    async pagarCarrinho(user: SessionUser, idCarrinho: number, urls: CheckoutUrls) {
      const status = await carrinhos.situacao(idCarrinho, user.id_usuario)
      if (status === null) throw new NotFound(CHECKOUT_MSG.carrinhoNaoEncontrado)
      if (status === 'ativo') throw new BusinessRule(CHECKOUT_MSG.carrinhoSemPedidos)
      const pendentes = await pedidos.doCarrinho(db, idCarrinho, true)
      const emAndamento = await pagamentos.emAndamento(pendentes)
      const livres = pendentes.filter((id) => !emAndamento.has(id))
      if (!livres.length)
        throw new BusinessRule(
          pendentes.length ? CHECKOUT_MSG.pagamentoEmAndamento : CHECKOUT_MSG.carrinhoQuitado,
        )
      const pagos = await preferir(livres, user, urls)
      const [primeiro] = pagos
      if (!primeiro) throw new Error('carrinho sem preferência')
      return {
        data: {
          init_point: primeiro.link.init_point,
          sandbox_init_point: primeiro.link.sandbox_init_point,
          pedidos: pagos.map(({ pedido, link }) => ({
            id_pedido: pedido.id_pedido,
            vendedor: pedido.vendedor,
            valor_total: pedido.valor_total,
            init_point: link.init_point,
          })),
        },
      }
    },

    /** POST /mercadopago/checkout/pedido/{id}: pay (again) an unpaid order of one's own. */
    async pagarPedido(user: SessionUser, idPedido: number, urls: CheckoutUrls) {
      await pedidoPagavel(user, idPedido)
      const [pago] = await preferir([idPedido], user, urls)
      if (!pago) throw new NotFound(CHECKOUT_MSG.pedidoNaoEncontrado)
      const { init_point, sandbox_init_point } = pago.link
      return { data: { init_point, sandbox_init_point, id_pedido: idPedido } }
    },

    /**
     * POST /mercadopago/checkout/anuncio/{id}: one unit now. A buyer's calls run one at a time, and an
     * unpaid, never-attempted order of the same listing and form from the last minutes is paid instead
     * of making another (a double click makes one order).
     */
    async comprarAgora(user: SessionUser, idAnuncio: number, input: CheckoutAnuncio) {
      const forma = input.forma_pagamento_selecionada
      const anuncio = await anuncioCompravel(idAnuncio)
      const impedimento = impedimentoDeCompra(anuncio, user.id_usuario, forma)
      if (impedimento) throw new BusinessRule(IMPEDIMENTO_MSG[impedimento])
      const idPedido = await db.transaction(async (tx) => {
        await pedidos.travarCompraDireta(tx, user.id_usuario)
        const endereco = await enderecos.paraEntrega(tx, user.id_usuario, input.id_endereco)
        const linhas = [{ quantidade: 1, forma, anuncio }]
        const vendedores = vendedoresDasLinhas(linhas)
        const escolhas = input.modo_entrega
          ? [{ id_vendedor: anuncio.idVendedor, modo: input.modo_entrega }]
          : []
        const escolhidas = entregasEscolhidas(
          vendedores,
          await entregas.opcoes([anuncio.idVendedor], endereco, tx),
          escolhas,
        )
        const modo = escolhidas.get(anuncio.idVendedor)?.modo
        if (!modo) throw new Error('compra sem entrega')
        const recente = await pedidos.compraDiretaRecente(
          tx,
          user.id_usuario,
          idAnuncio,
          forma,
          COMPRA_DIRETA_REUSO_MINUTOS,
          { modo, endereco },
        )
        if (recente !== null) return recente
        const [id] = await pedidos.criar(
          tx,
          pedidosDasLinhas(linhas, user.id_usuario, null, endereco, escolhidas),
        )
        if (id === undefined) throw new Error('compra sem pedido')
        return id
      })
      const [pago] = await preferir([idPedido], user, input)
      if (!pago) throw new NotFound(CHECKOUT_MSG.pedidoNaoEncontrado)
      const { init_point, sandbox_init_point } = pago.link
      return {
        data: {
          init_point,
          sandbox_init_point,
          id_pedido: idPedido,
          data: { init_point, sandbox_init_point },
        },
      }
    },
  }
}
