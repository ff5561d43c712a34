// Raw material that did not arrive (decision 030): a sustainable order with material short and
// unresolved is not delivered; its seller waives the rest or charges its cash value (exact centavos),
// withdraws a pending charge, or a full receipt ends it; the buyer pays the charge through the
// simulator's Checkout Pro, the webhook settles it once, no order-payment rule touches it, and the
// reconciliation agrees. Every new route refuses visitors, the wrong side, strangers and hostile ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually, type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { checkoutFixtures, type Vendedor } from '../checkout/checkout.fixtures.ts'
import { provedorSimulador } from '../reconciliacao/provedor-simulador.ts'
import { reconciliar } from '../reconciliacao/reconciliar.ts'

let t: PaymentsApp
let f: ReturnType<typeof checkoutFixtures>
let vendedor: Vendedor
let comprador: { id: number; cookie: string }
beforeAll(async () => {
  t = await startPaymentsApp()
  f = checkoutFixtures(t)
  vendedor = await f.vendedor()
  comprador = await f.comprador()
})
afterAll(() => t?.close())

const q = async (text: string, values: unknown[] = []) => (await t.pool.query(text, values)).rows

/**
 * An order of `vendedor` to `comprador`: 2 Luminárias paid R$ 40,00 each plus 16 un of Garrafa de
 * vidro (standard price R$ 80,00 each), and one padrão Copo of R$ 10,00.
 */
async function pedidoSustentavel(status = 'pronto_para_entrega', padraoUnitario = 8000) {
  const [pedido] = await q(
    `insert into pedidos (id_usuario_comprador, id_usuario_vendedor, status_pedido, valor_total_centavos,
       quantidade_total_materia_prima, data_pagamento_aprovado)
     values ($1, $2, $3::varchar, 9000, 16, case when $3::varchar = 'pagamento_pendente' then null else now() end) returning id_pedido`,
    [comprador.id, vendedor.id, status],
  )
  const id = pedido?.id_pedido as number
  const itens = await q(
    `insert into itens_pedido (id_pedido, nome_produto, quantidade, valor_unitario_centavos, valor_padrao_unitario_centavos,
       forma_pagamento_selecionada, creditos_por_unidade, quantidade_materia_prima, nome_materia_prima, unidade_medida)
     values ($1, 'Luminária', 2, 4000, $2, 'sustentavel', 8, 16, 'Garrafa de vidro', 'unidade'),
            ($1, 'Copo', 1, 1000, 1000, 'padrao', 0, null, null, null)
     returning id_item_pedido`,
    [id, padraoUnitario],
  )
  return { id, un: itens[0]?.id_item_pedido as number }
}

const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: cookie ? { cookie } : {}, ...(payload && { payload }) })

const entregar = (id: number | string, quem = vendedor) =>
  call('PUT', `/pedidos/${id}/status`, quem.cookie, { status: 'entregue', id_usuario: quem.id })
const receber = (id: number, idItem: number, quantidade: string) =>
  call('PUT', `/pedidos/${id}/materia-prima`, vendedor.cookie, {
    itens: [{ id_item_pedido: idItem, quantidade_recebida: quantidade }],
  })
const dispensar = (id: number | string, cookie = vendedor.cookie) =>
  call('POST', `/pedidos/${id}/materia-prima/dispensa`, cookie)
const cobrar = (id: number | string, cookie = vendedor.cookie) =>
  call('POST', `/pedidos/${id}/materia-prima/cobranca`, cookie)
const cancelarCobranca = (id: number | string, cookie = vendedor.cookie) =>
  call('DELETE', `/pedidos/${id}/materia-prima/cobranca`, cookie)
const pagarCobranca = (id: number | string, cookie = comprador.cookie) =>
  call('POST', `/pedidos/${id}/materia-prima/cobranca/pagar`, cookie)

const statusDe = async (id: number) =>
  (await q('select status_pedido from pedidos where id_pedido = $1', [id]))[0]?.status_pedido
const estado = async (id: number) => ({
  pedido: await q('select status_pedido, materia_resolucao from pedidos where id_pedido = $1', [id]),
  cobrancas: await q(
    'select id_cobranca, status, valor_centavos from cobrancas_materia where id_pedido = $1',
    [id],
  ),
  eventos: await q('select descricao from pedido_eventos where id_pedido = $1 order by id', [id]),
  avisos: await q('select tipo, mensagem from notificacoes where id_pedido = $1 order by id_notificacao', [
    id,
  ]),
})
const msg = (res: { statusCode: number; json: () => { mensagem?: string } }) => [
  res.statusCode,
  res.json().mensagem,
]

const BLOQUEIO =
  'A matéria-prima deste pedido não chegou toda: registre o recebimento, cobre o valor do que faltou ou dispense o restante antes de marcar o pedido como entregue.'

describe('delivering a sustainable order', () => {
  it('is refused while the material is short and unresolved, and allowed once all of it arrived', async () => {
    const p = await pedidoSustentavel()
    expect(msg(await entregar(p.id))).toEqual([422, BLOQUEIO])
    expect((await receber(p.id, p.un, '10')).statusCode).toBe(200)
    expect(msg(await entregar(p.id))).toEqual([422, BLOQUEIO])
    expect(await statusDe(p.id)).toBe('pronto_para_entrega')
    expect((await receber(p.id, p.un, '16')).statusCode).toBe(200)
    expect((await entregar(p.id)).statusCode).toBe(200)
    expect(await statusDe(p.id)).toBe('entregue')
  })

  it('leaves orders without sustainable items alone', async () => {
    const [row] = await q(
      `with p as (insert into pedidos (id_usuario_comprador, id_usuario_vendedor, status_pedido, valor_total_centavos)
         values ($1, $2, 'pronto_para_entrega', 1000) returning id_pedido)
       insert into itens_pedido (id_pedido, nome_produto, quantidade, valor_unitario_centavos, forma_pagamento_selecionada)
       select id_pedido, 'Copo', 1, 1000, 'padrao' from p returning id_pedido`,
      [comprador.id, vendedor.id],
    )
    expect((await entregar(row?.id_pedido)).statusCode).toBe(200)
  })

  it('is allowed once the seller waives the rest; the buyer hears of it; a second settlement is 409', async () => {
    const p = await pedidoSustentavel()
    await receber(p.id, p.un, '10')
    const res = await dispensar(p.id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      mensagem: 'Matéria-prima restante dispensada.',
      materia: { pendente: false, resolucao: 'dispensada', cobranca: null },
    })
    const e = await estado(p.id)
    expect(e.pedido).toEqual([{ status_pedido: 'pronto_para_entrega', materia_resolucao: 'dispensada' }])
    expect(e.eventos.at(-1)).toEqual({ descricao: 'O vendedor dispensou a matéria-prima que faltava.' })
    expect(e.avisos.at(-1)?.tipo).toBe('materia_prima_resolvida')
    expect(e.avisos.at(-1)?.mensagem).toContain('dispensou a matéria-prima que faltava')
    expect(msg(await dispensar(p.id))).toEqual([409, 'A matéria-prima deste pedido já foi resolvida.'])
    expect(msg(await cobrar(p.id))).toEqual([409, 'A matéria-prima deste pedido já foi resolvida.'])
    expect((await entregar(p.id)).statusCode).toBe(200)
  })
})

describe('charging the missing material', () => {
  it('charges 6 of 16 un × 2 × (R$ 80,00 − R$ 40,00) = R$ 30,00, once; cancelled, then ended by a full receipt', async () => {
    const p = await pedidoSustentavel('confirmado')
    await receber(p.id, p.un, '10')
    const res = await cobrar(p.id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      mensagem: 'Cobrança de R$ 30,00 enviada ao comprador.',
      materia: {
        pendente: true,
        resolucao: null,
        valor_faltante: 30,
        cobranca: {
          valor: 30,
          status: 'pendente',
          itens: [
            {
              id_item_pedido: p.un,
              nome_materia_prima: 'Garrafa de vidro',
              devida: 16,
              recebida: 10,
              faltante: 6,
              valor_centavos: 3000,
            },
          ],
        },
      },
    })
    const e = await estado(p.id)
    expect(e.cobrancas).toEqual([expect.objectContaining({ status: 'pendente', valor_centavos: 3000 })])
    expect(e.eventos.at(-1)).toEqual({
      descricao: 'O vendedor cobrou R$ 30,00 pela matéria-prima que não chegou.',
    })
    expect(e.avisos.at(-1)).toEqual({
      tipo: 'materia_prima_cobrada',
      mensagem: expect.stringContaining('pede R$ 30,00 no lugar do que faltou'),
    })
    expect(msg(await cobrar(p.id))).toEqual([409, 'Já existe uma cobrança pendente para este pedido.'])
    // Still unresolved while the charge waits: no delivery.
    await call('PUT', `/pedidos/${p.id}/status`, vendedor.cookie, {
      status: 'em_preparacao',
      id_usuario: vendedor.id,
    })
    await call('PUT', `/pedidos/${p.id}/status`, vendedor.cookie, {
      status: 'pronto_para_entrega',
      id_usuario: vendedor.id,
    })
    expect(msg(await entregar(p.id))).toEqual([422, BLOQUEIO])

    const cancelada = await cancelarCobranca(p.id)
    expect(msg(cancelada)).toEqual([200, 'Cobrança cancelada.'])
    expect(cancelada.json().materia).toMatchObject({ pendente: true, cobranca: null })
    expect(msg(await cancelarCobranca(p.id))).toEqual([409, 'Este pedido não tem cobrança pendente.'])

    expect((await cobrar(p.id)).statusCode).toBe(200)
    await receber(p.id, p.un, '16')
    const fim = await estado(p.id)
    expect(fim.cobrancas.map((c) => c.status)).toEqual(['cancelada', 'cancelada'])
    expect(fim.eventos.at(-1)).toEqual({
      descricao: 'Cobrança da matéria-prima cancelada: o material chegou.',
    })
    expect(msg(await cobrar(p.id))).toEqual([409, 'Este pedido não tem matéria-prima pendente.'])
  })

  it('refuses a charge of nothing (422), and any settlement of an unpaid or delivered order (409)', async () => {
    const igual = await pedidoSustentavel('confirmado', 4000)
    const antes = await estado(igual.id)
    expect(msg(await cobrar(igual.id))).toEqual([
      422,
      'O valor do que faltou é zero: o preço sustentável deste pedido não é menor que o padrão. Dispense o restante ou cancele o pedido.',
    ])
    expect(await estado(igual.id)).toEqual(antes)
    const indisponivel =
      'A matéria-prima que faltou só pode ser cobrada ou dispensada em pedidos pagos, antes da entrega.'
    for (const status of ['pagamento_pendente', 'entregue', 'cancelado']) {
      const p = await pedidoSustentavel(status)
      expect(msg(await cobrar(p.id)), status).toEqual([409, indisponivel])
      expect(msg(await dispensar(p.id)), status).toEqual([409, indisponivel])
    }
  })

  it('shows the order detail the same figures on both sides', async () => {
    const p = await pedidoSustentavel('confirmado')
    await receber(p.id, p.un, '10')
    const semCobranca = (await call('GET', `/pedidos/${p.id}`, comprador.cookie)).json()
    expect(semCobranca.materia).toEqual({
      pendente: true,
      resolucao: null,
      valor_faltante: 30,
      cobranca: null,
    })
    await cobrar(p.id)
    for (const quem of [comprador, vendedor]) {
      const detalhe = (await call('GET', `/pedidos/${p.id}`, quem.cookie)).json()
      expect(detalhe.materia.cobranca).toMatchObject({ valor: 30, status: 'pendente', data_pagamento: null })
    }
  })
})

describe('the buyer pays the charge through Mercado Pago', () => {
  it('settles charge and order once, tells the seller, refunds nothing, and reconciles', async () => {
    // The order itself paid through its own preference (the webhook approves it).
    const p = await pedidoSustentavel('pagamento_pendente')
    const ordem = await t.services.preferencias.criarParaPedido(
      { id_pedido: p.id, id_usuario_vendedor: vendedor.id, valor_total_centavos: 9000 },
      [
        { id: 1, titulo: 'Luminária', quantidade: 2, valor_unitario_centavos: 4000 },
        { id: 2, titulo: 'Copo', quantidade: 1, valor_unitario_centavos: 1000 },
      ],
    )
    await f.pagar(ordem.init_point)
    await eventually('o pedido pago', async () => (await statusDe(p.id)) === 'pagamento_aprovado')
    await call('PUT', `/pedidos/${p.id}/status`, vendedor.cookie, {
      status: 'confirmado',
      id_usuario: vendedor.id,
    })
    await receber(p.id, p.un, '10')
    expect((await cobrar(p.id)).statusCode).toBe(200)

    const pagar = await pagarCobranca(p.id)
    expect(pagar.statusCode).toBe(200)
    const initPoint = pagar.json().init_point as string
    const pref = await f.preferencia(vendedor, initPoint)
    expect(pref.items?.map((i) => [i.title, i.quantity, i.unit_price])).toEqual([
      [`Matéria-prima não entregue — pedido #${p.id}`, 1, 30],
    ])
    const [cobranca] = await q(
      'select id_cobranca, mp_preference_id from cobrancas_materia where id_pedido = $1',
      [p.id],
    )
    expect(pref.external_reference).toBe(`cobranca-${cobranca?.id_cobranca}`)
    expect(cobranca?.mp_preference_id).toBe(pref.id)

    const pago = await f.pagar(initPoint)
    await eventually('a cobrança paga', async () => {
      const [c] = await q('select status from cobrancas_materia where id_cobranca = $1', [
        cobranca?.id_cobranca,
      ])
      return c?.status === 'paga'
    })
    const e = await estado(p.id)
    expect(e.pedido).toEqual([{ status_pedido: 'confirmado', materia_resolucao: 'paga' }])
    const [paga] = await q(
      'select mercado_pago_payment_id::float8 as mp, data_pagamento from cobrancas_materia where id_cobranca = $1',
      [cobranca?.id_cobranca],
    )
    expect(paga).toEqual({ mp: pago.payment_id, data_pagamento: expect.any(Date) })
    expect(e.eventos.at(-1)).toEqual({
      descricao: 'O comprador pagou R$ 30,00 pela matéria-prima que não chegou.',
    })
    const doVendedor = await q(
      `select tipo, mensagem from notificacoes where id_pedido = $1 and id_usuario = $2 and tipo = 'materia_prima_resolvida'`,
      [p.id, vendedor.id],
    )
    expect(doVendedor).toEqual([
      {
        tipo: 'materia_prima_resolvida',
        mensagem: expect.stringContaining('pagou o valor da matéria-prima'),
      },
    ])

    // A second notification of the same payment changes nothing.
    const depois = await estado(p.id)
    await t.services.pagamentosSync.sincronizarPagamento({
      mpPaymentId: pago.payment_id,
      mpUserId: vendedor.mp.id,
    })
    expect(await estado(p.id)).toEqual(depois)
    // Not an order payment: the order's payments are its own one, nothing is owed back or refunded.
    expect(await q('select count(*)::int as n from pagamentos where id_pedido = $1', [p.id])).toEqual([
      { n: 1 },
    ])
    expect(
      await q('select mercado_pago_payment_id from pagamentos where mercado_pago_payment_id = $1', [
        pago.payment_id,
      ]),
    ).toEqual([])
    expect(await q('select count(*)::int as n from reembolsos where id_pedido = $1', [p.id])).toEqual([
      { n: 0 },
    ])
    expect((await f.pagamentoNoProvedor(vendedor, pago.payment_id)).transaction_amount_refunded ?? 0).toBe(0)
    // The order's result page never takes the charge's payment for the order's.
    expect((await f.retorno(comprador.cookie, p.id, pago.payment_id)).statusCode).toBe(404)

    expect(await reconciliar(t.pool, provedorSimulador(t.pool))).toEqual([])
    // Delivered now that the material is settled.
    await call('PUT', `/pedidos/${p.id}/status`, vendedor.cookie, {
      status: 'em_preparacao',
      id_usuario: vendedor.id,
    })
    await call('PUT', `/pedidos/${p.id}/status`, vendedor.cookie, {
      status: 'pronto_para_entrega',
      id_usuario: vendedor.id,
    })
    expect((await entregar(p.id)).statusCode).toBe(200)
  })

  it('the reconciliation tells a paid charge the provider does not hold', async () => {
    const p = await pedidoSustentavel('confirmado')
    await receber(p.id, p.un, '10')
    await cobrar(p.id)
    await q(
      `update cobrancas_materia set status = 'paga', mercado_pago_payment_id = 990001, data_pagamento = now()
             where id_pedido = $1`,
      [p.id],
    )
    const achadas = await reconciliar(t.pool, provedorSimulador(t.pool))
    expect(achadas).toEqual([
      {
        regra: 'cobranca_materia',
        descricao: expect.stringContaining(
          `Cobrança ${(await q('select id_cobranca from cobrancas_materia where id_pedido = $1', [p.id]))[0]?.id_cobranca} do pedido #${p.id}`,
        ),
      },
    ])
    await q(
      `update cobrancas_materia set status = 'cancelada', mercado_pago_payment_id = null where id_pedido = $1`,
      [p.id],
    )
  })
})

describe('who may settle the material or pay its charge', () => {
  it('refuses visitors, the wrong side, strangers and hostile ids, changing nothing', async () => {
    const p = await pedidoSustentavel('confirmado')
    await receber(p.id, p.un, '10')
    const outroVendedor = await f.vendedor()
    const outroComprador = await f.comprador()
    const antes = await estado(p.id)
    const doVendedor = [dispensar, cobrar, cancelarCobranca]
    for (const acao of [...doVendedor, pagarCobranca]) {
      expect(msg(await acao(p.id, ''))).toEqual([401, 'Você precisa estar logado para acessar este recurso.'])
    }
    for (const acao of doVendedor) {
      expect(msg(await acao(p.id, comprador.cookie))).toEqual([403, 'Esta ação é exclusiva para vendedores.'])
      expect(msg(await acao(p.id, outroVendedor.cookie))).toEqual([
        403,
        'Você não tem permissão para acessar este pedido.',
      ])
    }
    expect(msg(await pagarCobranca(p.id, vendedor.cookie))[0]).toBe(403)
    expect(msg(await pagarCobranca(p.id, outroComprador.cookie))).toEqual([
      403,
      'Você não tem permissão para acessar este pedido.',
    ])
    for (const hostil of ['0', '-1', 'abc', '1e3', '1.5', '99999999999', `${p.id} or 1=1`]) {
      for (const acao of [...doVendedor, pagarCobranca]) {
        const cookie = acao === pagarCobranca ? comprador.cookie : vendedor.cookie
        const res = await acao(encodeURIComponent(hostil), cookie)
        expect(res.statusCode, hostil).toBe(400)
        expect(res.json().mensagem, hostil).toEqual(expect.any(String))
      }
    }
    expect(msg(await cobrar(2_000_000_000))).toEqual([404, 'Pedido não encontrado.'])
    expect(await estado(p.id)).toEqual(antes)
    // The buyer pays only a pending charge.
    expect(msg(await pagarCobranca(p.id))).toEqual([409, 'Este pedido não tem cobrança pendente.'])
  })
})
