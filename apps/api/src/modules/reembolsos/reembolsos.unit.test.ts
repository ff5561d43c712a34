// Who may ask for a refund and answer it, for what amount, in which states: the service's rules with
// its collaborators and repository faked (no database; the HTTP side is reembolsos-*.test.ts).
import type { SolicitarReembolso } from '@recria/domain/reembolso'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { comoDb, dbFalso, falso, sessao, TX } from '../../../test/unidade.ts'
import type { Deps } from '../../deps.ts'
import { NotFound } from '../../lib/errors.ts'
import type { PagamentoComPartes } from '../pagamentos/pagamento-com-partes.ts'
import type { PagamentosService } from '../pagamentos/pagamentos.service.ts'
import type { PedidosService } from '../pedidos/pedidos.service.ts'
import type { EstadoPedido } from '../pedidos/pedidos-acoes.repository.ts'
import type { ReembolsoProcessamentoService } from './reembolso-processamento.service.ts'
import type { ReembolsoRow } from './reembolsos.repository.ts'
import { createReembolsosService, type ReembolsosRepo } from './reembolsos.service.ts'
import type { ReembolsosAvisosService } from './reembolsos-avisos.service.ts'
import type { ReembolsosConsultaService } from './reembolsos-consulta.service.ts'

const COMPRADOR = 10
const VENDEDOR = 20
const PEDIDO = 300
const PAGAMENTO = 4000
const DIA = 24 * 60 * 60 * 1000

const pedir: SolicitarReembolso = { motivo: 'defective_product', descricao: 'Chegou rachado.' }

function pagamento(campos: Partial<PagamentoComPartes> = {}) {
  return {
    id_pagamento: PAGAMENTO,
    id_pedido: PEDIDO,
    status: 'approved',
    valor_total_centavos: 12_990,
    valor_reembolsado_centavos: 0,
    id_usuario_comprador: COMPRADOR,
    id_usuario_vendedor: VENDEDOR,
    ...campos,
  } as PagamentoComPartes
}

function pedido(campos: Partial<EstadoPedido> = {}): EstadoPedido {
  return {
    id_pedido: PEDIDO,
    status_pedido: 'entregue',
    id_usuario_comprador: COMPRADOR,
    id_usuario_vendedor: VENDEDOR,
    id_carrinho: null,
    data_confirmacao: null,
    data_preparacao: null,
    data_pronto_entrega: null,
    data_entrega_realizada: new Date(Date.now() - 2 * DIA),
    data_cancelamento: null,
    motivo_cancelamento: null,
    tipo_cancelamento: null,
    data_reembolso: null,
    modo_entrega: null,
    ...campos,
  }
}

const pedidoDeReembolso = (campos: Partial<ReembolsoRow> = {}) =>
  ({
    id_reembolso: 55,
    id_usuario_vendedor: VENDEDOR,
    status: 'awaiting_approval',
    ...campos,
  }) as ReembolsoRow

/** The service over fakes; each can be replaced by the test that needs another answer. */
function montar(
  o: {
    pagamento?: PagamentoComPartes | Error
    pedido?: EstadoPedido | null
    pagante?: number | null
    aberto?: { id_reembolso: number } | null
    inserido?: number | null
    travado?: ReembolsoRow | null
    processar?: () => Promise<null>
  } = {},
) {
  const db = dbFalso()
  const boss = { send: vi.fn(async () => 'job') }
  const log = { warn: vi.fn() }
  const repo: ReembolsosRepo = {
    travar: vi.fn(async () => (o.travado === undefined ? pedidoDeReembolso() : o.travado)),
    abertoDoPedido: vi.fn(async () => o.aberto ?? null),
    inserir: vi.fn(async () => (o.inserido === undefined ? 55 : o.inserido)),
    responder: vi.fn(async () => {}),
  }
  const avisos = { solicitado: vi.fn(async () => {}), respondido: vi.fn(async () => {}) }
  const processamento = { processar: vi.fn(o.processar ?? (async () => null)) }
  const consulta = { um: vi.fn(async (id: number) => ({ id_reembolso: id, lido: true })) }
  const pedidos = {
    travar: vi.fn(async () => (o.pedido === undefined ? pedido() : o.pedido)),
    pagante: vi.fn(async () => (o.pagante === undefined ? PAGAMENTO : o.pagante)),
  }
  const pagamentos = {
    buscar: vi.fn(async () => {
      const p = o.pagamento ?? pagamento()
      if (p instanceof Error) throw p
      return p
    }),
  }
  const service = createReembolsosService(
    { db: comoDb(db), boss: boss as unknown as Deps['boss'], log: log as unknown as Deps['log'] },
    {
      pagamentos: falso<PagamentosService>(pagamentos),
      pedidos: falso<PedidosService>(pedidos),
      avisos: falso<ReembolsosAvisosService>(avisos),
      consulta: falso<ReembolsosConsultaService>(consulta as unknown as Partial<ReembolsosConsultaService>),
      processamento: falso<ReembolsoProcessamentoService>(processamento),
    },
    repo,
  )
  return { service, db, boss, log, repo, avisos, processamento, pedidos }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('solicitar', () => {
  it('asks for the whole amount still paid, with the order’s parties, and tells the seller', async () => {
    const t = montar({
      pagamento: pagamento({ valor_total_centavos: 10_000, valor_reembolsado_centavos: 2_500 }),
    })

    const resposta = await t.service.solicitar(sessao(COMPRADOR), PAGAMENTO, pedir)

    expect(resposta).toEqual({
      mensagem: 'Solicitação de reembolso enviada com sucesso!',
      reembolso: { id_reembolso: 55, lido: true },
    })
    expect(t.repo.inserir).toHaveBeenCalledWith(TX, {
      id_pagamento: PAGAMENTO,
      id_pedido: PEDIDO,
      id_usuario_comprador: COMPRADOR,
      id_usuario_vendedor: VENDEDOR,
      motivo: 'defective_product',
      descricao_motivo: 'Chegou rachado.',
      valor_solicitado_centavos: 7_500,
    })
    expect(t.pedidos.travar).toHaveBeenCalledWith(TX, PEDIDO)
    expect(t.avisos.solicitado).toHaveBeenCalledWith(TX, 55)
  })

  it('refuses anyone but the order’s buyer, before opening a transaction', async () => {
    const t = montar()
    await expect(t.service.solicitar(sessao(VENDEDOR), PAGAMENTO, pedir)).rejects.toMatchObject({
      statusCode: 403,
      message: 'Apenas o comprador do pedido pode solicitar o reembolso.',
    })
    expect(t.db.transacoes).toBe(0)
  })

  it('names an unknown payment in the refund’s own words', async () => {
    const t = montar({ pagamento: new NotFound('Pagamento não encontrado.') })
    await expect(t.service.solicitar(sessao(COMPRADOR), PAGAMENTO, pedir)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Não foi possível identificar o pagamento para este pedido.',
    })
  })

  it('refuses an order not delivered', async () => {
    const t = montar({
      pedido: pedido({ status_pedido: 'pronto_para_entrega', data_entrega_realizada: null }),
    })
    await expect(t.service.solicitar(sessao(COMPRADOR), PAGAMENTO, pedir)).rejects.toMatchObject({
      statusCode: 422,
      message: 'O reembolso só pode ser solicitado para pedidos entregues.',
    })
    expect(t.repo.inserir).not.toHaveBeenCalled()
  })

  it('accepts exactly 7 days after the delivery and refuses a millisecond later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const entregue = new Date('2026-03-02T12:00:00.000Z')
    vi.setSystemTime(entregue.getTime() + 7 * DIA)
    const noPrazo = montar({ pedido: pedido({ data_entrega_realizada: entregue }) })
    await expect(noPrazo.service.solicitar(sessao(COMPRADOR), PAGAMENTO, pedir)).resolves.toMatchObject({
      reembolso: { id_reembolso: 55 },
    })

    vi.setSystemTime(entregue.getTime() + 7 * DIA + 1)
    const tarde = montar({ pedido: pedido({ data_entrega_realizada: entregue }) })
    await expect(tarde.service.solicitar(sessao(COMPRADOR), PAGAMENTO, pedir)).rejects.toMatchObject({
      statusCode: 422,
      message: 'O prazo para solicitar o reembolso terminou: ele é de 7 dias após a entrega.',
    })
  })

  it('refuses a second request while one is open', async () => {
    const t = montar({ aberto: { id_reembolso: 54 } })
    await expect(t.service.solicitar(sessao(COMPRADOR), PAGAMENTO, pedir)).rejects.toMatchObject({
      statusCode: 409,
      message: 'Já existe uma solicitação de reembolso em andamento para este pedido.',
    })
    expect(t.repo.inserir).not.toHaveBeenCalled()
  })

  it('refuses a payment already given back, in full or by its status', async () => {
    const devolvido = montar({ pagamento: pagamento({ valor_reembolsado_centavos: 12_990 }) })
    await expect(devolvido.service.solicitar(sessao(COMPRADOR), PAGAMENTO, pedir)).rejects.toMatchObject({
      statusCode: 422,
      message: 'Este pedido já foi reembolsado.',
    })
    const refunded = montar({ pagamento: pagamento({ status: 'refunded' }) })
    await expect(refunded.service.solicitar(sessao(COMPRADOR), PAGAMENTO, pedir)).rejects.toMatchObject({
      statusCode: 422,
      message: 'Este pedido já foi reembolsado.',
    })
  })

  it('refuses a payment not approved', async () => {
    const t = montar({ pagamento: pagamento({ status: 'in_process' }) })
    await expect(t.service.solicitar(sessao(COMPRADOR), PAGAMENTO, pedir)).rejects.toMatchObject({
      statusCode: 422,
      message: 'O pagamento deste pedido não está aprovado no Mercado Pago.',
    })
  })

  it('refuses a duplicate payment: only the one that paid the order is asked back', async () => {
    const t = montar({ pagante: PAGAMENTO - 1 })
    await expect(t.service.solicitar(sessao(COMPRADOR), PAGAMENTO, pedir)).rejects.toMatchObject({
      statusCode: 422,
      message:
        'Este é um pagamento em duplicidade do pedido e já é devolvido automaticamente. Peça o reembolso pelo pagamento que pagou o pedido.',
    })
    expect(t.repo.inserir).not.toHaveBeenCalled()
  })

  it('answers a request that lost the race to another as already open, telling no one', async () => {
    const t = montar({ inserido: null })
    await expect(t.service.solicitar(sessao(COMPRADOR), PAGAMENTO, pedir)).rejects.toMatchObject({
      statusCode: 409,
      message: 'Já existe uma solicitação de reembolso em andamento para este pedido.',
    })
    expect(t.avisos.solicitado).not.toHaveBeenCalled()
  })
})

describe('responder', () => {
  it('rejects: the answer is written and the buyer told, nothing queued nor refunded', async () => {
    const t = montar()
    const resposta = await t.service.responder(sessao(VENDEDOR), 55, {
      aprovado: false,
      respostaVendedor: 'A peça foi enviada inteira.',
    })
    expect(resposta).toEqual({
      mensagem: 'Solicitação de reembolso rejeitada.',
      reembolso: { id_reembolso: 55, lido: true },
    })
    expect(t.repo.responder).toHaveBeenCalledWith(TX, 55, false, 'A peça foi enviada inteira.')
    expect(t.avisos.respondido).toHaveBeenCalledWith(TX, 55, false)
    expect(t.boss.send).not.toHaveBeenCalled()
    expect(t.processamento.processar).not.toHaveBeenCalled()
  })

  it('approves: the refund is queued in the answer’s transaction, then tried at once', async () => {
    const t = montar()
    const resposta = await t.service.responder(sessao(VENDEDOR), 55, {
      aprovado: true,
      respostaVendedor: 'Ok.',
    })
    expect(resposta.mensagem).toBe(
      'Reembolso aprovado. O valor será devolvido ao comprador pelo Mercado Pago.',
    )
    expect(t.repo.responder).toHaveBeenCalledWith(TX, 55, true, 'Ok.')
    expect(t.boss.send).toHaveBeenCalledWith(
      'reembolso-aprovado',
      { id_reembolso: 55 },
      expect.objectContaining({ singletonKey: 'reembolso:55' }),
    )
    expect(t.avisos.respondido).toHaveBeenCalledWith(TX, 55, true)
    expect(t.processamento.processar).toHaveBeenCalledWith(55)
  })

  it('still answers an approval whose first attempt failed: the queue retries it', async () => {
    const t = montar({
      processar: async () => {
        throw new Error('Mercado Pago fora do ar')
      },
    })
    const resposta = await t.service.responder(sessao(VENDEDOR), 55, {
      aprovado: true,
      respostaVendedor: 'Ok.',
    })
    expect(resposta.mensagem).toBe(
      'Reembolso aprovado. O valor será devolvido ao comprador pelo Mercado Pago.',
    )
    expect(t.log.warn).toHaveBeenCalledTimes(1)
  })

  it('refuses an unknown request', async () => {
    const t = montar({ travado: null })
    await expect(
      t.service.responder(sessao(VENDEDOR), 55, { aprovado: true, respostaVendedor: 'Ok.' }),
    ).rejects.toMatchObject({ statusCode: 404, message: 'Reembolso não encontrado.' })
  })

  it('refuses anyone but the order’s seller, the buyer included', async () => {
    const t = montar()
    await expect(
      t.service.responder(sessao(COMPRADOR), 55, { aprovado: true, respostaVendedor: 'Ok.' }),
    ).rejects.toMatchObject({
      statusCode: 403,
      message: 'Apenas o vendedor do pedido pode responder a esta solicitação.',
    })
    expect(t.repo.responder).not.toHaveBeenCalled()
  })

  it('answers once: a request no longer awaiting approval is refused', async () => {
    for (const status of ['approved', 'rejected', 'completed'] as const) {
      const t = montar({ travado: pedidoDeReembolso({ status }) })
      await expect(
        t.service.responder(sessao(VENDEDOR), 55, { aprovado: false, respostaVendedor: 'Não.' }),
      ).rejects.toMatchObject({
        statusCode: 422,
        message: 'Esta solicitação de reembolso já foi respondida.',
      })
      expect(t.repo.responder).not.toHaveBeenCalled()
    }
  })
})
