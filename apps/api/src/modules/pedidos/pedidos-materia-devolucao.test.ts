// A paid raw-material charge goes back when its order ends without delivery (decision 042): the seller
// cancels after charging half the material (the buyer paid both through the simulator) and both the
// order's payment and the charge are refunded at the provider exactly once, however often or
// concurrently the cancel and the refund run; so does every other end (the buyer's cancellation, the
// 48 h deadline, a refund request approved, a dispute decided with a refund). A charge still pending
// closes with the order; paid later on a page opened before, it is refunded at once. The
// reconciliation names a cancelled order's charge paid and not refunded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUpOperator } from '../../../test/fixtures.ts'
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
const call = (method: 'POST' | 'PUT' | 'GET', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: cookie ? { cookie } : {}, ...(payload && { payload }) })
const msg = (res: { statusCode: number; json: () => { mensagem?: string } }) => [
  res.statusCode,
  res.json().mensagem,
]
const passo = (id: number, status: string) =>
  call('PUT', `/pedidos/${id}/status`, vendedor.cookie, { status, id_usuario: vendedor.id })
const cancelar = (id: number, quem: { id: number; cookie: string } = vendedor) =>
  call('PUT', `/pedidos/${id}/cancelar`, quem.cookie, {
    motivo: 'Faltou matéria-prima para terminar a peça.',
    id_usuario: quem.id,
  })
const refundsDe = async (mpPaymentId: number) =>
  ((await f.pagamentoNoProvedor(vendedor, mpPaymentId)).refunds ?? []).map((r) => [r.amount, r.status])
const cobrancaDe = async (id: number) =>
  (
    await q(
      `select status, mercado_pago_payment_id::float8 as mp, mp_refund_id::float8 as refund, data_reembolso
       from cobrancas_materia where id_pedido = $1 order by id_cobranca`,
      [id],
    )
  ).at(-1)
const avisosReembolso = (id: number) =>
  q(
    `select titulo, mensagem from notificacoes where id_pedido = $1 and id_usuario = $2
       and dados_adicionais ? 'id_cobranca' and tipo = 'reembolso_concluido'`,
    [id, comprador.id],
  )
const eventosReembolso = (id: number) =>
  q(
    `select descricao from pedido_eventos where id_pedido = $1 and descricao like 'Cobrança da matéria-prima%'`,
    [id],
  )

/**
 * A sustainable order of R$ 90,00 (2 Luminárias at R$ 40,00 owing 16 Garrafas de vidro, standard
 * price R$ 80,00, and a Copo of R$ 10,00) paid through the simulator and confirmed; half the material
 * (8 of 16) received and the missing half charged: 8/16 × 2 × R$ 40,00 = R$ 40,00.
 */
async function cobrado() {
  const [pedido] = await q(
    `insert into pedidos (id_usuario_comprador, id_usuario_vendedor, valor_total_centavos, quantidade_total_materia_prima)
     values ($1, $2, 9000, 16) returning id_pedido`,
    [comprador.id, vendedor.id],
  )
  const id = pedido?.id_pedido as number
  const [item] = await q(
    `insert into itens_pedido (id_pedido, nome_produto, quantidade, valor_unitario_centavos, valor_padrao_unitario_centavos,
       forma_pagamento_selecionada, creditos_por_unidade, quantidade_materia_prima, nome_materia_prima, unidade_medida)
     values ($1, 'Luminária', 2, 4000, 8000, 'sustentavel', 8, 16, 'Garrafa de vidro', 'unidade'),
            ($1, 'Copo', 1, 1000, 1000, 'padrao', 0, null, null, null)
     returning id_item_pedido`,
    [id],
  )
  const ordem = await t.services.preferencias.criarParaPedido(
    { id_pedido: id, id_usuario_vendedor: vendedor.id, valor_total_centavos: 9000 },
    [
      { id: 1, titulo: 'Luminária', quantidade: 2, valor_unitario_centavos: 4000 },
      { id: 2, titulo: 'Copo', quantidade: 1, valor_unitario_centavos: 1000 },
    ],
  )
  const pagoPedido = await f.pagar(ordem.init_point)
  await f.retorno(comprador.cookie, id, pagoPedido.payment_id)
  expect((await passo(id, 'confirmado')).statusCode).toBe(200)
  const recebido = await call('PUT', `/pedidos/${id}/materia-prima`, vendedor.cookie, {
    itens: [{ id_item_pedido: item?.id_item_pedido, quantidade_recebida: '8' }],
  })
  expect(recebido.statusCode).toBe(200)
  expect(msg(await call('POST', `/pedidos/${id}/materia-prima/cobranca`, vendedor.cookie))).toEqual([
    200,
    'Cobrança de R$ 40,00 enviada ao comprador.',
  ])
  const pagar = await call('POST', `/pedidos/${id}/materia-prima/cobranca/pagar`, comprador.cookie)
  expect(pagar.statusCode).toBe(200)
  return { id, mpPedido: pagoPedido.payment_id, initPoint: pagar.json().init_point as string }
}

/** …and the buyer paid the charge (the sync the webhook job runs, run here at once). */
async function cobradoEPago() {
  const pedido = await cobrado()
  const pago = await f.pagar(pedido.initPoint)
  await t.services.pagamentosSync.sincronizarPagamento({
    mpPaymentId: pago.payment_id,
    mpUserId: vendedor.mp.id,
  })
  expect(await cobrancaDe(pedido.id)).toMatchObject({ status: 'paga', mp: pago.payment_id })
  return { ...pedido, mpCobranca: pago.payment_id }
}

const AVISO = [
  {
    titulo: 'Cobrança da matéria-prima reembolsada',
    mensagem: expect.stringMatching(
      /^O pedido #\d+ de .+ foi encerrado sem entrega: os R\$ 40,00 que você pagou pela matéria-prima foram devolvidos integralmente pelo Mercado Pago\.$/,
    ),
  },
]

/** Both payments given back in full once, the charge recorded refunded, the buyer told once. */
async function devolvidoUmaVez(p: { id: number; mpPedido: number; mpCobranca: number }) {
  expect(await refundsDe(p.mpCobranca)).toEqual([[40, 'approved']])
  const c = await cobrancaDe(p.id)
  expect(c).toMatchObject({
    status: 'reembolsada',
    refund: expect.any(Number),
    data_reembolso: expect.any(Date),
  })
  expect(c?.refund).toBe((await f.pagamentoNoProvedor(vendedor, p.mpCobranca)).refunds?.[0]?.id)
  expect(await avisosReembolso(p.id)).toEqual(AVISO)
  expect(await eventosReembolso(p.id)).toEqual([
    { descricao: 'Cobrança da matéria-prima reembolsada: R$ 40,00 devolvidos ao comprador.' },
  ])
}

describe('the seller cancels after the buyer paid the missing material', () => {
  it('refunds the order and the charge at the provider, exactly once however the cancel and refund repeat', async () => {
    const p = await cobradoEPago()
    // Two cancellations at once: one cancels, the other finds the order cancelled.
    const respostas = await Promise.all([cancelar(p.id), cancelar(p.id)])
    expect(respostas.map(msg).sort()).toEqual([
      [200, 'Pedido cancelado com sucesso'],
      [422, 'Não é possível cancelar o pedido neste status'],
    ])
    // Refunded before the answer; every further run (the job, the sweep, two at once) changes nothing.
    const devolucoes = t.services.reembolsoDoPedido
    await Promise.all([devolucoes.devolver(p.id), devolucoes.devolver(p.id), devolucoes.aoCancelar(p.id)])
    expect(await devolucoes.varrer()).not.toContain(p.id)
    expect(msg(await cancelar(p.id))).toEqual([422, 'Não é possível cancelar o pedido neste status'])
    expect(await refundsDe(p.mpPedido)).toEqual([[90, 'approved']])
    await devolvidoUmaVez(p)
    // The charge's refund notified by the provider (its webhook) changes nothing either.
    await t.services.pagamentosSync.sincronizarPagamento({
      mpPaymentId: p.mpCobranca,
      mpUserId: vendedor.mp.id,
    })
    await devolvidoUmaVez(p)
    // Both pages show it.
    for (const quem of [comprador, vendedor]) {
      const detalhe = (await call('GET', `/pedidos/${p.id}`, quem.cookie)).json()
      expect(detalhe.materia.cobranca).toMatchObject({ valor: 40, status: 'reembolsada' })
    }
    expect(await reconciliar(t.pool, provedorSimulador(t.pool))).toEqual([])
  })

  it('when the provider fails, the charge stays owed, the sweep finds it, and the retry refunds it once', async () => {
    const p = await cobradoEPago()
    await t.sim('/refunds/faults', { failNext: 20 })
    try {
      expect((await cancelar(p.id)).statusCode).toBe(200)
      expect((await cobrancaDe(p.id))?.status).toBe('paga')
      expect(await refundsDe(p.mpCobranca)).toEqual([])
      expect(await t.services.reembolsoDoPedido.varrer()).toContain(p.id)
    } finally {
      await t.sim('/refunds/faults', { failNext: 0 })
    }
    await Promise.all([
      t.services.reembolsoDoPedido.devolver(p.id),
      t.services.reembolsoDoPedido.devolver(p.id),
    ])
    await eventually('a cobrança reembolsada', async () => (await cobrancaDe(p.id))?.status === 'reembolsada')
    expect(await refundsDe(p.mpPedido)).toEqual([[90, 'approved']])
    await devolvidoUmaVez(p)
  })
})

describe('every other end without delivery gives the charge back', () => {
  it('the buyer cancels', async () => {
    const p = await cobradoEPago()
    expect(msg(await cancelar(p.id, comprador))).toEqual([200, 'Pedido cancelado com sucesso'])
    expect(await refundsDe(p.mpPedido)).toEqual([[90, 'approved']])
    await devolvidoUmaVez(p)
  })

  it('the 48 h deadline cancels a paid order its seller never confirmed', async () => {
    const p = await cobradoEPago()
    // Charged while still awaiting confirmation: put the order back there, paid 49 h ago.
    await q(
      `update pedidos set status_pedido = 'pagamento_aprovado', data_confirmacao = null,
         data_pagamento_aprovado = now() - interval '49 hours' where id_pedido = $1`,
      [p.id],
    )
    expect(await t.services.pedidosPrazos.cancelarNaoConfirmados(new Date())).toEqual([p.id])
    expect(await refundsDe(p.mpPedido)).toEqual([[90, 'approved']])
    await devolvidoUmaVez(p)
  })

  it('a refund request the seller approves after delivery', async () => {
    const p = await cobradoEPago()
    for (const status of ['em_preparacao', 'pronto_para_entrega', 'entregue'])
      expect((await passo(p.id, status)).statusCode).toBe(200)
    const [pagamento] = await q('select id_pagamento from pagamentos where id_pedido = $1', [p.id])
    const pedido = await call('POST', `/reembolsos/solicitar/${pagamento?.id_pagamento}`, comprador.cookie, {
      motivo: 'defective_product',
      descricao: 'A luminária chegou com o vidro trincado.',
    })
    expect(pedido.statusCode).toBe(201)
    const resposta = await call(
      'PUT',
      `/reembolsos/responder/${pedido.json().reembolso.id_reembolso}`,
      vendedor.cookie,
      { respostaVendedor: 'Sinto muito, pode devolver.', aprovado: true },
    )
    expect(resposta.statusCode).toBe(200)
    expect(
      (await q('select status_pedido from pedidos where id_pedido = $1', [p.id]))[0]?.status_pedido,
    ).toBe('reembolsado')
    // Queued with the order's refund: the job gives the charge back.
    await eventually('a cobrança reembolsada', async () => (await cobrancaDe(p.id))?.status === 'reembolsada')
    expect(await refundsDe(p.mpPedido)).toEqual([[90, 'approved']])
    await devolvidoUmaVez(p)
  })

  it('a dispute the operator decides with a refund', async () => {
    const operador = await signUpOperator(t)
    const p = await cobradoEPago()
    for (const status of ['em_preparacao', 'pronto_para_entrega', 'entregue'])
      expect((await passo(p.id, status)).statusCode).toBe(200)
    const [pagamento] = await q('select id_pagamento from pagamentos where id_pedido = $1', [p.id])
    const pedido = await call('POST', `/reembolsos/solicitar/${pagamento?.id_pagamento}`, comprador.cookie, {
      motivo: 'defective_product',
      descricao: 'A luminária chegou com o vidro trincado.',
    })
    const idReembolso = pedido.json().reembolso.id_reembolso
    await call('PUT', `/reembolsos/responder/${idReembolso}`, vendedor.cookie, {
      respostaVendedor: 'O produto saiu perfeito daqui.',
      aprovado: false,
    })
    const disputa = await call('POST', `/reembolsos/${idReembolso}/disputa`, comprador.cookie, {
      descricao: 'O vidro chegou trincado; mandei as fotos ao vendedor.',
    })
    expect(disputa.statusCode).toBe(201)
    const decisao = await call(
      'POST',
      `/admin/disputas/${disputa.json().reembolso.disputa.id_disputa}/decidir`,
      operador.cookie,
      { decisao: 'reembolsar', motivo: 'As fotos mostram o vidro trincado na chegada.' },
    )
    expect(decisao.statusCode).toBe(200)
    await eventually('a cobrança reembolsada', async () => (await cobrancaDe(p.id))?.status === 'reembolsada')
    expect(await refundsDe(p.mpPedido)).toEqual([[90, 'approved']])
    await devolvidoUmaVez(p)
  })
})

describe('a charge still pending when the order is cancelled', () => {
  it('closes with the order, and a payment made on a page opened before is refunded at once', async () => {
    const p = await cobrado()
    expect((await cancelar(p.id)).statusCode).toBe(200)
    expect((await cobrancaDe(p.id))?.status).toBe('cancelada')
    expect(await eventosReembolso(p.id)).toEqual([
      { descricao: 'Cobrança da matéria-prima cancelada: o pedido foi encerrado.' },
    ])
    expect(
      msg(await call('POST', `/pedidos/${p.id}/materia-prima/cobranca/pagar`, comprador.cookie)),
    ).toEqual([409, 'Este pedido não tem cobrança pendente.'])
    // The provider's page was already open: the buyer pays anyway.
    const pago = await f.pagar(p.initPoint)
    await t.services.pagamentosSync.sincronizarPagamento({
      mpPaymentId: pago.payment_id,
      mpUserId: vendedor.mp.id,
    })
    expect(await refundsDe(pago.payment_id)).toEqual([[40, 'approved']])
    expect(await cobrancaDe(p.id)).toMatchObject({ status: 'reembolsada', mp: pago.payment_id })
    expect(await avisosReembolso(p.id)).toEqual(AVISO)
    // The seller is not told the material was paid: it went back.
    expect(
      await q(`select 1 from notificacoes where id_pedido = $1 and tipo = 'materia_prima_resolvida'`, [p.id]),
    ).toEqual([])
    expect((await q('select materia_resolucao from pedidos where id_pedido = $1', [p.id]))[0]).toEqual({
      materia_resolucao: null,
    })
    expect(await reconciliar(t.pool, provedorSimulador(t.pool))).toEqual([])
  })
})

describe('the reconciliation', () => {
  it('names a cancelled order whose charge was paid and not refunded, until it is', async () => {
    const p = await cobradoEPago()
    // Planted: cancelled behind the application's back, then only the order's own payment given back.
    await q(
      `update pedidos set status_pedido = 'cancelado', data_cancelamento = now() where id_pedido = $1`,
      [p.id],
    )
    await t.services.reembolsoDoPedido.devolverCancelado(p.id)
    expect(await refundsDe(p.mpPedido)).toEqual([[90, 'approved']])
    const [c] = await q('select id_cobranca from cobrancas_materia where id_pedido = $1', [p.id])
    const achada = {
      regra: 'cobranca_materia',
      descricao: `Cobrança ${c?.id_cobranca} do pedido #${p.id}: o pedido foi encerrado sem entrega, mas o pagamento ${p.mpCobranca} devolveu R$ 0,00 de R$ 40,00 no Mercado Pago.`,
    }
    expect(await reconciliar(t.pool, provedorSimulador(t.pool))).toEqual([achada])
    // A charge marked refunded that the provider never refunded is named too, once.
    await q(
      `update cobrancas_materia set status = 'reembolsada', data_reembolso = now() where id_cobranca = $1`,
      [c?.id_cobranca],
    )
    expect(await reconciliar(t.pool, provedorSimulador(t.pool))).toEqual([achada])
    await q(`update cobrancas_materia set status = 'paga', data_reembolso = null where id_cobranca = $1`, [
      c?.id_cobranca,
    ])
    // Still owed, so the seller may not disconnect Mercado Pago (decision 020) for it.
    expect(await t.services.reembolsoPagamento.reembolsaveis(vendedor.id)).toBe(1)
    // The sweep finds the charge still owed (the order's payment went back already); its run gives it
    // back, and the reconciliation agrees again.
    expect(await t.services.reembolsoDoPedido.varrer()).toContain(p.id)
    await t.services.reembolsoDoPedido.devolver(p.id)
    await devolvidoUmaVez(p)
    expect(await t.services.reembolsoPagamento.reembolsaveis(vendedor.id)).toBe(0)
    expect(await reconciliar(t.pool, provedorSimulador(t.pool))).toEqual([])
  })
})
