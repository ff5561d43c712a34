// The seller's answer (docs/product/reembolsos.md; docs/design.md#orders-and-money). Approved: refunded
// through the simulator with the request's id as idempotency key, approved → processing → completed, the
// payment refunded, the order reembolsado, the buyer told; refunded exactly once even when the approval is
// sent twice at once and the first provider call fails (its answer lost after refunding); failed only after
// the attempts. Rejected: nothing refunded. The job's runs are called here as the job calls them.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type PaymentsApp, startPaymentsApp } from '../../../test/payments.ts'
import { MAX_TENTATIVAS_REEMBOLSO } from './reembolso-processamento.service.ts'
import { type Comprador, reembolsosFixtures, type Vendedor } from './reembolsos.fixtures.ts'

let t: PaymentsApp
let f: ReturnType<typeof reembolsosFixtures>
beforeAll(async () => {
  t = await startPaymentsApp({ JOBS_WORKERS: 'false' })
  f = reembolsosFixtures(t)
})
afterEach(() => f.derrubarReembolsos(0))
afterAll(() => t?.close())

const APROVAR = { respostaVendedor: '  Sinto muito pelo defeito, pode devolver.  ', aprovado: true }
const REJEITAR = { respostaVendedor: 'O produto chegou em perfeito estado.', aprovado: false }
const got = (res: { statusCode: number; json: () => { mensagem?: string } }) => [
  res.statusCode,
  res.json().mensagem,
]
/** The job's own function, as it runs it. */
const job = () => t.services.reembolsoProcessamento

/** A delivered order of R$ 120,00 with its buyer's open request. */
async function solicitado(v: Vendedor, b: Comprador) {
  const entregue = await f.pedidoEntregue(v, b, 12_000)
  const res = await f.solicitar(b.cookie, entregue.idPagamento)
  if (res.statusCode !== 201) throw new Error(res.body)
  return { ...entregue, idReembolso: res.json().reembolso.id_reembolso as number }
}

async function eventosDeReembolso(idPedido: number) {
  const { rows } = await t.pool.query(
    `select status_anterior, status_novo, origem from pedido_eventos
     where id_pedido = $1 and status_novo = 'reembolsado'`,
    [idPedido],
  )
  return rows
}

const avisosDe = async (idUsuario: number, tipo: string) =>
  (await f.notificacoes(idUsuario)).filter((n) => n.tipo === tipo).map((n) => [n.titulo, n.mensagem])

describe('approved', () => {
  it('is refunded at once: completed, the payment refunded, the order reembolsado, the buyer told', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { idPedido, idPagamento, mpPaymentId, idReembolso } = await solicitado(v, b)

    const res = await f.responder(v.cookie, idReembolso, APROVAR)
    expect(got(res)).toEqual([
      200,
      'Reembolso aprovado. O valor será devolvido ao comprador pelo Mercado Pago.',
    ])
    expect(res.json().reembolso).toMatchObject({
      status: 'completed',
      valor_aprovado: 120,
      resposta_vendedor: 'Sinto muito pelo defeito, pode devolver.',
      pagamento: { status: 'refunded', valor_reembolsado: 120, pedido: { status_pedido: 'reembolsado' } },
    })
    expect(res.json().reembolso.data_resposta).not.toBeNull()
    expect(res.json().reembolso.data_conclusao).not.toBeNull()

    const refunds = await f.reembolsosNoProvedor(v, mpPaymentId)
    expect(refunds.map((r) => [r.amount, r.status])).toEqual([[120, 'approved']])
    expect(await f.reembolso(idReembolso)).toMatchObject({
      status: 'completed',
      valor_aprovado_centavos: 12_000,
      mp_refund_id: String(refunds[0]?.id), // bigint, read as text by pg
      tentativas: 0,
    })
    expect(await f.pagamento(idPagamento)).toMatchObject({
      status: 'refunded',
      valor_reembolsado_centavos: 12_000,
    })
    const pedido = await f.pedido(idPedido)
    expect(pedido.status_pedido).toBe('reembolsado')
    expect(pedido.data_reembolso).not.toBeNull()
    expect(await eventosDeReembolso(idPedido)).toEqual([
      { status_anterior: 'entregue', status_novo: 'reembolsado', origem: 'mercadopago' },
    ])
    expect(await avisosDe(b.id, 'reembolso_respondido')).toEqual([
      ['Reembolso aprovado', `${v.usuario.nome} aprovou o reembolso do pedido #${idPedido}.`],
    ])
    expect(await avisosDe(b.id, 'reembolso_concluido')).toEqual([
      ['Reembolso concluído', `O reembolso do pedido #${idPedido} de ${v.usuario.nome} foi concluído.`],
    ])

    // Both sides read it so: the order's detail and the payment.
    const detalhe = (await f.call('GET', `/pedidos/${idPedido}`, b.cookie)).json()
    expect(detalhe).toMatchObject({
      status_pedido: 'reembolsado',
      reembolso: {
        id_reembolso: idReembolso,
        status: 'completed',
        valor_solicitado: 120,
        valor_aprovado: 120,
      },
    })
    const pagamento = (await f.call('GET', `/pagamentos/${idPagamento}`, v.cookie)).json()
    expect(pagamento.status).toBe('refunded')

    // The job running it again changes nothing.
    expect(await job().processar(idReembolso)).toBeNull()
    expect(await f.reembolsosNoProvedor(v, mpPaymentId)).toHaveLength(1)
  })

  it('sent twice at once, the first provider call failing after refunding: refunded exactly once', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { idPedido, idPagamento, mpPaymentId, idReembolso } = await solicitado(v, b)
    await f.derrubarReembolsos(1, true)

    const respostas = await Promise.all([
      f.responder(v.cookie, idReembolso, APROVAR),
      f.responder(v.cookie, idReembolso, APROVAR),
    ])
    expect(respostas.map(got).sort()).toEqual([
      [200, 'Reembolso aprovado. O valor será devolvido ao comprador pelo Mercado Pago.'],
      [422, 'Esta solicitação de reembolso já foi respondida.'],
    ])
    const aceita = respostas.find((r) => r.statusCode === 200)
    expect(aceita?.json().reembolso.status).toBe('processing')
    // The provider refunded, but its answer was lost: the request waits for the job, the order too.
    expect(await f.reembolso(idReembolso)).toMatchObject({ status: 'processing', tentativas: 1 })
    expect((await f.reembolso(idReembolso)).ultimo_erro).toBe(
      'Erro ao processar reembolso no Mercado Pago. Tente novamente.',
    )
    expect(await f.reembolsosNoProvedor(v, mpPaymentId)).toHaveLength(1)
    expect((await f.pedido(idPedido)).status_pedido).toBe('entregue')
    const { rows: fila } = await t.pool.query(
      `select state from pgboss.job where name = 'reembolso-aprovado' and data->>'id_reembolso' = $1`,
      [String(idReembolso)],
    )
    expect(fila).toHaveLength(1) // queued with the answer: never lost

    // The job's retries, twice at once: the same key answers the same single refund.
    const runs = await Promise.all([job().processar(idReembolso), job().processar(idReembolso)])
    expect(runs).toEqual(['completed', 'completed'])
    expect((await f.reembolsosNoProvedor(v, mpPaymentId)).map((r) => r.amount)).toEqual([120])
    expect(await f.reembolso(idReembolso)).toMatchObject({ status: 'completed', tentativas: 1 })
    expect(await f.pagamento(idPagamento)).toMatchObject({
      status: 'refunded',
      valor_reembolsado_centavos: 12_000,
    })
    expect((await f.pedido(idPedido)).status_pedido).toBe('reembolsado')
    expect(await eventosDeReembolso(idPedido)).toHaveLength(1)
    expect(await avisosDe(b.id, 'reembolso_concluido')).toHaveLength(1)
    expect(await avisosDe(b.id, 'reembolso_respondido')).toHaveLength(1)
  })

  it('the provider down before refunding: processing, then the job refunds it once', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { idPedido, mpPaymentId, idReembolso } = await solicitado(v, b)
    await f.derrubarReembolsos(2)
    expect((await f.responder(v.cookie, idReembolso, APROVAR)).json().reembolso.status).toBe('processing')
    expect(await f.reembolsosNoProvedor(v, mpPaymentId)).toHaveLength(0)
    await expect(job().processar(idReembolso)).rejects.toThrow()
    expect(await f.reembolso(idReembolso)).toMatchObject({ status: 'processing', tentativas: 2 })
    expect(await job().processar(idReembolso)).toBe('completed')
    expect((await f.reembolsosNoProvedor(v, mpPaymentId)).map((r) => r.amount)).toEqual([120])
    expect((await f.pedido(idPedido)).status_pedido).toBe('reembolsado')
  })

  it(`fails only after ${MAX_TENTATIVAS_REEMBOLSO} attempts: nothing refunded, the seller told`, async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { idPedido, idPagamento, mpPaymentId, idReembolso } = await solicitado(v, b)
    await f.derrubarReembolsos(20)
    expect((await f.responder(v.cookie, idReembolso, APROVAR)).statusCode).toBe(200)
    for (let tentativa = 2; tentativa < MAX_TENTATIVAS_REEMBOLSO; tentativa++) {
      await expect(job().processar(idReembolso)).rejects.toThrow()
      expect(await f.reembolso(idReembolso)).toMatchObject({ status: 'processing', tentativas: tentativa })
      expect(await avisosDe(v.id, 'pedido_atualizado')).toEqual([])
    }
    expect(await job().processar(idReembolso)).toBe('failed')
    expect(await f.reembolso(idReembolso)).toMatchObject({
      status: 'failed',
      tentativas: MAX_TENTATIVAS_REEMBOLSO,
    })
    expect(await job().processar(idReembolso)).toBeNull()
    expect(await f.reembolsosNoProvedor(v, mpPaymentId)).toHaveLength(0)
    expect(await f.pagamento(idPagamento)).toMatchObject({
      status: 'approved',
      valor_reembolsado_centavos: 0,
    })
    expect((await f.pedido(idPedido)).status_pedido).toBe('entregue')
    expect(await avisosDe(v.id, 'pedido_atualizado')).toEqual([
      [
        'Reembolso não concluído',
        `O Mercado Pago não concluiu o reembolso do pedido #${idPedido} de ${b.usuario.nome}. Verifique a conexão da sua conta do Mercado Pago.`,
      ],
    ])
    const detalhe = (await f.call('GET', `/reembolsos/${idReembolso}`, b.cookie)).json()
    expect(detalhe.reembolso.status).toBe('failed')
  })

  it('refused by the provider (nothing left to refund): failed at once', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { idPagamento, idReembolso } = await solicitado(v, b)
    // Refunded meanwhile straight at the provider (say, from the seller's Mercado Pago account).
    await t.services.reembolsoPagamento.reembolsar(idPagamento, { idempotencyKey: 'fora-do-recria' })
    const res = await f.responder(v.cookie, idReembolso, APROVAR)
    expect(res.json().reembolso.status).toBe('failed')
    expect(await f.reembolso(idReembolso)).toMatchObject({
      status: 'failed',
      tentativas: 1,
      ultimo_erro: 'O Mercado Pago recusou o reembolso deste pagamento.',
    })
  })
})

describe('rejected', () => {
  it('stores the answer, refunds nothing, tells the buyer; a second answer is refused', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const { idPedido, idPagamento, mpPaymentId, idReembolso } = await solicitado(v, b)
    const res = await f.responder(v.cookie, idReembolso, REJEITAR)
    expect(got(res)).toEqual([200, 'Solicitação de reembolso rejeitada.'])
    expect(res.json().reembolso).toMatchObject({
      status: 'rejected',
      valor_aprovado: null,
      resposta_vendedor: 'O produto chegou em perfeito estado.',
    })
    expect(res.json().reembolso.data_resposta).not.toBeNull()
    expect(await f.reembolsosNoProvedor(v, mpPaymentId)).toHaveLength(0)
    expect(await f.pagamento(idPagamento)).toMatchObject({ status: 'approved' })
    expect((await f.pedido(idPedido)).status_pedido).toBe('entregue')
    expect(await avisosDe(b.id, 'reembolso_respondido')).toEqual([
      ['Reembolso recusado', `${v.usuario.nome} recusou o reembolso do pedido #${idPedido}.`],
    ])
    const { rows } = await t.pool.query(
      `select 1 from pgboss.job where name = 'reembolso-aprovado' and data->>'id_reembolso' = $1`,
      [String(idReembolso)],
    )
    expect(rows).toHaveLength(0)

    const antes = await f.tudo()
    for (const body of [APROVAR, REJEITAR])
      expect(got(await f.responder(v.cookie, idReembolso, body))).toEqual([
        422,
        'Esta solicitação de reembolso já foi respondida.',
      ])
    expect(await f.tudo()).toEqual(antes)
  })
})

describe('the answer', () => {
  it('needs a trimmed text up to 1000 characters and a boolean; only the order’s seller; nothing changes', async () => {
    const v = await f.vendedor()
    const b = await f.comprador()
    const outro = await f.vendedor()
    const { idReembolso } = await solicitado(v, b)
    const antes = await f.tudo()
    for (const [body, mensagem] of [
      [{ aprovado: true }, 'Escreva uma resposta para o comprador.'],
      [{ respostaVendedor: '  \n ', aprovado: false }, 'Escreva uma resposta para o comprador.'],
      [
        { respostaVendedor: 'x'.repeat(1001), aprovado: true },
        'A resposta deve ter no máximo 1000 caracteres.',
      ],
      [{ respostaVendedor: 'Pode devolver.' }, 'Informe se a solicitação foi aprovada.'],
      [{ respostaVendedor: 'Pode devolver.', aprovado: 'sim' }, 'Informe se a solicitação foi aprovada.'],
    ] as const)
      expect(got(await f.responder(v.cookie, idReembolso, body)), JSON.stringify(body)).toEqual([
        400,
        mensagem,
      ])
    expect(got(await f.responder(b.cookie, idReembolso, APROVAR))).toEqual([
      403,
      'Esta ação é exclusiva para vendedores.',
    ])
    expect(got(await f.responder(outro.cookie, idReembolso, APROVAR))).toEqual([
      403,
      'Apenas o vendedor do pedido pode responder a esta solicitação.',
    ])
    expect(got(await f.responder(v.cookie, 987_654, APROVAR))).toEqual([404, 'Reembolso não encontrado.'])
    expect(await f.tudo()).toEqual(antes)
    const mil = await f.responder(v.cookie, idReembolso, {
      respostaVendedor: 'x'.repeat(1000),
      aprovado: false,
    })
    expect(mil.statusCode).toBe(200)
  })
})
