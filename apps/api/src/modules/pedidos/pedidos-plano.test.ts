// A seller with 100,000 orders (docs/design.md#data-model: indexes follow the queries): the lists' page
// queries, exactly as the repository writes them, walk the (owner, status, date) indexes and never read or
// sort the seller's whole set; the counters read the kept totals (decision 018). The plans and their times
// are printed, never asserted on time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { type Pessoa, pedidosFixtures } from './pedidos.fixtures.ts'
import { type FiltroPedidos, type Lado, pedidosListaRepository as repo } from './pedidos-lista.repository.ts'

let t: TestApp
let vendedor: Pessoa
let comprador: Pessoa

beforeAll(async () => {
  // Orders and payments are planted in SQL (any status, no provider payment): not a flow to reconcile.
  t = await createTestApp({}, { reconcile: false })
  const f = pedidosFixtures(t)
  vendedor = await f.pessoa('vendedor', 'Ateliê Grande')
  comprador = await f.pessoa('comprador', 'Cliente Fiel')
  const outro = await f.pessoa('vendedor')
  const outroComprador = await f.pessoa('comprador')
  // 100,000 orders of one seller (and one buyer) over two years in every status, among 300,000 of
  // another pair, so the owner is a quarter of the table as in a real marketplace, not all of it.
  await t.pool.query(
    `insert into pedidos (id_usuario_comprador, id_usuario_vendedor, status_pedido, valor_total_centavos, data_criacao)
     select case when g <= 100000 then $1::int else $2::int end,
            case when g <= 100000 then $3::int else $4::int end,
            (array['pagamento_pendente','pagamento_aprovado','confirmado','em_preparacao','pronto_para_entrega',
                   'entregue','cancelado','reembolsado'])[1 + g % 8],
            1000 + g % 5000, now() - ((g % 100000) * interval '10 minutes')
     from generate_series(1, 400000) g`,
    [comprador.id, outroComprador.id, vendedor.id, outro.id],
  )
  await t.pool.query(
    `insert into itens_pedido (id_pedido, nome_produto, quantidade, valor_unitario_centavos, forma_pagamento_selecionada)
     select id_pedido, 'Produto ' || id_pedido, 1, valor_total_centavos, 'padrao' from pedidos
     where id_usuario_vendedor = $1`,
    [vendedor.id],
  )
  await t.dono.query('vacuum analyze pedidos')
  await t.dono.query('vacuum analyze itens_pedido')
  await t.dono.query('vacuum analyze pedidos_totais_dia')
}, 120_000)
afterAll(() => t.close())

interface PlanNode {
  'Node Type': string
  'Index Name'?: string
  'Relation Name'?: string
  'Actual Rows'?: number
  Plans?: PlanNode[]
}

const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)]

async function plano(query: { toSQL(): { sql: string; params: unknown[] } }, nome: string) {
  const { sql, params } = query.toSQL()
  const { rows } = await t.pool.query(`explain (analyze, buffers, format json) ${sql}`, params)
  const [{ Plan, 'Execution Time': ms }] = rows[0]['QUERY PLAN']
  const { rows: texto } = await t.pool.query(`explain (analyze, costs off) ${sql}`, params)
  console.log(`\n${nome}: ${ms} ms\n${texto.map((r) => r['QUERY PLAN']).join('\n')}`)
  return nodes(Plan as PlanNode)
}

const indices = (ns: PlanNode[]) => ns.flatMap((n) => (n['Index Name'] ? [n['Index Name']] : []))
const page = { limit: 12, offset: 0 }

describe('at 100,000 orders of one seller', () => {
  const casos: [string, Lado, () => number, FiltroPedidos, string][] = [
    ['vendedor, sem filtro', 'vendedor', () => vendedor.id, {}, 'pedidos_vendedor_idx'],
    [
      'vendedor, status',
      'vendedor',
      () => vendedor.id,
      { status: 'entregue' },
      'pedidos_vendedor_status_idx',
    ],
    [
      'vendedor, status e mês',
      'vendedor',
      () => vendedor.id,
      { status: 'confirmado', periodo: 'mes' },
      'pedidos_vendedor_status_idx',
    ],
    [
      'comprador, status',
      'comprador',
      () => comprador.id,
      { status: 'cancelado' },
      'pedidos_comprador_status_idx',
    ],
  ]

  it.each(casos)(
    'the page (%s) walks the index, reading no more rows than the page',
    async (nome, lado, id, f, indice) => {
      const ns = await plano(repo.pagina(t.db, lado, id(), f, page), `página, ${nome}`)
      expect(indices(ns)).toContain(indice)
      expect(ns.map((n) => n['Node Type'])).not.toContain('Seq Scan')
      // A top-N walk: the index hands over rows in order; no node reads the seller's 100,000.
      expect(Math.max(...ns.map((n) => n['Actual Rows'] ?? 0))).toBeLessThan(1000)
    },
  )

  it.each(casos)(
    "the counters (%s) read the owner's kept totals, never the orders",
    async (nome, lado, id, f) => {
      const ns = await plano(repo.contadoresQuery(t.db, lado, id(), f), `contadores, ${nome}`)
      const PK = 'pedidos_totais_dia_id_usuario_lado_dia_status_pedido_pk'
      const scans = ns.filter((n) => n['Node Type'].includes('Scan'))
      expect(scans.length).toBeGreaterThan(0)
      expect(scans.every((n) => n['Relation Name'] === 'pedidos_totais_dia' || n['Index Name'] === PK)).toBe(
        true,
      )
      // About 700 days of 8 statuses: a few thousand rows, not the owner's 100,000 orders.
      expect(Math.max(...ns.map((n) => n['Actual Rows'] ?? 0))).toBeLessThan(6000)
    },
  )

  it("the counters of a search count only the orders it matches, from the owner's index", async () => {
    const ns = await plano(
      repo.contadoresQuery(t.db, 'vendedor', vendedor.id, { busca: '#100' }),
      'contadores, busca por número',
    )
    expect(indices(ns).some((i) => i.startsWith('pedidos_vendedor'))).toBe(true)
  })

  it("searching a name still starts from the owner's index", async () => {
    const ns = await plano(
      repo.pagina(t.db, 'vendedor', vendedor.id, { busca: 'fiel' }, page),
      'página, busca por nome',
    )
    expect(indices(ns).some((i) => i.startsWith('pedidos_vendedor'))).toBe(true)
    const pedidosLidos = ns.filter((n) => n['Relation Name'] === 'pedidos')
    expect(pedidosLidos.map((n) => n['Node Type'])).toEqual(['Index Scan'])
  })
})
