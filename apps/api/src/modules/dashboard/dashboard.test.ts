// GET /dashboard/vendedor/{id} (docs/product/painel.md): the six figures over the seller's sales (paid, not
// cancelled or refunded), days and months in America/Sao_Paulo, the five latest orders, 30 days of
// revenue and the raw material received; the seller's own only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../../test/fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { anuncioFixtures } from '../anuncios/anuncios.fixtures.ts'

let t: TestApp
beforeAll(async () => {
  // Orders and payments are planted in SQL (any status, no provider payment): not a flow to reconcile.
  t = await createTestApp({}, { reconcile: false })
})
afterAll(() => t.close())

const TZ = 'America/Sao_Paulo'
/** Instants named in São Paulo's terms, computed by PostgreSQL. */
const INICIO_HOJE = `(now() at time zone '${TZ}')::date::timestamp at time zone '${TZ}'`
const INICIO_MES = `date_trunc('month', (now() at time zone '${TZ}')::timestamp) at time zone '${TZ}'`

describe('the seller dashboard', () => {
  it('counts sales by São Paulo’s day and month, compares months and averages the ticket', async () => {
    const f = anuncioFixtures(t)
    const v = await f.seller()
    const b = await signUp(t.app, { nome: 'Helena Compradora' })
    const pedido = async (quando: string, status: string, centavos: number) =>
      (
        await t.pool.query(
          `insert into pedidos (id_usuario_comprador, id_usuario_vendedor, valor_total_centavos, status_pedido, data_criacao)
           values ($1, $2, $3, $4, ${quando}) returning id_pedido`,
          [b.usuario.id_usuario, v.id, centavos, status],
        )
      ).rows[0].id_pedido as number
    await pedido('now()', 'pagamento_aprovado', 10_000)
    const naoRegistrado = await pedido('now()', 'entregue', 5_000)
    await pedido('now()', 'pagamento_pendente', 9_999) // not a sale
    await pedido('now()', 'cancelado', 7_777) // not a sale
    await pedido(`${INICIO_HOJE} - interval '1 minute'`, 'confirmado', 2_000) // yesterday, 23:59 local
    await pedido(`${INICIO_MES} - interval '1 minute'`, 'entregue', 20_000) // last month
    const entregue = await pedido(`${INICIO_MES} - interval '2 minutes'`, 'entregue', 1_000)
    // Only what the seller recorded as received counts (decision 028): 10 of the 12.5 kg owed, and
    // nothing of a delivered order whose material nobody recorded.
    await t.pool.query(
      `insert into itens_pedido (id_pedido, nome_produto, quantidade, valor_unitario_centavos, forma_pagamento_selecionada,
         quantidade_materia_prima, nome_materia_prima, unidade_medida, quantidade_recebida)
       values ($1, 'Vaso', 2, 500, 'sustentavel', 12.5, 'Caco de vidro', 'quilograma', 10),
              ($2, 'Vaso', 1, 500, 'sustentavel', 4, 'Garrafa de vidro', 'unidade', null)`,
      [entregue, naoRegistrado],
    )
    const { rows } = await t.pool.query(`select extract(day from now() at time zone '${TZ}')::int as dia`)
    const primeiroDoMes = rows[0].dia === 1 // yesterday then belongs to last month

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/vendedor/${v.id}`,
      headers: { cookie: v.cookie },
    })
    expect(res.statusCode).toBe(200)
    const d = res.json()
    const mes = primeiroDoMes ? 15_000 : 17_000
    const anterior = primeiroDoMes ? 23_000 : 21_000
    expect(d).toMatchObject({
      pedidos_hoje: 2,
      receita_hoje: 150,
      pedidos_mes: primeiroDoMes ? 2 : 3,
      receita_mes: mes / 100,
      receita_mes_anterior: anterior / 100,
      pedidos_pendentes: 2, // pagamento_aprovado and confirmado
      variacao_receita: Math.round(((mes - anterior) * 1000) / anterior) / 10,
      ticket_medio: Math.round(mes / (primeiroDoMes ? 2 : 3)) / 100,
      materia_prima_recebida: [
        { nome_materia_prima: 'Caco de vidro', unidade_medida: 'quilograma', quantidade: 10 },
      ],
    })
    expect(d.pedidos_recentes).toHaveLength(5)
    expect(d.pedidos_recentes[0]).toMatchObject({ comprador: { nome: 'Helena Compradora' } })
    expect(d.receita_30_dias).toHaveLength(30)
    expect(d.receita_30_dias.at(-1)).toMatchObject({ receita: 150, pedidos: 2 })
    // Yesterday: the 23:59 order, and on the 1st also the two of last month's last minutes.
    expect(d.receita_30_dias.at(-2)).toMatchObject(
      primeiroDoMes ? { receita: 230, pedidos: 3 } : { receita: 20, pedidos: 1 },
    )
  })

  it('is the seller’s own: visitors, buyers and other sellers are refused', async () => {
    const f = anuncioFixtures(t)
    const v = await f.seller()
    const outro = await f.seller()
    const b = await signUp(t.app)
    for (const [cookie, status, mensagem] of [
      [undefined, 401, 'Você precisa estar logado para acessar este recurso.'],
      [b.cookie, 403, 'Esta ação é exclusiva para vendedores.'],
      [outro.cookie, 403, 'Você não tem permissão para acessar dados de outro usuário.'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/dashboard/vendedor/${v.id}`,
        headers: cookie ? { cookie } : {},
      })
      expect([res.statusCode, res.json().mensagem]).toEqual([status, mensagem])
    }
    const vazio = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/vendedor/${v.id}`,
      headers: { cookie: v.cookie },
    })
    expect(vazio.json()).toMatchObject({
      pedidos_hoje: 0,
      receita_mes: 0,
      variacao_receita: null,
      ticket_medio: 0,
      pedidos_recentes: [],
    })
  })
})
