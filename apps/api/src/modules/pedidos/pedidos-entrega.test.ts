// The order's delivery (decision 029): what the seller adds at 'Pronto para entrega' for the order's
// mode (a tracking code, pickup instructions or a delivery window), kept with its event and told to
// the buyer; its correction while the order is ready; who may; and the pickup place the buyer sees
// only once the order is paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { snapshot } from '../../../test/route-walk.ts'
import { createTestApp, type TestApp } from '../../../test/test-app.ts'
import { type Pessoa, pedidosFixtures } from './pedidos.fixtures.ts'

let t: TestApp
let f: ReturnType<typeof pedidosFixtures>
let vendedor: Pessoa
let comprador: Pessoa
let outroVendedor: Pessoa

beforeAll(async () => {
  t = await createTestApp({}, { reconcile: false })
  f = pedidosFixtures(t)
  vendedor = await f.pessoa('vendedor', 'Ateliê Vidro Vivo')
  comprador = await f.pessoa('comprador', 'Carla Compradora')
  outroVendedor = await f.pessoa('vendedor')
})
afterAll(() => t.close())

const RETIRADA = {
  endereco: {
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    numero: '1000',
    complemento: 'Loja 2',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'SP',
  },
  horario: 'Segunda a sexta, das 9h às 18h',
}

type Modo = 'envio' | 'retirada' | 'entrega_local'

/** An order of R$ 10,00 in items plus its delivery fee, with its mode, in `status`. */
async function pedido(modo: Modo | null, status = 'em_preparacao', taxa = modo === 'envio' ? 2500 : 0) {
  const id = await f.pedido({
    comprador: comprador.id,
    vendedor: vendedor.id,
    status,
    centavos: 1000 + taxa,
    itens: ['Luminária de garrafa'],
  })
  await t.pool.query(
    `update pedidos set modo_entrega = $2, taxa_entrega_centavos = $3, prazo_entrega_dias = $4,
       retirada = $5::jsonb, data_pagamento_aprovado = case when $6 then now() end where id_pedido = $1`,
    [
      id,
      modo,
      taxa,
      modo === 'retirada' || modo === null ? null : 3,
      modo === 'retirada' ? JSON.stringify(RETIRADA) : null,
      !['pagamento_pendente', 'cancelado'].includes(status),
    ],
  )
  return id
}

const call = (method: 'GET' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  })
const pronto = (id: number, extra: Record<string, unknown>, cookie = vendedor.cookie) =>
  call('PUT', `/pedidos/${id}/status`, cookie, {
    status: 'pronto_para_entrega',
    id_usuario: vendedor.id,
    ...extra,
  })
const corrigir = (id: number, corpo: Record<string, unknown>, cookie = vendedor.cookie) =>
  call('PUT', `/pedidos/${id}/entrega`, cookie, corpo)

const linha = async (id: number) =>
  (await t.pool.query('select * from pedidos where id_pedido = $1', [id])).rows[0]
const eventos = async (id: number) =>
  (
    await t.pool.query(
      'select status_anterior, status_novo, origem, descricao from pedido_eventos where id_pedido = $1 order by id',
      [id],
    )
  ).rows
const avisos = async (id: number) =>
  (
    await t.pool.query(
      'select id_usuario, tipo, titulo, mensagem from notificacoes where id_pedido = $1 order by id_notificacao',
      [id],
    )
  ).rows

describe("'Pronto para entrega' with a delivery mode", () => {
  const casos: [Modo, Record<string, unknown>, string][] = [
    ['envio', {}, 'O código de rastreio é obrigatório e deve ter de 4 a 40 letras, números ou hífens.'],
    [
      'envio',
      { codigo_rastreio: 'AB1' },
      'O código de rastreio é obrigatório e deve ter de 4 a 40 letras, números ou hífens.',
    ],
    [
      'envio',
      { codigo_rastreio: 'AB 123 456' },
      'O código de rastreio é obrigatório e deve ter de 4 a 40 letras, números ou hífens.',
    ],
    [
      'envio',
      { codigo_rastreio: 'A'.repeat(41) },
      'O código de rastreio é obrigatório e deve ter de 4 a 40 letras, números ou hífens.',
    ],
    [
      'envio',
      { codigo_rastreio: 123456 },
      'O código de rastreio é obrigatório e deve ter de 4 a 40 letras, números ou hífens.',
    ],
    [
      'envio',
      { codigo_rastreio: 'AB123456789BR', transportadora: 'T'.repeat(61) },
      'O nome da transportadora deve ter no máximo 60 caracteres.',
    ],
    ['retirada', {}, 'As instruções de retirada são obrigatórias e devem ter ao menos 10 caracteres.'],
    [
      'retirada',
      { instrucoes: '   Balcão  ' },
      'As instruções de retirada são obrigatórias e devem ter ao menos 10 caracteres.',
    ],
    [
      'retirada',
      { instrucoes: 'R'.repeat(501) },
      'As instruções de retirada devem ter no máximo 500 caracteres.',
    ],
    ['entrega_local', {}, 'A janela de entrega é obrigatória e deve ter ao menos 5 caracteres.'],
    [
      'entrega_local',
      { janela: 'Sáb' },
      'A janela de entrega é obrigatória e deve ter ao menos 5 caracteres.',
    ],
    ['entrega_local', { janela: 'J'.repeat(201) }, 'A janela de entrega deve ter no máximo 200 caracteres.'],
    [
      'envio',
      { codigo_rastreio: 'AB123456789BR', instrucoes: 'Retire na recepção com o número do pedido' },
      'As informações enviadas não são da forma de entrega deste pedido (Envio pelos Correios/transportadora).',
    ],
    [
      'retirada',
      { codigo_rastreio: 'AB123456789BR' },
      'As informações enviadas não são da forma de entrega deste pedido (Retirada no ateliê).',
    ],
    [
      'entrega_local',
      { janela: 'Sábado, 28/11, entre 9h e 12h', transportadora: 'Correios' },
      'As informações enviadas não são da forma de entrega deste pedido (Entrega local).',
    ],
  ]

  it.each(casos)('%s with %j: 400 with the message, nothing changed', async (modo, extra, mensagem) => {
    const id = await pedido(modo)
    const antes = await snapshot(t)
    const res = await pronto(id, extra)
    expect([res.statusCode, res.json().mensagem]).toEqual([400, mensagem])
    expect(await snapshot(t)).toEqual(antes)
    expect(await linha(id)).toMatchObject({ status_pedido: 'em_preparacao', acompanhamento_entrega: null })
  })

  it('shipping: the code in capitals, kept with the event, told to the buyer twice over', async () => {
    const id = await pedido('envio')
    const res = await pronto(id, { codigo_rastreio: ' ab123456789br ', transportadora: ' Correios ' })
    expect(res.statusCode).toBe(200)
    expect(res.json().pedido.status_pedido).toBe('pronto_para_entrega')
    expect((await linha(id)).acompanhamento_entrega).toEqual({
      modo: 'envio',
      codigo_rastreio: 'AB123456789BR',
      transportadora: 'Correios',
    })
    expect((await eventos(id)).at(-1)).toEqual({
      status_anterior: 'em_preparacao',
      status_novo: 'pronto_para_entrega',
      origem: 'vendedor',
      descricao: 'Informações de entrega: código de rastreio AB123456789BR (Correios)',
    })
    const ditos = await avisos(id)
    expect(ditos.map((a) => [a.id_usuario, a.tipo])).toEqual([
      [comprador.id, 'pedido_atualizado'],
      [comprador.id, 'entrega_informada'],
    ])
    expect(ditos[1]).toMatchObject({
      titulo: 'Informações de entrega',
      mensagem: `Ateliê Vidro Vivo informou a entrega do pedido #${id}: código de rastreio AB123456789BR (Correios)`,
    })

    const visto = (await call('GET', `/pedidos/${id}`, comprador.cookie)).json()
    expect(visto.entrega).toEqual({
      modo: 'envio',
      taxa: 25,
      prazo_dias: 3,
      retirada: null,
      acompanhamento: { modo: 'envio', codigo_rastreio: 'AB123456789BR', transportadora: 'Correios' },
    })
    expect(visto.valor_total).toBe(35)
  })

  it('shipping without a carrier, pickup and local delivery: each keeps its own field', async () => {
    const envio = await pedido('envio')
    expect((await pronto(envio, { codigo_rastreio: 'PX-2026-0042', transportadora: '' })).statusCode).toBe(
      200,
    )
    expect((await linha(envio)).acompanhamento_entrega).toEqual({
      modo: 'envio',
      codigo_rastreio: 'PX-2026-0042',
      transportadora: null,
    })
    expect((await eventos(envio)).at(-1).descricao).toBe(
      'Informações de entrega: código de rastreio PX-2026-0042',
    )

    const retirada = await pedido('retirada')
    const r = await pronto(retirada, { instrucoes: '  Retire na recepção com o número do pedido ' })
    expect(r.statusCode).toBe(200)
    expect((await linha(retirada)).acompanhamento_entrega).toEqual({
      modo: 'retirada',
      instrucoes: 'Retire na recepção com o número do pedido',
    })
    expect((await avisos(retirada)).at(-1)?.mensagem).toBe(
      `Ateliê Vidro Vivo informou a entrega do pedido #${retirada}: instruções de retirada na página do pedido`,
    )
    // The instructions may say where the atelier is: they stay on the order's page (decision 041).
    expect((await eventos(retirada)).at(-1).descricao).toBe(
      'Informações de entrega: instruções de retirada na página do pedido',
    )

    const local = await pedido('entrega_local')
    expect((await pronto(local, { janela: 'Sábado, 28/11, entre 9h e 12h' })).statusCode).toBe(200)
    expect((await linha(local)).acompanhamento_entrega).toEqual({
      modo: 'entrega_local',
      janela: 'Sábado, 28/11, entre 9h e 12h',
    })
    expect((await eventos(local)).at(-1).descricao).toBe(
      'Informações de entrega: janela de entrega: Sábado, 28/11, entre 9h e 12h',
    )
  })

  it('an order made before delivery modes moves as it always did', async () => {
    const id = await pedido(null)
    const res = await pronto(id, {})
    expect(res.statusCode).toBe(200)
    expect(await linha(id)).toMatchObject({
      status_pedido: 'pronto_para_entrega',
      acompanhamento_entrega: null,
    })
    expect((await avisos(id)).map((a) => a.tipo)).toEqual(['pedido_atualizado'])
    expect((await call('GET', `/pedidos/${id}`, comprador.cookie)).json().entrega).toBeNull()
  })
})

describe('PUT /api/pedidos/{id}/entrega: the seller corrects it while the order is ready', () => {
  it('replaces it, writes its event and tells the buyer again', async () => {
    const id = await pedido('envio')
    await pronto(id, { codigo_rastreio: 'AB123456789BR', transportadora: 'Correios' })
    const res = await corrigir(id, { codigo_rastreio: 'ab987654321br', transportadora: 'Jadlog' })
    expect([res.statusCode, res.json().mensagem]).toEqual([
      200,
      'Informações de entrega atualizadas com sucesso!',
    ])
    expect(await linha(id)).toMatchObject({
      status_pedido: 'pronto_para_entrega',
      acompanhamento_entrega: { modo: 'envio', codigo_rastreio: 'AB987654321BR', transportadora: 'Jadlog' },
    })
    expect((await eventos(id)).at(-1)).toEqual({
      status_anterior: 'pronto_para_entrega',
      status_novo: 'pronto_para_entrega',
      origem: 'vendedor',
      descricao: 'Informações de entrega corrigidas: código de rastreio AB987654321BR (Jadlog)',
    })
    expect((await avisos(id)).map((a) => a.tipo)).toEqual([
      'pedido_atualizado',
      'entrega_informada',
      'entrega_informada',
    ])
  })

  it('checks the field as the status change does, changing nothing on a refusal', async () => {
    const id = await pedido('retirada')
    await pronto(id, { instrucoes: 'Retire na recepção com o número do pedido' })
    const antes = await snapshot(t)
    for (const [corpo, mensagem] of [
      [
        { instrucoes: 'curta' },
        'As instruções de retirada são obrigatórias e devem ter ao menos 10 caracteres.',
      ],
      [
        { janela: 'Sábado de manhã' },
        'As informações enviadas não são da forma de entrega deste pedido (Retirada no ateliê).',
      ],
    ] as const) {
      const res = await corrigir(id, corpo)
      expect([res.statusCode, res.json().mensagem]).toEqual([400, mensagem])
    }
    expect(await snapshot(t)).toEqual(antes)
  })

  it('is 409 in any other status, and for an order without a delivery mode', async () => {
    const antes = async () => snapshot(t)
    for (const status of ['pagamento_aprovado', 'confirmado', 'em_preparacao', 'entregue', 'cancelado']) {
      const id = await pedido('entrega_local', status)
      const before = await antes()
      const res = await corrigir(id, { janela: 'Sábado, 28/11, entre 9h e 12h' })
      expect([res.statusCode, res.json().mensagem]).toEqual([
        409,
        'As informações de entrega só podem ser alteradas enquanto o pedido está pronto para entrega.',
      ])
      expect(await snapshot(t)).toEqual(before)
    }
    const velho = await pedido(null, 'pronto_para_entrega')
    const res = await corrigir(velho, { janela: 'Sábado, 28/11, entre 9h e 12h' })
    expect([res.statusCode, res.json().mensagem]).toEqual([
      409,
      'Este pedido não tem uma forma de entrega para informar.',
    ])
  })

  it("is the order's seller's alone; hostile ids are 400; nothing changes", async () => {
    const id = await pedido('envio')
    await pronto(id, { codigo_rastreio: 'AB123456789BR' })
    const antes = await snapshot(t)
    const corpo = { codigo_rastreio: 'ZZ000000000BR' }
    const tentativas: [string | undefined, number, string][] = [
      [undefined, 401, 'Você precisa estar logado para acessar este recurso.'],
      [comprador.cookie, 403, 'Esta ação é exclusiva para vendedores.'],
      [outroVendedor.cookie, 403, 'Você não tem permissão para acessar este pedido.'],
    ]
    for (const [cookie, status, mensagem] of tentativas) {
      const res = await call('PUT', `/pedidos/${id}/entrega`, cookie, corpo)
      expect([res.statusCode, res.json().mensagem]).toEqual([status, mensagem])
    }
    // The status change too: another seller cannot move it nor write its delivery information.
    const outro = await pedido('envio')
    const alheio = await call('PUT', `/pedidos/${outro}/status`, outroVendedor.cookie, {
      status: 'pronto_para_entrega',
      id_usuario: outroVendedor.id,
      codigo_rastreio: 'ZZ000000000BR',
    })
    expect([alheio.statusCode, alheio.json().mensagem]).toEqual([
      403,
      'Você não tem permissão para acessar este pedido.',
    ])
    const outroBody = await corrigir(id, { ...corpo, id_usuario: outroVendedor.id })
    expect(outroBody.statusCode).toBe(403)
    for (const grafia of ['1e0', '+1', '0x1', '1.0', ' 1', `0${id}`, `-${id}`])
      for (const cookie of [undefined, vendedor.cookie, outroVendedor.cookie]) {
        const res = await call('PUT', `/pedidos/${encodeURIComponent(grafia)}/entrega`, cookie, corpo)
        expect([grafia, res.statusCode, res.json().mensagem]).toEqual([
          grafia,
          400,
          'Identificador inválido.',
        ])
      }
    // Only the newly created order differs: the refused calls changed nothing.
    const depois = await snapshot(t)
    expect((await linha(id)).acompanhamento_entrega.codigo_rastreio).toBe('AB123456789BR')
    expect(depois.notificacoes).toEqual(antes.notificacoes)
    expect(depois.pedido_eventos).toEqual(antes.pedido_eventos)
  })
})

describe('GET /api/pedidos/{id}: the delivery on both sides', () => {
  it('shows the pickup place to the buyer only while paid and active; the seller always', async () => {
    const lerDe = async (id: number, quem: Pessoa) =>
      (await call('GET', `/pedidos/${id}`, quem.cookie)).json().entrega
    const esperado = (retirada: unknown) => ({
      modo: 'retirada',
      taxa: 0,
      prazo_dias: null,
      retirada,
      acompanhamento: null,
    })
    for (const status of ['pagamento_pendente', 'cancelado', 'reembolsado']) {
      const id = await pedido('retirada', status)
      expect(await lerDe(id, comprador)).toEqual(esperado(null))
      expect(await lerDe(id, vendedor)).toEqual(esperado(RETIRADA))
    }
    for (const status of ['pagamento_aprovado', 'confirmado', 'pronto_para_entrega', 'entregue']) {
      const id = await pedido('retirada', status)
      expect(await lerDe(id, comprador)).toEqual(esperado(RETIRADA))
    }
    // Cancelled after its payment: the sale no longer needs the place (decision 041).
    const id = await pedido('retirada', 'pagamento_aprovado')
    await t.pool.query(`update pedidos set status_pedido = 'cancelado' where id_pedido = $1`, [id])
    expect(await lerDe(id, comprador)).toEqual(esperado(null))
    expect(await lerDe(id, vendedor)).toEqual(esperado(RETIRADA))
  })
})
