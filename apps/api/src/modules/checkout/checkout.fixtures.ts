// Checkout test data on the listening app with its in-process simulator: sellers whose Mercado Pago
// test accounts are really connected (so preferences are real), their listings, buyers with carts,
// and what the provider itself holds about a preference.
import { Payment, Preference } from 'mercadopago'
import { comRetirada } from '../../../test/fixtures.ts'
import type { PaymentsApp } from '../../../test/payments.ts'
import { carrinhoFixtures } from '../carrinho/carrinho.fixtures.ts'
import { sdkConfig } from '../mercadopago/sdk.ts'

export type Vendedor = Awaited<ReturnType<PaymentsApp['connectedSeller']>> & { id: number }

export function checkoutFixtures(t: PaymentsApp) {
  const f = carrinhoFixtures(t)

  /** A connected seller offering pickup (no fee), so every checkout has a delivery option. */
  async function vendedor(): Promise<Vendedor> {
    const s = await t.connectedSeller()
    await comRetirada(t.app, s)
    return { ...s, id: s.usuario.id_usuario as number }
  }

  /** The buyer's cart filled with `itens` through the API. */
  async function encher(
    comprador: { id: number; cookie: string },
    itens: { id_anuncio: number; quantidade?: number; forma?: 'padrao' | 'sustentavel' }[],
  ) {
    for (const item of itens) {
      const res = await f.adicionar(comprador.cookie, {
        id_usuario_comprador: comprador.id,
        id_anuncio: item.id_anuncio,
        quantidade: item.quantidade ?? 1,
        forma_pagamento_selecionada: item.forma ?? 'padrao',
      })
      if (res.statusCode >= 300) throw new Error(`add failed: ${res.statusCode} ${res.body}`)
    }
  }

  const aguardar = (cookie: string | undefined, idComprador: number | string) =>
    f.call('POST', `/carrinho/usuario/${idComprador}/aguardar-pagamento`, cookie)
  const pagarCarrinho = (cookie: string | undefined, idCarrinho: number | string, body: unknown = {}) =>
    f.call('POST', `/mercadopago/checkout/carrinho/${idCarrinho}`, cookie, body)
  const pagarPedido = (cookie: string | undefined, idPedido: number | string, body: unknown = {}) =>
    f.call('POST', `/mercadopago/checkout/pedido/${idPedido}`, cookie, body)
  const comprarAgora = (cookie: string | undefined, idAnuncio: number | string, body: unknown) =>
    f.call('POST', `/mercadopago/checkout/anuncio/${idAnuncio}`, cookie, body)
  const retorno = (cookie: string | undefined, idPedido: number | string, paymentId?: number) =>
    f.call(
      'GET',
      `/mercadopago/checkout/pedido/${idPedido}${paymentId === undefined ? '' : `?payment_id=${paymentId}`}`,
      cookie,
    )

  /** The preference behind an init_point, as the seller's account at the provider holds it. */
  function preferencia(v: Vendedor, initPoint: string) {
    const id = new URL(initPoint).searchParams.get('pref_id')
    if (!id) throw new Error(`init_point sem pref_id: ${initPoint}`)
    return new Preference(sdkConfig(v.mp.access_token)).get({ preferenceId: id })
  }

  const pagamentoNoProvedor = (v: Vendedor, mpPaymentId: number) =>
    new Payment(sdkConfig(v.mp.access_token)).get({ id: mpPaymentId })

  /** Pays the preference behind `initPoint` as the hosted page would (APRO approves). */
  const pagar = (initPoint: string, metodo = 'master', titular = 'APRO') =>
    t.pay(new URL(initPoint).searchParams.get('pref_id') as string, metodo, titular)

  async function pedidos(idComprador: number) {
    const { rows } = await t.pool.query(
      'select * from pedidos where id_usuario_comprador = $1 order by id_pedido',
      [idComprador],
    )
    return rows
  }

  async function itensDoPedido(idPedido: number) {
    const { rows } = await t.pool.query(
      'select * from itens_pedido where id_pedido = $1 order by id_item_pedido',
      [idPedido],
    )
    return rows
  }

  async function statusDoCarrinho(idCarrinho: number) {
    const { rows } = await t.pool.query('select status from carrinhos where id_carrinho = $1', [idCarrinho])
    return rows[0]?.status as string | undefined
  }

  /** Every table a refused checkout call could have changed, fingerprinted. */
  async function tudo() {
    const tabelas = ['carrinhos', 'itens_carrinho', 'pedidos', 'itens_pedido', 'pedido_eventos', 'pagamentos']
    const entries = await Promise.all(
      tabelas.map(async (tabela) => {
        const { rows } = await t.pool.query(`select * from ${tabela} order by 1`)
        return [tabela, rows] as const
      }),
    )
    return Object.fromEntries(entries)
  }

  return {
    ...f,
    vendedor,
    encher,
    aguardar,
    pagarCarrinho,
    pagarPedido,
    comprarAgora,
    retorno,
    preferencia,
    pagamentoNoProvedor,
    pagar,
    pedidos,
    itensDoPedido,
    statusDoCarrinho,
    tudo,
  }
}
