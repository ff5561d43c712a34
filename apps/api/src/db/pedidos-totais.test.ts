// The totals the database keeps as orders change (migration 0019, decision 018) always equal the
// totals computed from the orders themselves: after single and bulk inserts, every status step, a
// value change, deliveries and their undoing, receipts recorded and corrected, items added and
// removed, and deletions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { type Pessoa, pedidosFixtures } from '../modules/pedidos/pedidos.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof pedidosFixtures>
let vendedores: Pessoa[]
let compradores: Pessoa[]
beforeAll(async () => {
  // Orders and payments are planted in SQL (any status, no provider payment): not a flow to reconcile.
  t = await createTestApp({}, { reconcile: false })
  f = pedidosFixtures(t)
  vendedores = [await f.pessoa('vendedor'), await f.pessoa('vendedor')]
  compradores = [await f.pessoa('comprador'), await f.pessoa('comprador')]
})
afterAll(() => t.close())

const q = async (text: string, values: unknown[] = []) => (await t.pool.query(text, values)).rows

/** Kept and recomputed, for these users only, without the rows that came back to zero. */
async function totais() {
  const ids = [...vendedores, ...compradores].map((p) => p.id)
  const mantidos = await q(
    `select id_usuario, lado, to_char(dia, 'YYYY-MM-DD') as dia, status_pedido, pedidos, valor_centavos::int as valor
       from pedidos_totais_dia where id_usuario = any($1) and (pedidos <> 0 or valor_centavos <> 0)
      order by 1, 2, 3, 4`,
    [ids],
  )
  const calculados = await q(
    `select l.id_usuario, l.lado, to_char((p.data_criacao at time zone 'America/Sao_Paulo')::date, 'YYYY-MM-DD') as dia,
            p.status_pedido, count(*)::int as pedidos, sum(p.valor_total_centavos)::int as valor
       from pedidos p cross join lateral (values (p.id_usuario_vendedor, 'vendedor'), (p.id_usuario_comprador, 'comprador')) l(id_usuario, lado)
      where l.id_usuario = any($1)
      group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
    [ids],
  )
  return { mantidos, calculados }
}

async function materia() {
  const ids = vendedores.map((p) => p.id)
  const mantida = await q(
    `select id_usuario_vendedor, unidade_medida, nome_materia_prima, quantidade::text
       from materia_prima_recebida where id_usuario_vendedor = any($1) and quantidade <> 0 order by 1, 2, 3`,
    [ids],
  )
  const calculada = await q(
    `select p.id_usuario_vendedor, i.unidade_medida, i.nome_materia_prima, sum(i.quantidade_recebida)::text as quantidade
       from pedidos p join itens_pedido i using (id_pedido)
      where p.id_usuario_vendedor = any($1) and i.quantidade_recebida is not null
      group by 1, 2, 3 order by 1, 2, 3`,
    [ids],
  )
  return { mantida, calculada }
}

async function confere() {
  const { mantidos, calculados } = await totais()
  expect(mantidos).toEqual(calculados)
  const { mantida, calculada } = await materia()
  expect(mantida).toEqual(calculada)
}

const sustentavel = (idPedido: number, quantidade: string, nome = 'Garrafa PET', unidade = 'kg') =>
  q(
    `insert into itens_pedido (id_pedido, nome_produto, quantidade, valor_unitario_centavos,
       forma_pagamento_selecionada, quantidade_materia_prima, nome_materia_prima, unidade_medida)
     values ($1, 'Vaso', 2, 500, 'sustentavel', $2, $3, $4)`,
    [idPedido, quantidade, nome, unidade],
  )

describe('the kept order totals', () => {
  it('follow single and bulk inserts across São Paulo day boundaries', async () => {
    const [v0, v1] = vendedores as [Pessoa, Pessoa]
    const [c0, c1] = compradores as [Pessoa, Pessoa]
    // 02:59 UTC is still the day before in São Paulo; 03:00 is the day itself.
    await f.pedido({ comprador: c0.id, vendedor: v0.id, em: '2026-03-10T02:59:59Z', centavos: 1500 })
    await f.pedido({ comprador: c0.id, vendedor: v0.id, em: '2026-03-10T03:00:00Z', centavos: 2500 })
    await q(
      `insert into pedidos (id_usuario_comprador, id_usuario_vendedor, status_pedido, valor_total_centavos, data_criacao)
       select case when g % 2 = 0 then $1::int else $2::int end, case when g % 3 = 0 then $3::int else $4::int end,
              (array['pagamento_pendente','pagamento_aprovado','entregue','cancelado'])[1 + g % 4],
              100 * g, now() - make_interval(hours => g * 7)
         from generate_series(1, 200) g`,
      [c0.id, c1.id, v0.id, v1.id],
    )
    await confere()
    const [dia] = await q(
      `select to_char(dia, 'YYYY-MM-DD') as dia from pedidos_totais_dia
        where id_usuario = $1 and lado = 'vendedor' and valor_centavos = 1500`,
      [v0.id],
    )
    expect(dia).toEqual({ dia: '2026-03-09' })
  })

  it('follow status steps, a value change, deliveries and their undoing, items and deletions', async () => {
    const [v0] = vendedores as [Pessoa, Pessoa]
    const [c0] = compradores as [Pessoa, Pessoa]
    const id = await f.pedido({ comprador: c0.id, vendedor: v0.id, status: 'pagamento_aprovado' })
    await sustentavel(id, '2.50')
    await sustentavel(id, '1.25', 'Tecido', 'm')
    for (const status of ['confirmado', 'em_preparacao', 'pronto_para_entrega', 'entregue']) {
      await q('update pedidos set status_pedido = $2 where id_pedido = $1', [id, status])
      await confere()
    }
    // Delivery alone counts nothing (decision 028): only what the seller records as received.
    expect((await materia()).mantida).toEqual([])
    await q(
      `update itens_pedido set quantidade_recebida = 1 where id_pedido = $1 and unidade_medida = 'kg'`,
      [id],
    )
    await confere()
    await q('update itens_pedido set quantidade_recebida = quantidade_materia_prima where id_pedido = $1', [
      id,
    ])
    await confere()
    expect((await materia()).mantida).toContainEqual({
      id_usuario_vendedor: v0.id,
      unidade_medida: 'kg',
      nome_materia_prima: 'Garrafa PET',
      quantidade: '2.50',
    })
    // An item added to, and one removed from, a delivered order.
    await sustentavel(id, '0.75')
    await q(
      `update itens_pedido set quantidade_recebida = 0.5 where id_pedido = $1 and quantidade_materia_prima = 0.75`,
      [id],
    )
    await q(`delete from itens_pedido where id_pedido = $1 and unidade_medida = 'm'`, [id])
    await confere()
    // Changes that touch no total, a value change, and a delivery undone.
    await q('update pedidos set atualizado_em = now() where id_usuario_vendedor = $1', [v0.id])
    await q('update pedidos set valor_total_centavos = valor_total_centavos + 1 where id_pedido = $1', [id])
    await q(`update pedidos set status_pedido = 'reembolsado' where id_pedido = $1`, [id])
    await confere()
    // Bulk steps, and deleting delivered and undelivered orders.
    await q(
      `update pedidos set status_pedido = 'entregue' where id_usuario_vendedor = $1 and status_pedido = 'pagamento_aprovado'`,
      [v0.id],
    )
    const entregue = await f.pedido({ comprador: c0.id, vendedor: v0.id, status: 'entregue' })
    await sustentavel(entregue, '4.00')
    await q('update itens_pedido set quantidade_recebida = 3 where id_pedido = $1', [entregue])
    await confere()
    await q('delete from pedidos where id_pedido = $1', [entregue])
    await q(`delete from pedidos where id_usuario_vendedor = $1 and status_pedido = 'cancelado'`, [v0.id])
    await confere()
  })
})
