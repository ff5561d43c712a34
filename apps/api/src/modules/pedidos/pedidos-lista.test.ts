// The orders lists of both sides: every filter, search by number and by name with accents, the
// counters and the pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { type Pessoa, pedidosFixtures } from './pedidos.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof pedidosFixtures>
let vendedora: Pessoa
let outraVendedora: Pessoa
let joao: Pessoa
let maria: Pessoa
const p: Record<string, number> = {}

beforeAll(async () => {
  // Orders and payments are planted in SQL (any status, no provider payment): not a flow to reconcile.
  t = await createTestApp({}, { reconcile: false })
  f = pedidosFixtures(t)
  vendedora = await f.pessoa('vendedor', 'Ateliê Conceição')
  outraVendedora = await f.pessoa('vendedor', 'Oficina Verde')
  joao = await f.pessoa('comprador', 'João Araújo')
  maria = await f.pessoa('comprador', 'Maria Silva')
  const dia = (n: number) => new Date(Date.UTC(2025, 0, n, 15)).toISOString()
  p.antigo = await f.pedido({ comprador: joao.id, vendedor: vendedora.id, em: dia(5), itens: ['Bolsa'] })
  p.entregue = await f.pedido({
    comprador: maria.id,
    vendedor: vendedora.id,
    status: 'entregue',
    em: dia(6),
    centavos: 12990,
    itens: ['Tapete de retalhos', 'Vaso de pneu'],
  })
  p.cancelado = await f.pedido({
    comprador: joao.id,
    vendedor: vendedora.id,
    status: 'cancelado',
    em: dia(7),
  })
  p.deOutra = await f.pedido({
    comprador: joao.id,
    vendedor: outraVendedora.id,
    em: dia(8),
    itens: ['Cesto'],
  })
})
afterAll(() => t.close())

describe('GET /pedidos/vendedor/{id}', () => {
  it("answers the seller's orders newest first, with the buyer, the first item and the counters", async () => {
    const res = await f.listar('vendedor', vendedora)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.itens.map((i: { id_pedido: number }) => i.id_pedido)).toEqual([
      p.cancelado,
      p.entregue,
      p.antigo,
    ])
    expect(body.itens[1]).toEqual({
      id_pedido: p.entregue,
      status_pedido: 'entregue',
      valor_total: 129.9,
      quantidade_total_materia_prima: 0,
      data_criacao: '2025-01-06T15:00:00.000Z',
      quantidade_itens: 2,
      produto_principal: { nome: 'Tapete de retalhos', imagem: `/api/arquivos/produtos/${p.entregue}.webp` },
      mensagens_nao_lidas: 0,
      comprador: { id_usuario: maria.id, nome: 'Maria Silva' },
    })
    expect(body.itens[0].produto_principal).toBeNull()
    expect(body).toMatchObject({ total: 3, pagina: 1, total_paginas: 1 })
    expect(body.contadores).toEqual({
      pagamento_pendente: 1,
      pagamento_aprovado: 0,
      confirmado: 0,
      em_preparacao: 0,
      pronto_para_entrega: 0,
      entregue: 1,
      cancelado: 1,
      reembolsado: 0,
      total: 3,
    })
  })

  it('filters by status, counting every status of the other filters', async () => {
    const body = (await f.listar('vendedor', vendedora, 'status=entregue')).json()
    expect(body.itens.map((i: { id_pedido: number }) => i.id_pedido)).toEqual([p.entregue])
    expect(body.total).toBe(1)
    expect(body.contadores).toMatchObject({ entregue: 1, cancelado: 1, pagamento_pendente: 1, total: 3 })
  })

  it("searches the order number and the buyer's name, ignoring accents and case", async () => {
    expect(await f.ids('vendedor', vendedora, `busca=${p.entregue}`)).toEqual([p.entregue])
    expect(await f.ids('vendedor', vendedora, `busca=%23${p.entregue}`)).toEqual([p.entregue])
    expect(await f.ids('vendedor', vendedora, 'busca=JOAO%20ARAUJO')).toEqual([p.cancelado, p.antigo])
    expect(await f.ids('vendedor', vendedora, 'busca=ara%C3%BAjo')).toEqual([p.cancelado, p.antigo])
    // Another seller's order is not found by its number.
    expect(await f.ids('vendedor', vendedora, `busca=${p.deOutra}`)).toEqual([])
    const body = (await f.listar('vendedor', vendedora, 'busca=joao&status=cancelado')).json()
    expect(body.contadores).toMatchObject({ cancelado: 1, pagamento_pendente: 1, entregue: 0, total: 2 })
    expect(body.total).toBe(1)
  })

  it('takes a custom period, both ends inclusive', async () => {
    const q = 'periodo=personalizado&data_inicio=2025-01-06&data_fim=2025-01-07'
    expect(await f.ids('vendedor', vendedora, q)).toEqual([p.cancelado, p.entregue])
    expect(await f.ids('vendedor', vendedora, `${q}&status=entregue`)).toEqual([p.entregue])
  })

  it('pages by 12 unless told otherwise', async () => {
    const s = await f.pessoa('vendedor')
    const c = await f.pessoa('comprador')
    const feitos: number[] = []
    for (let i = 0; i < 14; i++)
      feitos.push(
        await f.pedido({
          comprador: c.id,
          vendedor: s.id,
          em: new Date(Date.UTC(2025, 1, 1, i)).toISOString(),
        }),
      )
    const novos = [...feitos].reverse()
    const first = (await f.listar('vendedor', s)).json()
    expect(first).toMatchObject({ total: 14, pagina: 1, total_paginas: 2 })
    expect(first.itens.map((i: { id_pedido: number }) => i.id_pedido)).toEqual(novos.slice(0, 12))
    expect(await f.ids('vendedor', s, 'page=2')).toEqual(novos.slice(12))
    const small = (await f.listar('vendedor', s, 'limit=5&page=3')).json()
    expect(small).toMatchObject({ total: 14, pagina: 3, total_paginas: 3 })
    expect(small.itens.map((i: { id_pedido: number }) => i.id_pedido)).toEqual(novos.slice(10))
    expect(await f.ids('comprador', c, 'page=2')).toEqual(novos.slice(12))
    expect((await f.listar('vendedor', s, 'page=3')).json()).toMatchObject({
      itens: [],
      total: 14,
      pagina: 3,
    })
  })
})

describe('GET /pedidos/comprador/{id}', () => {
  it("answers the buyer's orders of every seller, naming the seller", async () => {
    const body = (await f.listar('comprador', joao)).json()
    expect(body.itens.map((i: { id_pedido: number }) => i.id_pedido)).toEqual([
      p.deOutra,
      p.cancelado,
      p.antigo,
    ])
    expect(body.itens[0].vendedor).toEqual({ id_usuario: outraVendedora.id, nome: 'Oficina Verde' })
    expect(body.itens[0].comprador).toBeUndefined()
    expect(body.contadores).toMatchObject({ pagamento_pendente: 2, cancelado: 1, total: 3 })
  })

  it("searches the seller's name with or without accents, and the number", async () => {
    expect(await f.ids('comprador', joao, 'busca=conceicao')).toEqual([p.cancelado, p.antigo])
    expect(await f.ids('comprador', joao, 'busca=Ateli%C3%AA')).toEqual([p.cancelado, p.antigo])
    expect(await f.ids('comprador', joao, `busca=${p.deOutra}`)).toEqual([p.deOutra])
    // Searching a buyer's own name finds nothing: the buyer searches sellers.
    expect(await f.ids('comprador', joao, 'busca=joao')).toEqual([])
  })

  it('filters by status and by period', async () => {
    expect(await f.ids('comprador', joao, 'status=cancelado')).toEqual([p.cancelado])
    const q = 'periodo=personalizado&data_inicio=2025-01-08&data_fim=2025-01-08'
    expect(await f.ids('comprador', joao, q)).toEqual([p.deOutra])
  })
})

describe('the list filters refuse', () => {
  const casos: [string, string][] = [
    ['status=enviado', 'Status de pedido inválido.'],
    ['status=ENTREGUE', 'Status de pedido inválido.'],
    ['periodo=ano', 'Período inválido.'],
    ['periodo=personalizado', 'Informe a data de início e a data de fim do período personalizado.'],
    [
      'periodo=personalizado&data_inicio=2025-01-01',
      'Informe a data de início e a data de fim do período personalizado.',
    ],
    [
      'periodo=personalizado&data_inicio=2025-02-30&data_fim=2025-03-01',
      'Data inválida. Use o formato AAAA-MM-DD.',
    ],
    [
      'periodo=personalizado&data_inicio=01/02/2025&data_fim=2025-03-01',
      'Data inválida. Use o formato AAAA-MM-DD.',
    ],
    [
      'periodo=personalizado&data_inicio=2025-03-02&data_fim=2025-03-01',
      'A data de fim deve ser igual ou posterior à data de início.',
    ],
    ['page=0', 'Página inválida.'],
    ['limit=101', 'O limite máximo é de 100 itens por página.'],
  ]
  it.each(casos)('%s with 400 and its message', async (query, mensagem) => {
    for (const [lado, quem] of [
      ['vendedor', vendedora],
      ['comprador', joao],
    ] as const) {
      const res = await f.listar(lado, quem, query)
      expect([res.statusCode, res.json().mensagem]).toEqual([400, mensagem])
    }
  })
})
