import { MERCADO_PAGO_MSG } from '@recria/domain/conexao-mercadopago'
import { centavosToReais, itemsTotalCentavos, platformFeeDoPedido } from '@recria/domain/pagamento'
import { MercadoPagoError, Preference } from 'mercadopago'
import type { Deps } from '../../deps.ts'
import { BusinessRule, HttpError } from '../../lib/errors.ts'
import { type BackUrls, backUrlsFor } from './back-urls.ts'
import type { ConexaoService } from './conexao.service.ts'
import { sdkConfig } from './sdk.ts'

export interface PreferenceOrder {
  id_pedido: number
  id_usuario_vendedor: number
  /** The order's cash total: what the buyer pays through Mercado Pago (items plus delivery). */
  valor_total_centavos: number
  /** The delivery fee, part of the total, charged as Checkout Pro's shipping cost (decision 029). */
  taxa_entrega_centavos?: number
  /** The delivery mode (pickup is told to Checkout Pro as `local_pickup`); null on older orders. */
  modo_entrega?: string | null
}

/** A raw-material charge (decision 030): paid to the order's seller, apart from the order. */
export interface PreferenceCobranca {
  id_cobranca: number
  id_pedido: number
  id_usuario_vendedor: number
  valor_centavos: number
  titulo: string
}

export interface PreferenceOptions {
  backUrls?: BackUrls
  /** The buyer, as Checkout Pro's payer. */
  payerEmail?: string
}

export interface PreferenceItem {
  id: string | number
  titulo: string
  quantidade: number
  valor_unitario_centavos: number
  descricao?: string | null
  imagem_url?: string | null
}

const absolute = (url: string | null | undefined, base: string) =>
  url ? new URL(url, `${base}/`).toString() : undefined

export type PreferenciasService = ReturnType<typeof createPreferenciasService>

export function createPreferenciasService(
  { config, log }: Pick<Deps, 'config' | 'log'>,
  { conexoes }: { conexoes: ConexaoService },
) {
  return { criarParaPedido, criarParaCobranca }

  /**
   * Whatever stops a preference (the provider refusing or unreachable, a token that cannot be read or
   * renewed) reaches the buyer as 'try again' (502), logged with its cause; never as a 500.
   */
  function falhaDoProvedor(order: PreferenceOrder) {
    return (error: unknown): never => {
      if (error instanceof HttpError) throw error
      const recusada = error instanceof MercadoPagoError
      log.error(
        { err: error, pedido: order.id_pedido },
        `mercadopago: preferência ${recusada ? 'recusada' : 'sem resposta'}`,
      )
      throw new HttpError(502, MERCADO_PAGO_MSG.erroProcessar)
    }
  }

  /**
   * A Checkout Pro preference for one order, created with the SELLER's token (marketplace model: the
   * seller collects, the platform keeps `marketplace_fee`, docs/design.md#orders-and-money). Answers its id
   * and where to send the buyer; the checkout keeps the id on the order.
   */
  async function criarParaPedido(
    order: PreferenceOrder,
    items: PreferenceItem[],
    options: PreferenceOptions = {},
  ) {
    const itens = itemsTotalCentavos(
      items.map((i) => ({ quantidade: i.quantidade, valorUnitarioCentavos: i.valor_unitario_centavos })),
    )
    const entrega = order.taxa_entrega_centavos ?? 0
    if (items.length === 0 || itens + entrega !== order.valor_total_centavos)
      throw new Error(
        `pedido ${order.id_pedido}: itens (${itens}) + entrega (${entrega}) ≠ total (${order.valor_total_centavos})`,
      )
    const token = await conexoes.tokenDeAcesso(order.id_usuario_vendedor).catch(falhaDoProvedor(order))
    if (!token) throw new BusinessRule(MERCADO_PAGO_MSG.vendedorSemConexao)

    const body = {
      items: items.map((item) => ({
        id: String(item.id),
        title: item.titulo.slice(0, 256),
        description: item.descricao?.slice(0, 256) || undefined,
        picture_url: absolute(item.imagem_url, config.publicUrl),
        quantity: item.quantidade,
        unit_price: centavosToReais(item.valor_unitario_centavos),
        currency_id: 'BRL',
      })),
      // Seller-defined delivery cost (Checkout Pro's `shipments`, mode not_specified): the buyer pays
      // items + cost, and the payment reports it as shipping_amount (decision 029).
      shipments:
        entrega > 0 || order.modo_entrega
          ? {
              mode: 'not_specified',
              cost: centavosToReais(entrega),
              local_pickup: order.modo_entrega === 'retirada',
            }
          : undefined,
      // The platform's share is of the items only; the delivery fee goes whole to the seller.
      marketplace_fee: centavosToReais(
        platformFeeDoPedido({ itensCentavos: itens, entregaCentavos: entrega }, config.PLATFORM_FEE_PERCENT),
      ),
      external_reference: String(order.id_pedido),
      back_urls: options.backUrls ?? backUrlsFor(config.publicUrl),
      payer: options.payerEmail ? { email: options.payerEmail } : undefined,
      auto_return: 'approved',
      notification_url: config.mp.notificationUrl,
      statement_descriptor: 'RECRIA',
      metadata: { id_pedido: order.id_pedido },
    }

    const created = await new Preference(sdkConfig(token)).create({ body }).catch(falhaDoProvedor(order))
    if (!created.id || !created.init_point) throw new HttpError(502, MERCADO_PAGO_MSG.erroProcessar)
    return {
      id: created.id,
      init_point: created.init_point,
      sandbox_init_point: created.sandbox_init_point ?? created.init_point,
    }
  }

  /**
   * A Checkout Pro preference for a raw-material charge (decision 030), with the seller's token as an
   * order's: one item of the charge's value, the platform's fee as on items, and an
   * `external_reference` ('cobranca-<id>', never digits) that keeps its payment apart from every order
   * payment (the sync, the duplicate-payment refund and the reconciliation read only digits as orders).
   */
  async function criarParaCobranca(cobranca: PreferenceCobranca, options: PreferenceOptions = {}) {
    const falha = falhaDoProvedor({ ...cobranca, valor_total_centavos: cobranca.valor_centavos })
    const token = await conexoes.tokenDeAcesso(cobranca.id_usuario_vendedor).catch(falha)
    if (!token) throw new BusinessRule(MERCADO_PAGO_MSG.vendedorSemConexao)
    const referencia = `cobranca-${cobranca.id_cobranca}`
    const valor = cobranca.valor_centavos
    const body = {
      items: [
        {
          id: referencia,
          title: cobranca.titulo.slice(0, 256),
          quantity: 1,
          unit_price: centavosToReais(valor),
          currency_id: 'BRL',
        },
      ],
      marketplace_fee: centavosToReais(
        platformFeeDoPedido({ itensCentavos: valor, entregaCentavos: 0 }, config.PLATFORM_FEE_PERCENT),
      ),
      external_reference: referencia,
      back_urls: options.backUrls ?? backUrlsFor(config.publicUrl),
      payer: options.payerEmail ? { email: options.payerEmail } : undefined,
      auto_return: 'approved',
      notification_url: config.mp.notificationUrl,
      statement_descriptor: 'RECRIA',
      metadata: { id_pedido: cobranca.id_pedido, id_cobranca: cobranca.id_cobranca },
    }
    const created = await new Preference(sdkConfig(token)).create({ body }).catch(falha)
    if (!created.id || !created.init_point) throw new HttpError(502, MERCADO_PAGO_MSG.erroProcessar)
    return { id: created.id, init_point: created.init_point }
  }
}
