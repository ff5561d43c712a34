// PUT /pedidos/{id}/materia-prima (decision 028): only the order's seller records the raw material
// that arrived, only on a paid, not cancelled order with sustainable items, in the item's unit and
// never above what is owed; a partial then a full receipt (a correction replaces the figure), each an
// event of the order and a notice to the buyer; the detail of both sides and the seller's dashboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
  comprador = await f.pessoa('comprador', 'Helena Compradora')
  outroVendedor = await f.pessoa('vendedor')
})
afterAll(() => t?.close())

const q = async (text: string, values: unknown[] = []) => (await t.pool.query(text, values)).rows

/** An order of `vendedor` to `comprador` in `status`, with a kg item (12.5 owed) and a unit item (16). */
async function pedidoSustentavel(status = 'confirmado') {
  const id = await f.pedido({ comprador: comprador.id, vendedor: vendedor.id, status })
  const itens = await q(
    `insert into itens_pedido (id_pedido, nome_produto, quantidade, valor_unitario_centavos, forma_pagamento_selecionada,
       quantidade_materia_prima, nome_materia_prima, unidade_medida)
     values ($1, 'Vaso', 1, 5000, 'sustentavel', 12.5, 'Caco de vidro', 'quilograma'),
            ($1, 'Luminária', 2, 4000, 'sustentavel', 16, 'Garrafa de vidro', 'unidade'),
            ($1, 'Copo', 1, 1000, 'padrao', null, null, null)
     returning id_item_pedido`,
    [id],
  )
  const [kg, un, padrao] = itens.map((r) => r.id_item_pedido as number) as [number, number, number]
  return { id, kg, un, padrao }
}

const registrar = (id: number | string, cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/pedidos/${id}/materia-prima`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  })

const estado = async (id: number) => ({
  itens: await q(
    'select id_item_pedido, quantidade_recebida from itens_pedido where id_pedido = $1 order by 1',
    [id],
  ),
  eventos: await q('select status_novo, descricao from pedido_eventos where id_pedido = $1 order by id', [
    id,
  ]),
  avisos: await q(
    `select tipo, titulo, mensagem from notificacoes where id_pedido = $1 order by id_notificacao`,
    [id],
  ),
})

describe('who may record the raw material received', () => {
  it('refuses the visitor, the buyer, another seller and hostile ids, changing nothing', async () => {
    const p = await pedidoSustentavel()
    const body = { itens: [{ id_item_pedido: p.kg, quantidade_recebida: '2,5' }] }
    const antes = await estado(p.id)
    const visitante = await registrar(p.id, undefined, body)
    expect([visitante.statusCode, visitante.json().mensagem]).toEqual([
      401,
      'Você precisa estar logado para acessar este recurso.',
    ])
    const doComprador = await registrar(p.id, comprador.cookie, body)
    expect([doComprador.statusCode, doComprador.json().mensagem]).toEqual([
      403,
      'Esta ação é exclusiva para vendedores.',
    ])
    const deOutro = await registrar(p.id, outroVendedor.cookie, body)
    expect([deOutro.statusCode, deOutro.json().mensagem]).toEqual([
      403,
      'Você não tem permissão para acessar este pedido.',
    ])
    for (const hostil of ['0', '-1', 'abc', '1e3', '1.5', '99999999999', `${p.id} or 1=1`]) {
      const res = await registrar(encodeURIComponent(hostil), vendedor.cookie, body)
      expect(res.statusCode, hostil).toBe(400)
      expect(res.json().mensagem, hostil).toEqual(expect.any(String))
    }
    const inexistente = await registrar(2_000_000_000, vendedor.cookie, body)
    expect([inexistente.statusCode, inexistente.json().mensagem]).toEqual([404, 'Pedido não encontrado.'])
    expect(await estado(p.id)).toEqual(antes)
  })
})

describe('when it may be recorded', () => {
  it('only on a paid order, not cancelled nor refunded, with sustainable items', async () => {
    for (const status of [
      'pagamento_aprovado',
      'confirmado',
      'em_preparacao',
      'pronto_para_entrega',
      'entregue',
    ]) {
      const p = await pedidoSustentavel(status)
      const res = await registrar(p.id, vendedor.cookie, {
        itens: [{ id_item_pedido: p.kg, quantidade_recebida: 1 }],
      })
      expect(res.statusCode, status).toBe(200)
    }
    for (const status of ['pagamento_pendente', 'cancelado', 'reembolsado']) {
      const p = await pedidoSustentavel(status)
      const antes = await estado(p.id)
      const res = await registrar(p.id, vendedor.cookie, {
        itens: [{ id_item_pedido: p.kg, quantidade_recebida: 1 }],
      })
      expect([res.statusCode, res.json().mensagem], status).toEqual([
        409,
        'O recebimento de matéria-prima só pode ser registrado em pedidos pagos que não foram cancelados.',
      ])
      expect(await estado(p.id)).toEqual(antes)
    }
    const padrao = await f.pedido({
      comprador: comprador.id,
      vendedor: vendedor.id,
      status: 'confirmado',
      itens: ['Copo'],
    })
    const [{ id_item_pedido }] = await q('select id_item_pedido from itens_pedido where id_pedido = $1', [
      padrao,
    ])
    const res = await registrar(padrao, vendedor.cookie, {
      itens: [{ id_item_pedido, quantidade_recebida: 1 }],
    })
    expect([res.statusCode, res.json().mensagem]).toEqual([
      409,
      'Este pedido não tem itens pagos com matéria-prima.',
    ])
  })
})

describe('what may be recorded', () => {
  it("accepts '2,5' and '2.5'; refuses zero, negative, text, too many decimals and over the amount owed", async () => {
    const p = await pedidoSustentavel()
    const antes = await estado(p.id)
    const recusa = async (quantidade_recebida: unknown, status: number, mensagem: string, id = p.kg) => {
      const res = await registrar(p.id, vendedor.cookie, {
        itens: [{ id_item_pedido: id, quantidade_recebida }],
      })
      expect([res.statusCode, res.json().mensagem], String(quantidade_recebida)).toEqual([status, mensagem])
    }
    await recusa('0', 400, 'A quantidade recebida deve ser maior que zero.')
    await recusa(0, 400, 'A quantidade recebida deve ser maior que zero.')
    await recusa('-1', 400, 'A quantidade recebida deve ser maior que zero.')
    await recusa('', 400, 'Informe a quantidade recebida.')
    await recusa('muito', 400, 'Informe a quantidade recebida como um número, por exemplo 2,5.')
    await recusa(null, 400, 'Informe a quantidade recebida como um número, por exemplo 2,5.')
    await recusa('2,555', 400, 'Informe a quantidade recebida com no máximo 2 casas decimais.')
    await recusa(
      '12,51',
      422,
      'A quantidade recebida não pode passar do combinado: 12,5 kg de Caco de vidro.',
    )
    await recusa(
      '17',
      422,
      'A quantidade recebida não pode passar do combinado: 16 un de Garrafa de vidro.',
      p.un,
    )
    await recusa('1', 422, 'O item informado não é um item pago com matéria-prima deste pedido.', p.padrao)
    const outro = await pedidoSustentavel()
    await recusa('1', 422, 'O item informado não é um item pago com matéria-prima deste pedido.', outro.kg)
    for (const body of [{}, { itens: [] }, { quantidade_recebida: '2,5' }]) {
      const res = await registrar(p.id, vendedor.cookie, body)
      expect([res.statusCode, res.json().mensagem]).toEqual([
        400,
        'Informe a quantidade recebida de pelo menos um item.',
      ])
    }
    const repetido = await registrar(p.id, vendedor.cookie, {
      itens: [
        { id_item_pedido: p.kg, quantidade_recebida: 1 },
        { id_item_pedido: p.kg, quantidade_recebida: 2 },
      ],
    })
    expect([repetido.statusCode, repetido.json().mensagem]).toEqual([
      400,
      'Cada item do pedido só pode aparecer uma vez.',
    ])
    expect(await estado(p.id)).toEqual(antes)

    for (const escrito of ['2,5', '2.5']) {
      const res = await registrar(p.id, vendedor.cookie, {
        itens: [{ id_item_pedido: p.kg, quantidade_recebida: escrito }],
      })
      expect(res.statusCode).toBe(200)
      expect(res.json().itens[0]).toEqual({
        id_item_pedido: p.kg,
        nome_materia_prima: 'Caco de vidro',
        unidade_medida: 'quilograma',
        quantidade_materia_prima: 12.5,
        quantidade_recebida: 2.5,
      })
    }
  })
})

describe('a material counted in units', () => {
  it("refuses '1,5' bottles with 400 in whole numbers, recording nothing, with the kg item of the same call", async () => {
    const p = await pedidoSustentavel()
    const antes = await estado(p.id)
    const mensagem =
      'A matéria-prima Garrafa de vidro é contada em unidades: informe a quantidade recebida como um número inteiro.'
    for (const quantidade_recebida of ['1,5', '1.5', 0.5, '15,99']) {
      const res = await registrar(p.id, vendedor.cookie, {
        itens: [
          { id_item_pedido: p.kg, quantidade_recebida: '2,5' },
          { id_item_pedido: p.un, quantidade_recebida },
        ],
      })
      expect([res.statusCode, res.json()], String(quantidade_recebida)).toEqual([400, { mensagem }])
    }
    expect(await estado(p.id)).toEqual(antes)

    const res = await registrar(p.id, vendedor.cookie, {
      itens: [
        { id_item_pedido: p.un, quantidade_recebida: '15' },
        { id_item_pedido: p.kg, quantidade_recebida: '1,5' },
      ],
    })
    expect(res.statusCode).toBe(200)
    expect((await estado(p.id)).itens).toEqual([
      { id_item_pedido: p.kg, quantidade_recebida: '1.50' },
      { id_item_pedido: p.un, quantidade_recebida: '15.00' },
      { id_item_pedido: p.padrao, quantidade_recebida: null },
    ])
  })
})

describe('a partial then a full receipt', () => {
  it('replaces the figure, writes an event and tells the buyer each time; both sides read it', async () => {
    const p = await pedidoSustentavel('entregue')
    const parcial = await registrar(p.id, vendedor.cookie, {
      itens: [{ id_item_pedido: p.kg, quantidade_recebida: '2,5' }],
    })
    expect(parcial.statusCode).toBe(200)
    expect(parcial.json().mensagem).toBe('Recebimento de matéria-prima registrado.')
    const total = await registrar(p.id, vendedor.cookie, {
      itens: [
        { id_item_pedido: p.kg, quantidade_recebida: '12,5' },
        { id_item_pedido: p.un, quantidade_recebida: 16 },
      ],
    })
    expect(total.statusCode).toBe(200)
    const { itens, eventos, avisos } = await estado(p.id)
    expect(itens).toEqual([
      { id_item_pedido: p.kg, quantidade_recebida: '12.50' },
      { id_item_pedido: p.un, quantidade_recebida: '16.00' },
      { id_item_pedido: p.padrao, quantidade_recebida: null },
    ])
    expect(eventos).toEqual([
      {
        status_novo: 'entregue',
        descricao: 'Matéria-prima recebida registrada pelo vendedor: 2,5 kg de Caco de vidro.',
      },
      {
        status_novo: 'entregue',
        descricao:
          'Matéria-prima recebida registrada pelo vendedor: 12,5 kg de Caco de vidro e 16 un de Garrafa de vidro.',
      },
    ])
    expect(avisos).toEqual([
      {
        tipo: 'materia_prima_recebida',
        titulo: 'Matéria-prima recebida',
        mensagem: `Ateliê Vidro Vivo registrou o recebimento de 2,5 kg de Caco de vidro no pedido #${p.id}.`,
      },
      {
        tipo: 'materia_prima_recebida',
        titulo: 'Matéria-prima recebida',
        mensagem: `Ateliê Vidro Vivo registrou o recebimento de 12,5 kg de Caco de vidro e 16 un de Garrafa de vidro no pedido #${p.id}.`,
      },
    ])
    const [aviso] = await q(
      `select id_usuario from notificacoes where id_pedido = $1 and tipo = 'materia_prima_recebida' limit 1`,
      [p.id],
    )
    expect(aviso).toEqual({ id_usuario: comprador.id })

    for (const quem of [comprador, vendedor]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/pedidos/${p.id}`,
        headers: { cookie: quem.cookie },
      })
      expect(res.statusCode).toBe(200)
      const lidos = res
        .json()
        .itens.map((i: Record<string, unknown>) => [
          i.nome_produto,
          i.quantidade_materia_prima,
          i.quantidade_recebida,
        ])
      expect(lidos).toEqual([
        ['Vaso', 12.5, 12.5],
        ['Luminária', 16, 16],
        ['Copo', null, null],
      ])
    }
  })
})

describe("the seller's dashboard", () => {
  it('counts only what was recorded as received, never the amounts owed', async () => {
    const v = await f.pessoa('vendedor')
    const b = await f.pessoa('comprador')
    const painel = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/dashboard/vendedor/${v.id}`,
        headers: { cookie: v.cookie },
      })
      return res.json().materia_prima_recebida
    }
    const idPedido = await f.pedido({ comprador: b.id, vendedor: v.id, status: 'entregue' })
    const [{ id_item_pedido }] = await q(
      `insert into itens_pedido (id_pedido, nome_produto, quantidade, valor_unitario_centavos, forma_pagamento_selecionada,
         quantidade_materia_prima, nome_materia_prima, unidade_medida)
       values ($1, 'Vaso', 1, 5000, 'sustentavel', 12.5, 'Caco de vidro', 'quilograma') returning id_item_pedido`,
      [idPedido],
    )
    expect(await painel()).toEqual([])
    const registra = (quantidade_recebida: string) =>
      registrar(idPedido, v.cookie, { itens: [{ id_item_pedido, quantidade_recebida }] })
    expect((await registra('3')).statusCode).toBe(200)
    expect(await painel()).toEqual([
      { nome_materia_prima: 'Caco de vidro', unidade_medida: 'quilograma', quantidade: 3 },
    ])
    expect((await registra('2,25')).statusCode).toBe(200) // a correction, not a second delivery
    expect(await painel()).toEqual([
      { nome_materia_prima: 'Caco de vidro', unidade_medida: 'quilograma', quantidade: 2.25 },
    ])
  })
})
