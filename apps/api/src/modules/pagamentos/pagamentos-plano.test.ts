// A seller with 100,000 payments among 400,000 (docs/design.md#data-model: indexes follow the queries): the
// payments page and its summary read the seller's own (seller, date) index, never every payment. The plans
// and their times are printed, never asserted on time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { pedidosFixtures } from '../pedidos/pedidos.fixtures.ts'
import { type FiltroPagamentos, pagamentosListaRepository as repo } from './pagamentos-lista.repository.ts'

let t: TestApp
let idVendedor: number

beforeAll(async () => {
  // Orders and payments are planted in SQL (any status, no provider payment): not a flow to reconcile.
  t = await createTestApp({}, { reconcile: false })
  const f = pedidosFixtures(t)
  const [vendedor, outro, comprador] = [
    await f.pessoa('vendedor'),
    await f.pessoa('vendedor'),
    await f.pessoa('comprador'),
  ]
  idVendedor = vendedor.id
  await t.pool.query(
    `with p as (
       insert into pedidos (id_usuario_comprador, id_usuario_vendedor, status_pedido, valor_total_centavos, data_criacao)
       select $1::int, case when g % 4 = 0 then $2::int else $3::int end, 'pagamento_aprovado', 1000 + g % 5000,
              now() - g * interval '2 minutes'
       from generate_series(1, 400000) g
       returning id_pedido, id_usuario_vendedor, valor_total_centavos, data_criacao)
     insert into pagamentos (id_pedido, id_usuario_vendedor, mercado_pago_payment_id, status, tipo_pagamento,
       valor_total_centavos, valor_liquido_centavos, data_criacao, data_atualizacao_mp)
     select id_pedido, id_usuario_vendedor, 900000000 + id_pedido,
            (array['approved','pending','rejected','refunded'])[1 + id_pedido % 4],
            (array['credit_card','bank_transfer','debit_card'])[1 + id_pedido % 3],
            valor_total_centavos, valor_total_centavos - 50, data_criacao, data_criacao from p`,
    [comprador.id, vendedor.id, outro.id],
  )
  await t.dono.query('vacuum analyze pagamentos')
  await t.dono.query('vacuum analyze pedidos')
}, 120_000)
afterAll(() => t.close())

interface PlanNode {
  'Node Type': string
  'Index Name'?: string
  'Relation Name'?: string
  Plans?: PlanNode[]
}
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)]

async function plano(query: { toSQL(): { sql: string; params: unknown[] } }, nome: string) {
  const { sql, params } = query.toSQL()
  const { rows } = await t.pool.query(`explain (analyze, format json) ${sql}`, params)
  const [{ Plan, 'Execution Time': ms }] = rows[0]['QUERY PLAN']
  const { rows: texto } = await t.pool.query(`explain (analyze, costs off) ${sql}`, params)
  console.log(`\n${nome}: ${ms} ms\n${texto.map((r) => r['QUERY PLAN']).join('\n')}`)
  return nodes(Plan as PlanNode)
}

/** How each read of pagamentos is made: never a sequential scan of every payment. */
const leiturasDePagamentos = (ns: PlanNode[]) =>
  ns.filter((n) => n['Relation Name'] === 'pagamentos' || n['Index Name']?.startsWith('pagamentos_'))

describe('at 100,000 payments of one seller', () => {
  const casos: [string, FiltroPagamentos][] = [
    ['sem filtro', {}],
    ['aprovados', { status: 'approved' }],
    ['período', { dataInicio: '2026-01-01', dataFim: '2026-12-31' }],
    ['meio', { meioPagamento: 'debit_card' }],
  ]

  it.each(casos)('the page (%s) walks the seller index', async (nome, f) => {
    const ns = await plano(repo.pagina(t.db, idVendedor, f, { limit: 12, offset: 0 }), `página, ${nome}`)
    const lidas = leiturasDePagamentos(ns)
    expect(lidas.map((n) => n['Index Name'])).toContain('pagamentos_vendedor_idx')
    expect(lidas.map((n) => n['Node Type'])).not.toContain('Seq Scan')
  })

  it.each(casos)('the summary (%s) reads only the seller', async (nome, f) => {
    const ns = await plano(repo.totais(t.db, idVendedor, f), `resumo, ${nome}`)
    const lidas = leiturasDePagamentos(ns)
    // One pass over the seller's entries of the index, never the table's other payments.
    expect(lidas.map((n) => [n['Node Type'], n['Index Name']])).toEqual([
      ['Index Only Scan', 'pagamentos_vendedor_idx'],
    ])
  })
})
