// GET /api/pagamentos/vendedor/{id} (docs/product/pagamentos.md): the seller's payments,
// made through the simulator by card, Pix and boleto, filtered by status, method, order number or
// value and São Paulo days, paginated, with the summary cards; never another seller's payments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { type Pago, pagamentosFixtures, type Vendedor } from './pagamentos.fixtures.ts'

let t: PaymentsApp
let f: ReturnType<typeof pagamentosFixtures>
let vendedor: Vendedor
const p = {} as Record<
  'cartao' | 'pix' | 'boleto' | 'debito' | 'recusado' | 'reembolsado' | 'pixCancelado' | 'mediacao',
  Pago
>
let ontem: string
let hoje: string

beforeAll(async () => {
  t = await startPaymentsApp({ JOBS_WORKERS: 'false' })
  f = pagamentosFixtures(t)
  vendedor = await t.connectedSeller()
  const comprador = (await signUp(t.app)).usuario.id_usuario as number
  // Oldest first: each later payment is created after the one before.
  p.boleto = await f.pagar(vendedor, comprador, 8000, { metodo: 'bolbradesco' })
  p.debito = await f.pagar(vendedor, comprador, 4000, { metodo: 'debvisa', titular: 'APRO' })
  p.recusado = await f.pagar(vendedor, comprador, 3000, { metodo: 'master', titular: 'OTHE' })
  p.reembolsado = await f.pagar(vendedor, comprador, 6000, { metodo: 'master', titular: 'APRO' })
  await f.reembolsar(p.reembolsado)
  p.pixCancelado = await f.pagar(vendedor, comprador, 2500, { metodo: 'pix' })
  await f.liquidar(vendedor, p.pixCancelado, 'cancelled')
  p.mediacao = await f.pagar(vendedor, comprador, 7000, { metodo: 'visa', titular: 'APRO' })
  await f.noProvedor(vendedor, p.mediacao, { status: 'in_mediation' })
  p.pix = await f.pagar(vendedor, comprador, 5000, { metodo: 'pix' })
  p.cartao = await f.pagar(vendedor, comprador, 12990, { metodo: 'master', titular: 'APRO' })
  // São Paulo's days: the boleto 10 days ago, the debit card at the last millisecond of yesterday,
  // the refused card at the first of today.
  ontem = await f.dia(-1)
  hoje = await f.dia(0)
  await f.feitoEm(vendedor, p.boleto, await f.inicioDoDia(-10))
  await f.feitoEm(vendedor, p.debito, new Date((await f.inicioDoDia(0)).getTime() - 1))
  await f.feitoEm(vendedor, p.recusado, await f.inicioDoDia(0))
  // Another seller's payment, which must never show up.
  const outro = await t.connectedSeller()
  await f.pagar(outro, comprador, 12990, { metodo: 'master', titular: 'APRO' })
}, 120_000)
afterAll(() => t?.close())

async function listar(query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/pagamentos/vendedor/${vendedor.usuario.id_usuario}${query && `?${query}`}`,
    headers: { cookie: vendedor.cookie },
  })
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`)
  return res.json()
}

/** The orders of the page's payments, in the page's order. */
const pedidos = async (query = '') =>
  ((await listar(query)).pagamentos as { pedido: { id_pedido: number } }[]).map((g) => g.pedido.id_pedido)
const de = (...pagos: Pago[]) => pagos.map((g) => g.idPedido)

// Approved: the card (R$ 129,90 − Mercado Pago 4,98 % R$ 6,47 − platform R$ 1,30 = R$ 122,13) and
// the debit card (R$ 40,00 − R$ 1,99 − R$ 0,40 = R$ 37,61). Refunded, rejected and cancelled ones
// brought nothing; Pix, boleto and the card in mediation are still being decided.
const RESUMO = { total_recebido: 159.74, aprovados: 2, pendentes: 3 }

describe('the seller payments list', () => {
  it('answers every payment of the seller, newest first, with the summary cards', async () => {
    const body = await listar('limit=12')
    expect(body).toMatchObject({ total: 8, pagina: 1, total_paginas: 1, resumo: RESUMO })
    expect(body.pagamentos.map((g: { pedido: { id_pedido: number } }) => g.pedido.id_pedido)).toEqual(
      de(p.cartao, p.pix, p.mediacao, p.pixCancelado, p.reembolsado, p.recusado, p.debito, p.boleto),
    )
    expect(body.pagamentos[0]).toEqual({
      id_pagamento: p.cartao.idPagamento,
      status: 'approved',
      tipo_pagamento: 'credit_card',
      metodo_pagamento: 'master',
      valor_reembolsado: 0,
      valor_total: 129.9,
      valor_taxa: 7.77,
      valor_liquido: 122.13,
      data_criacao: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      external_reference: String(p.cartao.idPedido),
      mercado_pago_payment_id: p.cartao.mpPaymentId,
      pedido: {
        id_pedido: p.cartao.idPedido,
        status_pedido: 'pagamento_aprovado',
        valor_total: 129.9,
        data_criacao: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    })
  })

  it('pages as asked, in the same order', async () => {
    const paginas = [await listar('limit=3'), await listar('limit=3&page=2'), await listar('limit=3&page=3')]
    expect(paginas.map((b) => [b.total, b.total_paginas, b.pagina])).toEqual([
      [8, 3, 1],
      [8, 3, 2],
      [8, 3, 3],
    ])
    expect(paginas.flatMap((b) => b.pagamentos.map((g: { id_pagamento: number }) => g.id_pagamento))).toEqual(
      (await listar()).pagamentos.map((g: { id_pagamento: number }) => g.id_pagamento),
    )
    expect((await listar('page=4&limit=3')).pagamentos).toEqual([])
  })

  it('filters by status, authorized and in_mediation counting as in_process; the summary keeps all', async () => {
    expect(await pedidos('status=approved')).toEqual(de(p.cartao, p.debito))
    expect(await pedidos('status=pending')).toEqual(de(p.pix, p.boleto))
    for (const status of ['in_process', 'authorized', 'in_mediation'])
      expect(await pedidos(`status=${status}`)).toEqual(de(p.mediacao))
    expect(await pedidos('status=rejected')).toEqual(de(p.recusado))
    expect(await pedidos('status=cancelled')).toEqual(de(p.pixCancelado))
    expect(await pedidos('status=refunded')).toEqual(de(p.reembolsado))
    const recusados = await listar('status=rejected')
    expect([recusados.total, recusados.resumo]).toEqual([1, RESUMO])
  })

  it('filters by method: Pix is both its own and a bank transfer', async () => {
    expect(await pedidos('meioPagamento=pix')).toEqual(de(p.pix, p.pixCancelado))
    expect(await pedidos('meioPagamento=bank_transfer')).toEqual(de(p.pix, p.pixCancelado))
    expect(await pedidos('meioPagamento=ticket')).toEqual(de(p.boleto))
    expect(await pedidos('meioPagamento=debit_card')).toEqual(de(p.debito))
    expect(await pedidos('meioPagamento=credit_card')).toEqual(
      de(p.cartao, p.mediacao, p.reembolsado, p.recusado),
    )
    const saldo = await listar('meioPagamento=account_money')
    expect([saldo.total, saldo.pagamentos, saldo.resumo]).toEqual([
      0,
      [],
      { total_recebido: 0, aprovados: 0, pendentes: 0 },
    ])
    expect((await listar('meioPagamento=credit_card')).resumo).toEqual({
      total_recebido: 122.13,
      aprovados: 1,
      pendentes: 1,
    })
  })

  it('finds a payment by its order number or its value, with a comma or a dot', async () => {
    for (const busca of ['129,90', '129.90', 'R$ 129,90', '122,13', '129.9'])
      expect(await pedidos(`busca=${encodeURIComponent(busca)}`), busca).toEqual(de(p.cartao))
    for (const busca of [String(p.pix.idPedido), `#${p.pix.idPedido}`])
      expect(await pedidos(`busca=${encodeURIComponent(busca)}`), busca).toEqual(de(p.pix))
    expect(await pedidos('busca=40')).toEqual(de(p.debito)) // R$ 40,00, no order 40 of this seller
    const nada = await listar('busca=luminaria')
    expect([nada.total, nada.total_paginas, nada.resumo]).toEqual([
      0,
      0,
      { total_recebido: 0, aprovados: 0, pendentes: 0 },
    ])
  })

  it("filters on the payment's creation by São Paulo days, the last one included", async () => {
    expect(await pedidos(`dataInicio=${ontem}&dataFim=${ontem}`)).toEqual(de(p.debito))
    expect(await pedidos(`dataFim=${ontem}`)).toEqual(de(p.debito, p.boleto))
    expect(await pedidos(`dataInicio=${hoje}&limit=12`)).toEqual(
      de(p.cartao, p.pix, p.mediacao, p.pixCancelado, p.reembolsado, p.recusado),
    )
    const dezDias = await f.dia(-10)
    expect(await pedidos(`dataInicio=${dezDias}&dataFim=${dezDias}`)).toEqual(de(p.boleto))
    expect((await listar(`dataInicio=${ontem}&dataFim=${ontem}`)).resumo).toEqual({
      total_recebido: 37.61,
      aprovados: 1,
      pendentes: 0,
    })
  })

  it('combines the filters', async () => {
    expect(await pedidos(`status=approved&meioPagamento=credit_card&dataInicio=${hoje}`)).toEqual(
      de(p.cartao),
    )
    expect(await pedidos(`status=approved&busca=129,90&dataFim=${ontem}`)).toEqual([])
  })

  it('counts a partial refund out of the total received', async () => {
    await f.reembolsar(p.cartao, 1000)
    const body = await listar()
    expect(body.resumo).toEqual({ ...RESUMO, total_recebido: 149.74 })
    expect(await pedidos('status=approved')).toEqual(de(p.cartao, p.debito))
  })

  it('says on each payment what went back to the buyer: all of a refunded one, part of a partial refund', async () => {
    const voltou = new Map(
      ((await listar()).pagamentos as { pedido: { id_pedido: number }; valor_reembolsado: number }[]).map(
        (g) => [g.pedido.id_pedido, g.valor_reembolsado],
      ),
    )
    expect(voltou.get(p.reembolsado.idPedido)).toBe(60)
    expect(voltou.get(p.cartao.idPedido)).toBe(10)
    for (const g of [p.pix, p.mediacao, p.pixCancelado, p.recusado, p.debito, p.boleto])
      expect(voltou.get(g.idPedido)).toBe(0)
  })

  it('refuses malformed filters with 400 and the reason', async () => {
    const refused = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/pagamentos/vendedor/${vendedor.usuario.id_usuario}?${query}`,
        headers: { cookie: vendedor.cookie },
      })
      return [res.statusCode, res.json().mensagem]
    }
    expect(await refused('status=pago')).toEqual([400, 'Status de pagamento inválido.'])
    expect(await refused('meioPagamento=cheque')).toEqual([400, 'Meio de pagamento inválido.'])
    expect(await refused('dataInicio=2025-02-30')).toEqual([400, 'Data inválida. Use o formato AAAA-MM-DD.'])
    expect(await refused(`dataInicio=${hoje}&dataFim=${ontem}`)).toEqual([
      400,
      'A data de fim deve ser igual ou posterior à data de início.',
    ])
    expect(await refused('limit=0')).toEqual([400, 'Limite inválido.'])
  })

  // Last: it adds payments.
  it('answers 10 a page when no limit is sent (docs/product/pagamentos.md)', async () => {
    const comprador = (await signUp(t.app)).usuario.id_usuario as number
    for (const centavos of [1100, 1200, 1300]) await f.pagar(vendedor, comprador, centavos, { metodo: 'pix' })
    const body = await listar()
    expect([body.pagamentos.length, body.total, body.total_paginas]).toEqual([10, 11, 2])
    expect((await listar('page=2')).pagamentos).toHaveLength(1)
  })
})
