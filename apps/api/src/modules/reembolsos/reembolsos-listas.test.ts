// Each side's refunds list (docs/product/reembolsos.md): its own requests only, newest first, 12 a
// page, the counters for the filters without the status one, status, motivo, São Paulo days and the
// search; one request with both parties' contacts; each side's statistics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { type Pessoa, pedidosFixtures } from '../pedidos/pedidos.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof pedidosFixtures>
let vendedor: Pessoa
let comprador: Pessoa
let outroComprador: Pessoa
let mpPaymentId = 5_000_000

beforeAll(async () => {
  // Orders and payments are planted in SQL (any status, no provider payment): not a flow to reconcile.
  t = await createTestApp({}, { reconcile: false })
  f = pedidosFixtures(t)
  vendedor = await f.pessoa('vendedor', 'Ateliê Vidro Novo')
  comprador = await f.pessoa('comprador', 'Joana Prado')
  outroComprador = await f.pessoa('comprador', 'Rui Barros')
})
afterAll(() => t.close())

interface Novo {
  comprador: Pessoa
  status?: string
  motivo?: string
  /** ISO instant of the request. */
  em?: string
  produto?: string
  centavos?: number
}

/** A delivered, paid order of `produto` and its refund request, written straight to the tables. */
async function reembolso(n: Novo): Promise<{ id: number; idPedido: number }> {
  const idPedido = await f.pedido({
    comprador: n.comprador.id,
    vendedor: vendedor.id,
    status: 'entregue',
    centavos: n.centavos ?? 1000,
    itens: [n.produto ?? 'Vaso de vidro'],
  })
  const { rows } = await t.pool.query(
    `with pagamento as (
       insert into pagamentos (id_pedido, id_usuario_vendedor, mercado_pago_payment_id, status, valor_total_centavos, data_criacao, data_atualizacao_mp)
       values ($1, (select id_usuario_vendedor from pedidos where id_pedido = $1), $2, 'approved', $3, now(), now()) returning id_pagamento)
     insert into reembolsos (id_pagamento, id_pedido, id_usuario_comprador, id_usuario_vendedor, status, motivo,
       descricao_motivo, valor_solicitado_centavos, data_criacao)
     select id_pagamento, $1, $4, $5, $6, $7, 'Chegou trincado.', $3, coalesce($8::timestamptz, now())
     from pagamento returning id_reembolso`,
    [
      idPedido,
      ++mpPaymentId,
      n.centavos ?? 1000,
      n.comprador.id,
      vendedor.id,
      n.status ?? 'awaiting_approval',
      n.motivo ?? 'defective_product',
      n.em ?? null,
    ],
  )
  return { id: rows[0].id_reembolso, idPedido }
}

const lista = async (lado: 'vendedor' | 'comprador', quem: Pessoa, query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/reembolsos/${lado}/${quem.id}${query && `?${query}`}`,
    headers: { cookie: quem.cookie },
  })
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`)
  return res.json()
}
const ids = async (lado: 'vendedor' | 'comprador', quem: Pessoa, query = '') =>
  ((await lista(lado, quem, query)).reembolsos as { id_reembolso: number }[]).map((r) => r.id_reembolso)

describe('the lists', () => {
  let a: { id: number; idPedido: number }
  let b: { id: number; idPedido: number }
  let c: { id: number; idPedido: number }
  let d: { id: number; idPedido: number }
  beforeAll(async () => {
    // São Paulo's 2025-03-10 runs from 03:00 UTC on the 10th to 03:00 UTC on the 11th.
    a = await reembolso({ comprador, em: '2025-03-10T02:59:59Z', produto: 'Luminária de garrafa' })
    b = await reembolso({ comprador, em: '2025-03-10T03:00:00Z', status: 'completed', motivo: 'others' })
    c = await reembolso({ comprador: outroComprador, em: '2025-03-11T02:59:59Z', status: 'rejected' })
    d = await reembolso({ comprador, em: '2025-03-11T03:00:00Z', status: 'failed', centavos: 4590 })
  })

  it('each side sees its own, newest first, with the counters', async () => {
    expect(await ids('vendedor', vendedor)).toEqual([d.id, c.id, b.id, a.id])
    expect(await ids('comprador', comprador)).toEqual([d.id, b.id, a.id])
    expect(await ids('comprador', outroComprador)).toEqual([c.id])
    const { total, pagina, total_paginas, contadores } = await lista('vendedor', vendedor)
    expect({ total, pagina, total_paginas }).toEqual({ total: 4, pagina: 1, total_paginas: 1 })
    expect(contadores).toEqual({
      awaiting_approval: 1,
      approved: 0,
      rejected: 1,
      processing: 0,
      completed: 1,
      failed: 1,
      cancelled: 0,
      total: 4,
    })
  })

  it('filter by status (counters unchanged by it), motivo and São Paulo days, end inclusive', async () => {
    const porStatus = await lista('vendedor', vendedor, 'status=rejected')
    expect(porStatus.reembolsos.map((r: { id_reembolso: number }) => r.id_reembolso)).toEqual([c.id])
    expect(porStatus.total).toBe(1)
    expect(porStatus.contadores.total).toBe(4)
    expect(await ids('vendedor', vendedor, 'motivo=others')).toEqual([b.id])
    expect(await ids('vendedor', vendedor, 'dataInicio=2025-03-10&dataFim=2025-03-10')).toEqual([c.id, b.id])
    expect(await ids('vendedor', vendedor, 'dataInicio=2025-03-11')).toEqual([d.id])
    expect(await ids('vendedor', vendedor, 'dataFim=2025-03-09')).toEqual([a.id])
    expect(await ids('comprador', comprador, 'dataInicio=&dataFim=&status=&motivo=')).toEqual([
      d.id,
      b.id,
      a.id,
    ])
  })

  it('search the refund or order number, the other party or a product', async () => {
    expect(await ids('vendedor', vendedor, `busca=${c.id}`)).toEqual([c.id])
    expect(await ids('vendedor', vendedor, `busca=%23${a.idPedido}`)).toEqual([a.id])
    expect(await ids('vendedor', vendedor, 'busca=rui')).toEqual([c.id])
    expect(await ids('vendedor', vendedor, 'busca=luminaria')).toEqual([a.id])
    expect(await ids('comprador', comprador, 'busca=vidro novo')).toEqual([d.id, b.id, a.id])
    expect((await lista('vendedor', vendedor, 'busca=nada-assim')).contadores.total).toBe(0)
  })

  it('refuse bad filters with their messages', async () => {
    for (const [query, mensagem] of [
      ['status=requested', 'Status de reembolso inválido.'],
      ['motivo=duplicate_payment', 'Motivo de reembolso inválido.'],
      ['dataInicio=2025-02-30', 'Data inválida. Use o formato AAAA-MM-DD.'],
      [
        'dataInicio=2025-03-11&dataFim=2025-03-10',
        'A data de fim deve ser igual ou posterior à data de início.',
      ],
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/reembolsos/vendedor/${vendedor.id}?${query}`,
        headers: { cookie: vendedor.cookie },
      })
      expect([res.statusCode, res.json().mensagem], query).toEqual([400, mensagem])
    }
  })

  it('one request: both parties with name, e-mail and phone, its order and items', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/reembolsos/${d.id}`,
      headers: { cookie: comprador.cookie },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().reembolso).toMatchObject({
      id_reembolso: d.id,
      status: 'failed',
      valor_solicitado: 45.9,
      data_criacao: '2025-03-11T03:00:00.000Z',
      usuario_comprador: { id_usuario: comprador.id, nome: 'Joana Prado', telefone: '11987654321' },
      usuario_vendedor: { id_usuario: vendedor.id, nome: 'Ateliê Vidro Novo', telefone: '11987654321' },
      pagamento: {
        status: 'approved',
        valor_total: 45.9,
        pedido: {
          id_pedido: d.idPedido,
          status_pedido: 'entregue',
          itens: [{ anuncio: { produto: { nome: 'Vaso de vidro' } } }],
        },
      },
    })
    expect(res.json().reembolso.usuario_comprador.email).toMatch(/@exemplo\.com\.br$/)
  })

  it('the statistics of each side the user is on', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/reembolsos/estatisticas/${vendedor.id}`,
      headers: { cookie: vendedor.cookie },
    })
    expect(res.json()).toMatchObject({
      comprador: null,
      vendedor: { valor_solicitado: 75.9, valor_reembolsado: 0, contadores: { total: 4, completed: 1 } },
    })
  })

  it('page by 12', async () => {
    const muitos = await f.pessoa('comprador')
    for (let i = 0; i < 13; i++) await reembolso({ comprador: muitos, status: 'rejected' })
    const primeira = await lista('comprador', muitos)
    expect([primeira.reembolsos.length, primeira.total, primeira.total_paginas]).toEqual([12, 13, 2])
    expect((await lista('comprador', muitos, 'page=2')).reembolsos).toHaveLength(1)
  })
})
