// The operator's Financeiro area on real flows at the in-process simulator: a refund the provider
// failed, re-sent and refunded once; a payment in mediation then charged back; a notification that
// failed for good; the reconciliation's discrepancy — each listed with what to do next, resolved with a
// note that hides it and writes the audit line, and refused with nothing changed on bad input.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUpOperator } from '../../../test/fixtures.ts'
import { type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { WEBHOOK_QUEUE } from '../mercadopago/webhook.service.ts'
import {
  type Comprador,
  MOTIVO,
  reembolsosFixtures,
  type Vendedor,
} from '../reembolsos/reembolsos.fixtures.ts'

let t: PaymentsApp
let f: ReturnType<typeof reembolsosFixtures>
let operador: { cookie: string; usuario: { id_usuario: number } }
let v: Vendedor
let b: Comprador

beforeAll(async () => {
  // No workers: the refund job's work and the notification's processing are run by the tests, so a
  // request can be left failed and a notification unprocessed.
  t = await startPaymentsApp({ JOBS_WORKERS: 'false' })
  f = reembolsosFixtures(t)
  operador = await signUpOperator(t)
  v = await f.vendedor()
  b = await f.comprador()
}, 60_000)
afterAll(() => t?.close())

const MOTIVO_OPERADOR = 'Conferido com o Mercado Pago pelo suporte.'

const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = operador.cookie) =>
  t.app.inject({ method, url: `/api${url}`, headers: cookie ? { cookie } : {}, ...(payload && { payload }) })

const financeiro = async (query = '') => {
  const res = await call('GET', `/admin/financeiro${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

const auditoria = async () =>
  (
    await t.pool.query(
      'select id_operador, acao, alvo_tipo, alvo_id, motivo, detalhes from auditoria_operador order by id_registro',
    )
  ).rows

const contar = async () => {
  const { rows } = await t.pool.query(
    `select (select count(*)::int from auditoria_operador) as auditoria,
            (select count(*)::int from pendencias_resolvidas) as resolvidas,
            (select json_agg(json_build_object('id', id_reembolso, 'status', status, 'tentativas', tentativas)
                             order by id_reembolso) from reembolsos) as reembolsos`,
  )
  return rows[0]
}

const sincronizar = (mpPaymentId: number) => t.services.pagamentos.sincronizar(mpPaymentId, v.id)

describe('a refund the provider failed', () => {
  let idReembolso: number
  let mpPaymentId: number
  let idPedido: number

  it('is listed with its last error and what to do', async () => {
    const entregue = await f.pedidoEntregue(v, b, 9_990)
    ;({ mpPaymentId, idPedido } = entregue)
    idReembolso = (await f.solicitar(b.cookie, entregue.idPagamento, MOTIVO)).json().reembolso.id_reembolso
    // The approval's call reaches Mercado Pago, which refunds; only its answer is lost.
    await f.derrubarReembolsos(1, true)
    const res = await f.responder(v.cookie, idReembolso, {
      respostaVendedor: 'Pode devolver.',
      aprovado: true,
    })
    expect(res.json().reembolso.status).toBe('processing')
    // The attempts ran out (MAX_TENTATIVAS_REEMBOLSO) while the provider kept failing.
    await t.pool.query(`update reembolsos set status = 'failed', tentativas = 8 where id_reembolso = $1`, [
      idReembolso,
    ])

    const { reembolsos } = await financeiro()
    expect(reembolsos).toMatchObject({ total: 1, pagina: 1, total_paginas: 1 })
    expect(reembolsos.itens).toEqual([
      {
        id_reembolso: idReembolso,
        id_pedido: idPedido,
        mercado_pago_payment_id: mpPaymentId,
        comprador: expect.any(String),
        vendedor: expect.any(String),
        valor: 99.9,
        tentativas: 8,
        ultimo_erro: expect.stringMatching(/\S/),
        data_atualizacao: expect.any(String),
        acao: 'reenviar',
        proximo_passo:
          'Confira o erro do Mercado Pago e reenvie: o reembolso volta à fila com a mesma chave, e o Mercado Pago devolve no máximo uma vez.',
      },
    ])
  })

  it('is refused without a reason, and for a request that does not exist, changing nothing', async () => {
    const antes = await contar()
    const url = `/admin/financeiro/reembolsos/${idReembolso}/reenviar`
    for (const [payload, mensagem] of [
      [{}, 'Informe o motivo da ação.'],
      [{ motivo: '   ' }, 'Informe o motivo da ação.'],
      [{ motivo: 'curto' }, 'Descreva o motivo com pelo menos 10 caracteres.'],
      [{ motivo: 'x'.repeat(1001) }, 'O motivo deve ter no máximo 1000 caracteres.'],
    ] as const) {
      const res = await call('POST', url, payload)
      expect([res.statusCode, res.json().mensagem], JSON.stringify(payload)).toEqual([400, mensagem])
    }
    const naoExiste = await call('POST', '/admin/financeiro/reembolsos/99999/reenviar', {
      motivo: MOTIVO_OPERADOR,
    })
    expect([naoExiste.statusCode, naoExiste.json().mensagem]).toEqual([404, 'Reembolso não encontrado.'])
    const idRuim = await call('POST', '/admin/financeiro/reembolsos/abc/reenviar', {
      motivo: MOTIVO_OPERADOR,
    })
    expect(idRuim.statusCode).toBe(400)
    const vendedor = await call('POST', url, { motivo: MOTIVO_OPERADOR }, v.cookie)
    expect(vendedor.statusCode).toBe(403)
    expect(await contar()).toEqual(antes)
  })

  it('is re-sent with the same key: queued, audited, and refunded once at the provider', async () => {
    const res = await call('POST', `/admin/financeiro/reembolsos/${idReembolso}/reenviar`, {
      motivo: MOTIVO_OPERADOR,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      mensagem: 'Reembolso enviado de novo ao Mercado Pago.',
      reembolso: { id_reembolso: idReembolso, status: 'approved' },
    })
    expect(await f.reembolso(idReembolso)).toMatchObject({ status: 'approved', tentativas: 0 })
    const { rows: jobs } = await t.pool.query(
      `select state from pgboss.job where name = 'reembolso-aprovado' and singleton_key = $1 and state = 'created'`,
      [`reembolso:${idReembolso}`],
    )
    expect(jobs).toHaveLength(1)
    expect((await auditoria()).at(-1)).toEqual({
      id_operador: operador.usuario.id_usuario,
      acao: 'reembolso_reenviado',
      alvo_tipo: 'reembolso',
      alvo_id: idReembolso,
      motivo: MOTIVO_OPERADOR,
      detalhes: {
        id_pedido: idPedido,
        chave_idempotencia: `reembolso-${idReembolso}`,
        antes: { status: 'failed', tentativas: 8, ultimo_erro: expect.any(String) },
        depois: { status: 'approved', tentativas: 0 },
      },
    })
    expect((await financeiro()).reembolsos).toEqual({ itens: [], total: 0, pagina: 1, total_paginas: 0 })

    // The job's work: the provider finds the refund the lost answer had made, and makes no other.
    expect(await t.services.reembolsoProcessamento.processar(idReembolso)).toBe('completed')
    expect((await f.reembolsosNoProvedor(v, mpPaymentId)).map((r) => r.amount)).toEqual([99.9])
    expect((await f.pedido(idPedido)).status_pedido).toBe('reembolsado')

    const again = await call('POST', `/admin/financeiro/reembolsos/${idReembolso}/reenviar`, {
      motivo: MOTIVO_OPERADOR,
    })
    expect([again.statusCode, again.json().mensagem]).toEqual([
      409,
      'Só um reembolso que falhou no Mercado Pago pode ser reenviado.',
    ])
  })
})

describe('a payment contested at Mercado Pago, and the reconciliation', () => {
  let mp: number
  let idPagamento: number
  let idDivergencia: number

  it('lists Recria behind the provider as a discrepancy, which a note resolves', async () => {
    const entregue = await f.pedidoEntregue(v, b, 5_000)
    ;({ mpPaymentId: mp, idPagamento } = entregue)
    await t.sim(`/payments/${mp}/mediation`)
    const { divergencias, pagamentos, conciliado_em } = await financeiro()
    expect(new Date(conciliado_em).getTime()).toBeGreaterThan(Date.now() - 60_000)
    expect(pagamentos.total).toBe(0)
    expect(divergencias.itens).toEqual([
      {
        id_divergencia: expect.any(Number),
        regra: 'pagamento_divergente',
        descricao: `Pagamento ${mp}: status approved em pagamentos, in_mediation no Mercado Pago.`,
        data_primeira: expect.any(String),
        data_ultima: expect.any(String),
        acao: 'resolver',
        proximo_passo:
          'A conciliação encontrou esta diferença entre a Recria e o Mercado Pago: corrija a origem e marque como resolvido.',
      },
    ])
    idDivergencia = divergencias.itens[0].id_divergencia
    // Found again by the next look: the same item, not a second one.
    expect(
      (await financeiro()).divergencias.itens.map((d: { id_divergencia: number }) => d.id_divergencia),
    ).toEqual([idDivergencia])

    const res = await call('POST', '/admin/financeiro/pendencias', {
      tipo: 'divergencia',
      id: idDivergencia,
      motivo: MOTIVO_OPERADOR,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      mensagem: 'Pendência marcada como resolvida.',
      pendencia: { tipo: 'divergencia', id: idDivergencia },
    })
    expect((await financeiro()).divergencias.total).toBe(0)
    expect((await auditoria()).at(-1)).toEqual({
      id_operador: operador.usuario.id_usuario,
      acao: 'pendencia_resolvida',
      alvo_tipo: 'divergencia',
      alvo_id: idDivergencia,
      motivo: MOTIVO_OPERADOR,
      detalhes: {
        antes: {
          regra: 'pagamento_divergente',
          descricao: `Pagamento ${mp}: status approved em pagamentos, in_mediation no Mercado Pago.`,
        },
        depois: { resolvida: true },
      },
    })
  })

  it('lists the payment in mediation once synced; resolved, it comes back when charged back', async () => {
    await sincronizar(mp)
    const { pagamentos, divergencias } = await financeiro()
    expect(divergencias.total).toBe(0)
    expect(pagamentos.itens).toEqual([
      {
        id_pagamento: idPagamento,
        id_pedido: expect.any(Number),
        mercado_pago_payment_id: mp,
        status: 'in_mediation',
        comprador: expect.any(String),
        vendedor: expect.any(String),
        valor: 50,
        data_atualizacao: expect.any(String),
        acao: 'resolver',
        proximo_passo:
          'O comprador abriu uma reclamação no Mercado Pago: acompanhe a mediação e marque como resolvido quando ela terminar.',
      },
    ])
    const resolver = { tipo: 'pagamento', id: idPagamento, motivo: MOTIVO_OPERADOR }
    expect((await call('POST', '/admin/financeiro/pendencias', resolver)).statusCode).toBe(200)
    expect((await financeiro()).pagamentos.total).toBe(0)
    expect((await auditoria()).at(-1)).toMatchObject({
      acao: 'pendencia_resolvida',
      alvo_tipo: 'pagamento',
      alvo_id: idPagamento,
      detalhes: { antes: { status: 'in_mediation', mercado_pago_payment_id: mp } },
    })
    const twice = await call('POST', '/admin/financeiro/pendencias', resolver)
    expect([twice.statusCode, twice.json().mensagem]).toEqual([
      404,
      'Pendência não encontrada ou já resolvida.',
    ])

    await t.sim(`/payments/${mp}/chargeback`)
    await sincronizar(mp)
    const depois = (await financeiro()).pagamentos.itens
    expect(depois).toMatchObject([{ id_pagamento: idPagamento, status: 'charged_back', valor: 50 }])
    expect(depois[0].proximo_passo).toBe(
      'O banco do comprador estornou o pagamento: combine com o vendedor o que fazer com o pedido e marque como resolvido.',
    )
    expect((await call('POST', '/admin/financeiro/pendencias', resolver)).statusCode).toBe(200)
    expect((await financeiro()).pagamentos.total).toBe(0)
  })
})

describe('a notification that failed for good', () => {
  it('is listed only once its job gave up, one item per payment, and resolved with a note', async () => {
    const receber = (dataId: string) =>
      t.services.webhook.receive({
        requestId: randomUUID(),
        dataId,
        type: 'payment',
        body: { type: 'payment', action: 'payment.updated', user_id: 424242, data: { id: dataId } },
      })
    await receber('5550001')
    await receber('5550001')
    const { rows } = await t.pool.query<{ id: number }>(
      `select id from webhook_eventos where data_id = '5550001' order by id`,
    )
    const ultimo = rows.at(-1)?.id as number
    await t.services.webhook.processEvent(ultimo, (target) => t.services.pagamentosSync.sincronizar(target))
    const { rows: eventos } = await t.pool.query(
      `select erro, processado_em from webhook_eventos where data_id = '5550001'`,
    )
    expect(eventos).toEqual([
      { erro: 'Pagamento 5550001 não encontrado para nenhum vendedor conectado.', processado_em: null },
      { erro: 'Pagamento 5550001 não encontrado para nenhum vendedor conectado.', processado_em: null },
    ])
    // Its job is still queued (these tests run no worker): not failed for good yet.
    expect((await financeiro()).notificacoes.total).toBe(0)
    // The queue gave up on it.
    await t.pool.query(
      `update pgboss.job set state = 'failed' where name = $1 and singleton_key = 'payment:5550001'`,
      [WEBHOOK_QUEUE],
    )
    const { notificacoes } = await financeiro()
    expect(notificacoes.itens).toEqual([
      {
        id_evento: ultimo,
        tipo: 'payment',
        acao_mp: 'payment.updated',
        data_id: '5550001',
        erro: 'Pagamento 5550001 não encontrado para nenhum vendedor conectado.',
        eventos: 2,
        recebido_em: expect.any(String),
        acao: 'resolver',
        proximo_passo:
          'A notificação não pôde ser processada: sincronize o pagamento pela página do pedido ou confira no Mercado Pago, depois marque como resolvido.',
      },
    ])
    const primeiro = rows[0]?.id as number
    const antigo = await call('POST', '/admin/financeiro/pendencias', {
      tipo: 'notificacao_mp',
      id: primeiro,
      motivo: MOTIVO_OPERADOR,
    })
    expect(antigo.statusCode).toBe(404)
    const res = await call('POST', '/admin/financeiro/pendencias', {
      tipo: 'notificacao_mp',
      id: ultimo,
      motivo: MOTIVO_OPERADOR,
    })
    expect(res.statusCode).toBe(200)
    expect((await financeiro()).notificacoes.total).toBe(0)
    expect((await auditoria()).at(-1)).toMatchObject({
      acao: 'pendencia_resolvida',
      alvo_tipo: 'notificacao_mp',
      alvo_id: ultimo,
      detalhes: { antes: { data_id: '5550001', eventos: 2 }, depois: { resolvida: true } },
    })
  })
})

describe('input', () => {
  it('refuses a bad kind, id or reason (400) and an unknown item (404), changing nothing', async () => {
    const antes = await contar()
    const casos: [object, number, string][] = [
      [{ id: 1, motivo: MOTIVO_OPERADOR }, 400, 'Tipo de pendência inválido.'],
      [{ tipo: 'reembolso', id: 1, motivo: MOTIVO_OPERADOR }, 400, 'Tipo de pendência inválido.'],
      [{ tipo: 'pagamento', id: 0, motivo: MOTIVO_OPERADOR }, 400, 'Identificador da pendência inválido.'],
      [
        { tipo: 'pagamento', id: 'abc', motivo: MOTIVO_OPERADOR },
        400,
        'Identificador da pendência inválido.',
      ],
      [
        { tipo: 'pagamento', id: 99999999999, motivo: MOTIVO_OPERADOR },
        400,
        'Identificador da pendência inválido.',
      ],
      [{ tipo: 'pagamento', id: 1 }, 400, 'Informe o motivo da ação.'],
      [
        { tipo: 'divergencia', id: 1, motivo: 'curto' },
        400,
        'Descreva o motivo com pelo menos 10 caracteres.',
      ],
      [
        { tipo: 'pagamento', id: 99999, motivo: MOTIVO_OPERADOR },
        404,
        'Pendência não encontrada ou já resolvida.',
      ],
      [
        { tipo: 'notificacao_mp', id: 99999, motivo: MOTIVO_OPERADOR },
        404,
        'Pendência não encontrada ou já resolvida.',
      ],
      [
        { tipo: 'divergencia', id: 99999, motivo: MOTIVO_OPERADOR },
        404,
        'Pendência não encontrada ou já resolvida.',
      ],
    ]
    for (const [payload, status, mensagem] of casos) {
      const res = await call('POST', '/admin/financeiro/pendencias', payload)
      expect([res.statusCode, res.json().mensagem], JSON.stringify(payload)).toEqual([status, mensagem])
    }
    for (const query of ['?limit=0', '?limit=51', '?pagina_pagamentos=0', '?pagina_divergencias=x']) {
      const res = await call('GET', `/admin/financeiro${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().mensagem).toMatch(/\S/)
    }
    expect(await contar()).toEqual(antes)
  })

  it('pages each list in SQL with the limit', async () => {
    const uma = await financeiro('?limit=1&pagina_pagamentos=2')
    expect(uma.pagamentos).toEqual({ itens: [], total: 0, pagina: 2, total_paginas: 0 })
    expect(uma.reembolsos.pagina).toBe(1)
  })
})
