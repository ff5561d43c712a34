// The reconciliation on real orders paid at the in-process simulator: a clean flow (a cart of two
// sellers, one order cancelled after payment, an order paid twice, a refund request completed) has no
// discrepancy; each rule broken on purpose by an UPDATE, inside a transaction rolled back afterwards,
// is reported in Portuguese.
import { execFile } from 'node:child_process'
import path from 'node:path'
import { listPayments } from '@recria/mp-simulator/pagamentos'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually, type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { createServices } from '../../../test/services.ts'
import { MOTIVO, reembolsosFixtures } from '../reembolsos/reembolsos.fixtures.ts'
import { provedorSdk } from './provedor-sdk.ts'
import { provedorSimulador } from './provedor-simulador.ts'
import { reconciliar } from './reconciliar.ts'

let t: PaymentsApp
let f: ReturnType<typeof reembolsosFixtures>
const fluxo = {
  idCarrinho: 0,
  /** Paid, then cancelled by the buyer: refunded by the cancellation. */
  cancelado: { idPedido: 0, mp: 0 },
  /** Paid; holds a padrão and a sustentável item. */
  pago: { idPedido: 0, mp: 0, total: 0, itemPadrao: 0, itemSustentavel: 0 },
  duplicado: { idPedido: 0, primeiro: 0, segundo: 0 },
  reembolsado: { idPedido: 0, idReembolso: 0, mp: 0 },
}

const um = async <T = Record<string, number>>(sql: string, params: unknown[] = []) =>
  (await t.pool.query(sql, params)).rows[0] as T
const reembolsadoNoProvedor = async (mp: number) =>
  (await listPayments(t.pool)).find((p) => p.id === mp)?.refunded_cents

beforeAll(async () => {
  t = await startPaymentsApp()
  f = reembolsosFixtures(t)
  const [marta, vidro] = [await f.vendedor(), await f.vendedor()]
  const b = await f.comprador()

  // A cart of two sellers: Marta's order is paid and then cancelled; Vidro's holds both forms and is paid.
  await f.encher(b, [{ id_anuncio: await f.anuncio(marta, { preco_centavos: 3_000 }) }])
  await f.encher(b, [
    { id_anuncio: await f.anuncio(vidro, { preco_centavos: 4_990 }), quantidade: 2 },
    {
      id_anuncio: await f.anuncio(vidro, { preco_centavos: 8_000, forma: 'sustentavel' }),
      forma: 'sustentavel',
    },
  ])
  const aguardando = (await f.aguardar(b.cookie, b.id)).json()
  fluxo.idCarrinho = aguardando.id_carrinho
  const [doMarta, doVidro] = aguardando.pedidos as { id_pedido: number }[]
  const { data } = (await f.pagarCarrinho(b.cookie, fluxo.idCarrinho)).json()
  const pagoMarta = await f.pagar(data.pedidos[0].init_point)
  const pagoVidro = await f.pagar(data.pedidos[1].init_point)
  fluxo.cancelado = { idPedido: doMarta?.id_pedido as number, mp: pagoMarta.payment_id }
  await eventually('os dois pedidos aprovados', async () => {
    const { n } = await um(
      `select count(*)::int as n from pedidos where id_carrinho = $1 and status_pedido = 'pagamento_aprovado'`,
      [fluxo.idCarrinho],
    )
    return n === 2
  })
  const cancelar = await f.call('PUT', `/pedidos/${fluxo.cancelado.idPedido}/cancelar`, b.cookie, {
    motivo: 'Desisti deste pedido, obrigado.',
    id_usuario: b.id,
  })
  expect(cancelar.statusCode).toBe(200)
  await eventually(
    'o pedido cancelado devolvido',
    async () => (await reembolsadoNoProvedor(pagoMarta.payment_id)) === 3_000,
  )

  const itens = await f.itensDoPedido(doVidro?.id_pedido as number)
  fluxo.pago = {
    idPedido: doVidro?.id_pedido as number,
    mp: pagoVidro.payment_id,
    total: itens.reduce((s, i) => s + i.quantidade * i.valor_unitario_centavos, 0),
    itemPadrao: itens.find((i) => i.forma_pagamento_selecionada === 'padrao').id_item_pedido,
    itemSustentavel: itens.find((i) => i.forma_pagamento_selecionada === 'sustentavel').id_item_pedido,
  }

  // An order paid twice (two tabs): the second payment is given back by the order's refund job.
  const compra = (
    await f.comprarAgora(b.cookie, await f.anuncio(vidro, { preco_centavos: 2_500 }), {
      forma_pagamento_selecionada: 'padrao',
    })
  ).json().data
  const primeiro = await f.pagar(compra.init_point)
  const segundo = await f.pagar(compra.init_point)
  fluxo.duplicado = { idPedido: compra.id_pedido, primeiro: primeiro.payment_id, segundo: segundo.payment_id }
  await eventually('o pagamento duplicado devolvido', async () => {
    const linha = await um(
      'select valor_reembolsado_centavos as v from pagamentos where mercado_pago_payment_id = $1',
      [segundo.payment_id],
    )
    return linha?.v === 2_500
  })

  // A delivered order whose refund request the seller approves.
  const entregue = await f.pedidoEntregue(marta, b, 12_000)
  const pedido = await f.solicitar(b.cookie, entregue.idPagamento, MOTIVO)
  const idReembolso = pedido.json().reembolso.id_reembolso as number
  const resposta = await f.responder(marta.cookie, idReembolso, {
    respostaVendedor: 'Pode devolver.',
    aprovado: true,
  })
  expect(resposta.json().reembolso.status).toBe('completed')
  fluxo.reembolsado = { idPedido: entregue.idPedido, idReembolso, mp: entregue.mpPaymentId }
  // The webhooks of the refunds have been stored.
  await eventually(
    'os pagamentos iguais aos do provedor',
    async () => (await reconciliar(t.pool, provedorSimulador(t.pool))).length === 0,
  )
}, 60_000)
afterAll(() => t?.close())

/** The reconciliation after `sql`, in a transaction rolled back: the flow stays clean for the next case. */
async function depoisDe(...sqls: string[]) {
  const client: pg.PoolClient = await t.pool.connect()
  try {
    await client.query('begin')
    for (const sql of sqls) await client.query(sql)
    return await reconciliar(client, provedorSimulador(client))
  } finally {
    await client.query('rollback')
    client.release()
  }
}

describe('a clean flow', () => {
  it('has no discrepancy: cart paid, an order cancelled and refunded, one paid twice, a refund request completed', async () => {
    expect(
      await t.pool.query('select status from carrinhos where id_carrinho = $1', [fluxo.idCarrinho]),
    ).toMatchObject({
      rows: [{ status: 'finalizado' }],
    })
    expect(
      await um('select status_pedido from pedidos where id_pedido = $1', [fluxo.reembolsado.idPedido]),
    ).toEqual({
      status_pedido: 'reembolsado',
    })
    expect(await reconciliar(t.pool, provedorSimulador(t.pool))).toEqual([])
  })
})

describe('each rule broken on purpose', () => {
  it("an order's total other than the sum of its items", async () => {
    const { idPedido, itemPadrao, total } = fluxo.pago
    expect(
      await depoisDe(
        `update itens_pedido set valor_unitario_centavos = valor_unitario_centavos - 1 where id_item_pedido = ${itemPadrao}`,
      ),
    ).toEqual([
      {
        regra: 'total_do_pedido',
        descricao: `Pedido #${idPedido}: total de R$ ${reais(total)} difere da soma dos itens, R$ ${reais(total - 2)}.`,
      },
    ])
  })

  it("an item's raw material against its payment form, and the order's raw-material total", async () => {
    const { idPedido, itemPadrao, itemSustentavel } = fluxo.pago
    expect(
      await depoisDe(
        `update itens_pedido set unidade_medida = 'quilograma' where id_item_pedido = ${itemPadrao}`,
        `update itens_pedido set nome_materia_prima = null where id_item_pedido = ${itemSustentavel}`,
      ),
    ).toEqual([
      {
        regra: 'forma_do_item',
        descricao: `Item ${itemPadrao} do pedido #${idPedido}: forma padrão com créditos ou matéria-prima registrados.`,
      },
      {
        regra: 'forma_do_item',
        descricao: `Item ${itemSustentavel} do pedido #${idPedido}: forma sustentável sem créditos, quantidade, nome ou unidade de matéria-prima.`,
      },
    ])
    const materia = await depoisDe(
      `update pedidos set quantidade_total_materia_prima = 0 where id_pedido = ${idPedido}`,
    )
    expect(materia).toHaveLength(1)
    expect(materia[0]?.descricao).toMatch(
      new RegExp(
        `^Pedido #${idPedido}: matéria-prima total de 0\\.00 difere da soma dos itens, \\d+\\.\\d\\d\\.$`,
      ),
    )
  })

  it('an approved payment whose order is still pagamento_pendente', async () => {
    const { idPedido, mp } = fluxo.pago
    expect(
      await depoisDe(`update pedidos set status_pedido = 'pagamento_pendente' where id_pedido = ${idPedido}`),
    ).toEqual([
      {
        regra: 'pagamento_aprovado',
        descricao: `Pedido #${idPedido}: pagamento ${mp} aprovado, mas o pedido continua em pagamento_pendente.`,
      },
    ])
  })

  it('a net other than the total less the fees, and fees other than the provider charged', async () => {
    const { mp } = fluxo.pago
    const p = await um<{
      valor_total_centavos: number
      valor_taxa_centavos: number
      valor_liquido_centavos: number
    }>(`select * from pagamentos where mercado_pago_payment_id = ${mp}`)
    expect(
      await depoisDe(
        `update pagamentos set valor_liquido_centavos = valor_liquido_centavos - 1 where mercado_pago_payment_id = ${mp}`,
      ),
    ).toEqual([
      {
        regra: 'valor_liquido',
        descricao: `Pagamento ${mp}: líquido de R$ ${reais(p.valor_liquido_centavos - 1)} difere do total R$ ${reais(p.valor_total_centavos)} menos as taxas R$ ${reais(p.valor_taxa_centavos)}.`,
      },
    ])
    const taxas = await depoisDe(
      `update pagamentos set valor_taxa_centavos = valor_taxa_centavos + 1, valor_liquido_centavos = valor_liquido_centavos - 1 where mercado_pago_payment_id = ${mp}`,
    )
    expect(taxas).toHaveLength(1)
    expect(taxas[0]?.descricao).toMatch(
      new RegExp(
        `^Pagamento ${mp}: taxas de R\\$ ${reais(p.valor_taxa_centavos + 1).replace('.', '\\.')} em pagamentos, mas o Mercado Pago cobrou R\\$ [\\d,]+ de tarifa e R\\$ [\\d,]+ da plataforma\\.$`,
      ),
    )
  })

  it('refunds above what was paid', async () => {
    const { mp, total } = fluxo.pago
    const achadas = await depoisDe(
      `update pagamentos set valor_reembolsado_centavos = valor_total_centavos + 1 where mercado_pago_payment_id = ${mp}`,
    )
    expect(achadas).toContainEqual({
      regra: 'reembolso_excede',
      descricao: `Pagamento ${mp}: reembolsos de R$ ${reais(total + 1)} excedem o valor pago, R$ ${reais(total)}.`,
    })
  })

  it('a refunded order without its completed refund at the provider', async () => {
    const { idPedido, idReembolso } = fluxo.reembolsado
    expect(
      await depoisDe(`update reembolsos set status = 'failed' where id_reembolso = ${idReembolso}`),
    ).toEqual([
      {
        regra: 'reembolso_ausente',
        descricao: `Pedido #${idPedido}: reembolsado sem reembolso concluído no Mercado Pago.`,
      },
    ])
    expect(
      await depoisDe(`update reembolsos set mp_refund_id = 1 where id_reembolso = ${idReembolso}`),
    ).toEqual([
      {
        regra: 'reembolso_ausente',
        descricao: `Reembolso ${idReembolso} do pedido #${idPedido}: concluído, mas o Mercado Pago não tem o reembolso.`,
      },
      {
        regra: 'reembolso_ausente',
        descricao: `Pedido #${idPedido}: reembolsado sem reembolso concluído no Mercado Pago.`,
      },
    ])
  })

  it('an order cancelled after payment, or paid twice, whose money the provider did not give back', async () => {
    const { idPedido, mp, total } = fluxo.pago
    expect(
      await depoisDe(`update pedidos set status_pedido = 'cancelado' where id_pedido = ${idPedido}`),
    ).toEqual([
      {
        regra: 'reembolso_ausente',
        descricao: `Pedido #${idPedido}: cancelado após o pagamento ${mp}, que devolveu R$ 0,00 de R$ ${reais(total)} no Mercado Pago.`,
      },
    ])
    const { idPedido: idDuplicado, segundo } = fluxo.duplicado
    const achadas = await depoisDe(
      `delete from mp_sim.refunds where payment_id = ${segundo}`,
      `update mp_sim.payments set refunded_cents = 0, status = 'approved' where id = ${segundo}`,
    )
    expect(achadas).toContainEqual({
      regra: 'reembolso_ausente',
      descricao: `Pedido #${idDuplicado}: pago mais de uma vez; o pagamento ${segundo}, que não pagou o pedido, devolveu R$ 0,00 de R$ 25,00 no Mercado Pago.`,
    })
  })

  it("a provider payment with an order's reference missing from pagamentos", async () => {
    const { idPedido, mp } = fluxo.pago
    expect(await depoisDe(`delete from pagamentos where mercado_pago_payment_id = ${mp}`)).toEqual([
      {
        regra: 'pagamento_ausente',
        descricao: `Pagamento ${mp} do Mercado Pago (referência do pedido #${idPedido}) não está em pagamentos.`,
      },
    ])
  })

  it('a stored payment the provider disagrees with', async () => {
    const { mp } = fluxo.pago
    expect(
      await depoisDe(`update pagamentos set status = 'pending' where mercado_pago_payment_id = ${mp}`),
    ).toContainEqual({
      regra: 'pagamento_divergente',
      descricao: `Pagamento ${mp}: status pending em pagamentos, approved no Mercado Pago.`,
    })
  })

  it('a cart awaiting payment whose orders are all paid or cancelled', async () => {
    const { idCarrinho } = fluxo
    expect(
      await depoisDe(
        `update carrinhos set status = 'aguardando_pagamento' where id_carrinho = ${idCarrinho}`,
      ),
    ).toEqual([
      {
        regra: 'carrinho_quitado',
        descricao: `Carrinho ${idCarrinho}: em aguardando_pagamento com todos os pedidos pagos ou cancelados.`,
      },
    ])
  })
})

/** "1.234,56" as the messages write reais after "R$ ". */
function reais(centavos: number) {
  return (centavos / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
}

describe("Mercado Pago read through the SDK with each seller's token", () => {
  it('agrees with the simulator on the clean flow, and reports a stored payment it disagrees with', async () => {
    const { conexoes, mercadoPago } = createServices(t.deps)
    expect(await reconciliar(t.pool, provedorSdk(t.pool, conexoes, mercadoPago))).toEqual([])
    const { mp } = fluxo.pago
    const client = await t.pool.connect()
    try {
      await client.query('begin')
      await client.query(
        `update pagamentos set valor_total_centavos = valor_total_centavos + 1 where mercado_pago_payment_id = ${mp}`,
      )
      expect(await reconciliar(client, provedorSdk(client, conexoes, mercadoPago))).toContainEqual({
        regra: 'pagamento_divergente',
        descricao: `Pagamento ${mp}: total R$ ${reais(fluxo.pago.total + 1)} em pagamentos, R$ ${reais(fluxo.pago.total)} no Mercado Pago.`,
      })
    } finally {
      await client.query('rollback')
      client.release()
    }
  })
})

describe('npm run reconciliar', () => {
  /**
   * The command as an operator runs it, on this test's database. Run without blocking: the app under
   * test (its webhooks, its jobs) lives in this process and keeps running meanwhile.
   */
  function rodar(): Promise<[number | null, string[]]> {
    const url = t.pool.options.connectionString as string
    const args = ['--import', 'tsx', 'apps/api/src/modules/reconciliacao/cli.ts', '--database-url', url]
    const cwd = path.resolve(import.meta.dirname, '../../../../..')
    return new Promise((resolve) => {
      execFile(process.execPath, args, { cwd, encoding: 'utf8', timeout: 60_000 }, (error, stdout) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0
        resolve([code, stdout.trim().split('\n')])
      })
    })
  }

  it('prints nothing wrong and exits 0 on the clean flow; prints the discrepancy and exits 1 once one exists', async () => {
    expect(await rodar()).toEqual([0, ['Reconciliação: nenhuma discrepância.']])
    const { idCarrinho } = fluxo
    await t.pool.query(`update carrinhos set status = 'aguardando_pagamento' where id_carrinho = $1`, [
      idCarrinho,
    ])
    try {
      expect(await rodar()).toEqual([
        1,
        [
          `✖ [carrinho_quitado] Carrinho ${idCarrinho}: em aguardando_pagamento com todos os pedidos pagos ou cancelados.`,
          'Reconciliação: 1 discrepância.',
        ],
      ])
    } finally {
      await t.pool.query(`update carrinhos set status = 'finalizado' where id_carrinho = $1`, [idCarrinho])
    }
  }, 120_000)
})
