// Refund test data on the listening app with its in-process simulator: orders bought now, paid by
// card, walked to delivery by their seller through the API, their delivery date moved where a test
// needs it; the refund calls, the rows they change and what the provider holds.
import type { ModoEntrega } from '@recria/domain/entrega-opcoes'
import { EXEMPLO_ACOMPANHAMENTO } from '@recria/domain/entrega-pedido'
import { PASSOS_DO_VENDEDOR } from '@recria/domain/pedido-acoes'
import type { PaymentsApp } from '../../../test/payments.ts'
import { checkoutFixtures, type Vendedor } from '../checkout/checkout.fixtures.ts'

export type Comprador = { id: number; cookie: string }

export const MOTIVO = { motivo: 'defective_product', descricao: 'A alça descosturou no primeiro uso.' }

export function reembolsosFixtures(t: PaymentsApp) {
  const f = checkoutFixtures(t)

  /** A buy-now order of `preco`, paid by card (APRO) and synced, then delivered by its seller. */
  async function pedidoEntregue(v: Vendedor, b: Comprador, preco = 12_000) {
    const idAnuncio = await f.anuncio(v, { preco_centavos: preco, nome: 'Bolsa de lona reciclada' })
    const compra = await f.comprarAgora(b.cookie, idAnuncio, { forma_pagamento_selecionada: 'padrao' })
    const { data } = compra.json()
    const idPedido = data.id_pedido as number
    const pago = await f.pagar(data.init_point)
    await f.retorno(b.cookie, idPedido, pago.payment_id)
    // Ready for delivery, the seller tells what the order's mode asks (decision 029).
    const { entrega } = (await f.call('GET', `/pedidos/${idPedido}`, v.cookie)).json()
    const informacao = entrega ? EXEMPLO_ACOMPANHAMENTO[entrega.modo as ModoEntrega] : {}
    for (const status of PASSOS_DO_VENDEDOR) {
      const res = await f.call('PUT', `/pedidos/${idPedido}/status`, v.cookie, {
        status,
        id_usuario: v.id,
        ...(status === 'pronto_para_entrega' && informacao),
      })
      if (res.statusCode !== 200) throw new Error(`${status}: ${res.statusCode} ${res.body}`)
    }
    const { rows } = await t.pool.query('select id_pagamento from pagamentos where id_pedido = $1', [
      idPedido,
    ])
    return { idPedido, idPagamento: rows[0].id_pagamento as number, mpPaymentId: pago.payment_id }
  }

  /** Moves the delivery to `offset` before the database's now (e.g. `7 days - 5 seconds`). */
  async function entregueHa(idPedido: number, offset: string) {
    await t.pool.query(
      `update pedidos set data_entrega_realizada = now() - $2::interval where id_pedido = $1`,
      [idPedido, offset],
    )
  }

  const solicitar = (cookie: string | undefined, idPagamento: number | string, body: unknown = MOTIVO) =>
    f.call('POST', `/reembolsos/solicitar/${idPagamento}`, cookie, body)
  const responder = (cookie: string | undefined, idReembolso: number | string, body: unknown) =>
    f.call('PUT', `/reembolsos/responder/${idReembolso}`, cookie, body)

  const um = async (tabela: string, chave: string, id: number) =>
    (await t.pool.query(`select * from ${tabela} where ${chave} = $1`, [id])).rows[0]
  const reembolso = (id: number) => um('reembolsos', 'id_reembolso', id)
  const pedido = (id: number) => um('pedidos', 'id_pedido', id)
  const pagamento = (id: number) => um('pagamentos', 'id_pagamento', id)

  const reembolsosNoProvedor = async (v: Vendedor, mpPaymentId: number) =>
    (await f.pagamentoNoProvedor(v, mpPaymentId)).refunds ?? []

  /** The simulator's refund outage: the next `failNext` refund requests answer 500. */
  const derrubarReembolsos = (failNext: number, afterApplying = false) =>
    t.sim('/refunds/faults', { failNext, afterApplying })

  async function notificacoes(idUsuario: number) {
    const { rows } = await t.pool.query(
      'select tipo, titulo, mensagem, dados_adicionais from notificacoes where id_usuario = $1 order by id_notificacao',
      [idUsuario],
    )
    return rows
  }

  /** Every table a refused refund call could have changed, fingerprinted. */
  async function tudo() {
    const tabelas = ['reembolsos', 'pedidos', 'pedido_eventos', 'pagamentos', 'notificacoes']
    const entries = await Promise.all(
      tabelas.map(async (tabela) => [
        tabela,
        (await t.pool.query(`select * from ${tabela} order by 1`)).rows,
      ]),
    )
    return Object.fromEntries(entries)
  }

  return {
    ...f,
    pedidoEntregue,
    entregueHa,
    solicitar,
    responder,
    reembolso,
    pedido,
    pagamento,
    reembolsosNoProvedor,
    derrubarReembolsos,
    notificacoes,
    tudo,
  }
}

export type { Vendedor }
