// What an order owes back without anyone asking (decisions 015, 042): a cancelled order's payments in
// full, the duplicates, the paid raw-material charges; one key per payment so retries are one refund,
// each kind tried even when another fails. Orders, payments, the refund call and the queue faked (the
// provider side is pedidos-cancelamento*.test.ts, pedidos-duplicados.test.ts).
import { describe, expect, it, vi } from 'vitest'
import { comoDb, dbFalso, falso } from '../../../test/unidade.ts'
import type { Deps } from '../../deps.ts'
import type { PagamentosService } from '../pagamentos/pagamentos.service.ts'
import type { PedidosService } from '../pedidos/pedidos.service.ts'
import { createReembolsoDoPedidoService } from './reembolso-do-pedido.service.ts'
import type { ReembolsoPagamentoService } from './reembolso-pagamento.service.ts'

const PEDIDO = 300
const VENDEDOR = 20

type Status = string | null
type Feito = { mp_refund_id: number | null; valor_reembolsado_centavos: number; status: Status }

function montar(
  o: {
    status?: string
    pagos?: { id_pagamento: number; status: string }[]
    duplicados?: { id_pagamento: number; status: string }[]
    cobrancas?: { id_cobranca: number; id_usuario_vendedor: number; mercado_pago_payment_id: number }[]
    /** The provider's answer for each payment id or charge key; approved when absent. */
    respostas?: Record<string, Status | Error>
  } = {},
) {
  const db = dbFalso()
  const responder = (chave: string, id: number): Feito => {
    const r = o.respostas?.[chave]
    if (r instanceof Error) throw r
    return {
      mp_refund_id: 7000 + id,
      valor_reembolsado_centavos: 0,
      status: r === undefined ? 'approved' : r,
    }
  }
  const reembolsoPagamento = {
    reembolsar: vi.fn(async (idPagamento: number, _pedido: object) =>
      responder(String(idPagamento), idPagamento),
    ),
    reembolsarCobranca: vi.fn(async (_idVendedor: number, mpPaymentId: number, chave: string) =>
      responder(chave, mpPaymentId),
    ),
  }
  const pedidos = {
    estado: vi.fn(async () => ({ id_pedido: PEDIDO, status_pedido: o.status ?? 'cancelado' })),
    duplicados: vi.fn(async () => o.duplicados ?? []),
    duplicadoDevolvido: vi.fn(async () => {}),
    cancelamentoReembolsado: vi.fn(async () => {}),
    cobrancasDevidas: vi.fn(async () => o.cobrancas ?? []),
    cobrancaDevolvida: vi.fn(async () => {}),
    reembolsosDevidos: vi.fn(async () => [301, 302]),
  }
  const pagamentos = { pagosDoPedido: vi.fn(async () => o.pagos ?? []) }
  const boss = { send: vi.fn(async () => 'job') }
  const log = { warn: vi.fn(), info: vi.fn() }
  const service = createReembolsoDoPedidoService(
    { db: comoDb(db), boss: boss as unknown as Deps['boss'], log: log as unknown as Deps['log'] },
    {
      pedidos: falso<PedidosService>(pedidos as unknown as Partial<PedidosService>),
      pagamentos: falso<PagamentosService>(pagamentos as unknown as Partial<PagamentosService>),
      reembolsoPagamento: falso<ReembolsoPagamentoService>(
        reembolsoPagamento as unknown as Partial<ReembolsoPagamentoService>,
      ),
    },
  )
  return { service, reembolsoPagamento, pedidos, boss, log }
}

describe('devolverCancelado', () => {
  it('every approved payment of a cancelled order goes back in full, each under its own key, then the date is stamped', async () => {
    const t = montar({
      pagos: [
        { id_pagamento: 1, status: 'approved' },
        { id_pagamento: 2, status: 'refunded' },
        { id_pagamento: 3, status: 'approved' },
      ],
    })
    await t.service.devolverCancelado(PEDIDO)
    expect(t.reembolsoPagamento.reembolsar.mock.calls).toEqual([
      [1, { idempotencyKey: 'cancelamento-pagamento-1' }],
      [3, { idempotencyKey: 'cancelamento-pagamento-3' }],
    ])
    expect(t.pedidos.cancelamentoReembolsado).toHaveBeenCalledWith(PEDIDO)
  })

  it('an order not cancelled, or never paid, owes nothing', async () => {
    const ativo = montar({ status: 'confirmado', pagos: [{ id_pagamento: 1, status: 'approved' }] })
    await ativo.service.devolverCancelado(PEDIDO)
    expect(ativo.reembolsoPagamento.reembolsar).not.toHaveBeenCalled()
    const semPagamento = montar()
    await semPagamento.service.devolverCancelado(PEDIDO)
    expect(semPagamento.pedidos.cancelamentoReembolsado).not.toHaveBeenCalled()
  })

  it('a refund the provider did not approve is thrown, and the date waits', async () => {
    const t = montar({ pagos: [{ id_pagamento: 1, status: 'approved' }], respostas: { '1': 'in_process' } })
    await expect(t.service.devolverCancelado(PEDIDO)).rejects.toThrow(
      `reembolso do pedido ${PEDIDO}: in_process`,
    )
    expect(t.pedidos.cancelamentoReembolsado).not.toHaveBeenCalled()
  })
})

describe('devolverDuplicados', () => {
  it('an approved duplicate goes back under its own key with no SDK retry; one already back is only told', async () => {
    const t = montar({
      duplicados: [
        { id_pagamento: 8, status: 'approved' },
        { id_pagamento: 9, status: 'refunded' },
      ],
    })
    await t.service.devolverDuplicados(PEDIDO)
    expect(t.reembolsoPagamento.reembolsar.mock.calls).toEqual([
      [8, { idempotencyKey: 'duplicado-pagamento-8', maxRetries: 0 }],
    ])
    expect(t.pedidos.duplicadoDevolvido.mock.calls).toEqual([
      [PEDIDO, 8],
      [PEDIDO, 9],
    ])
  })

  it('one failing does not stop the others; the first failure is thrown for the job to retry', async () => {
    const t = montar({
      duplicados: [
        { id_pagamento: 8, status: 'approved' },
        { id_pagamento: 9, status: 'approved' },
      ],
      respostas: { '8': new Error('Mercado Pago fora do ar') },
    })
    await expect(t.service.devolverDuplicados(PEDIDO)).rejects.toThrow('Mercado Pago fora do ar')
    expect(t.pedidos.duplicadoDevolvido.mock.calls).toEqual([[PEDIDO, 9]])
    expect(t.log.warn).toHaveBeenCalledTimes(1)
  })
})

describe('devolverCobrancas', () => {
  it('each paid charge goes back in full under its own key, then is recorded with the refund’s id', async () => {
    const t = montar({
      cobrancas: [{ id_cobranca: 40, id_usuario_vendedor: VENDEDOR, mercado_pago_payment_id: 555 }],
    })
    await t.service.devolverCobrancas(PEDIDO)
    expect(t.reembolsoPagamento.reembolsarCobranca).toHaveBeenCalledWith(VENDEDOR, 555, 'cobranca-materia-40')
    expect(t.pedidos.cobrancaDevolvida).toHaveBeenCalledWith(PEDIDO, 40, 7555)
  })

  it('a charge the provider did not approve is thrown and not recorded', async () => {
    const t = montar({
      cobrancas: [{ id_cobranca: 40, id_usuario_vendedor: VENDEDOR, mercado_pago_payment_id: 555 }],
      respostas: { 'cobranca-materia-40': 'rejected' },
    })
    await expect(t.service.devolverCobrancas(PEDIDO)).rejects.toThrow('reembolso da cobrança 40: rejected')
    expect(t.pedidos.cobrancaDevolvida).not.toHaveBeenCalled()
  })
})

describe('devolver e aoCancelar', () => {
  it('every kind is tried even when the first fails', async () => {
    const t = montar({
      pagos: [{ id_pagamento: 1, status: 'approved' }],
      respostas: { '1': new Error('falhou o pagamento') },
      cobrancas: [{ id_cobranca: 40, id_usuario_vendedor: VENDEDOR, mercado_pago_payment_id: 555 }],
      duplicados: [{ id_pagamento: 9, status: 'refunded' }],
    })
    await expect(t.service.devolver(PEDIDO)).rejects.toThrow('falhou o pagamento')
    expect(t.pedidos.cobrancaDevolvida).toHaveBeenCalledTimes(1)
    expect(t.pedidos.duplicadoDevolvido).toHaveBeenCalledTimes(1)
  })

  it('an order cancelled with nothing paid and no charge queues nothing', async () => {
    const t = montar()
    await t.service.aoCancelar(PEDIDO)
    expect(t.boss.send).not.toHaveBeenCalled()
    expect(t.pedidos.estado).not.toHaveBeenCalled()
  })

  it('a raw-material charge owed back with no order payment still queues the job', async () => {
    const t = montar({
      cobrancas: [{ id_cobranca: 40, id_usuario_vendedor: VENDEDOR, mercado_pago_payment_id: 555 }],
    })
    await t.service.aoCancelar(PEDIDO)
    expect(t.boss.send).toHaveBeenCalledTimes(1)
    expect(t.pedidos.cobrancaDevolvida).toHaveBeenCalledWith(PEDIDO, 40, 7555)
  })

  it('a paid order cancelled: its job is queued, then tried at once; a failure waits for the job', async () => {
    const t = montar({
      pagos: [{ id_pagamento: 1, status: 'approved' }],
      respostas: { '1': new Error('fora do ar') },
    })
    await expect(t.service.aoCancelar(PEDIDO)).resolves.toBeUndefined()
    expect(t.boss.send).toHaveBeenCalledWith(
      'pedido-reembolso-cancelamento',
      { id_pedido: PEDIDO },
      { singletonKey: `pedido:${PEDIDO}` },
    )
    expect(t.reembolsoPagamento.reembolsar).toHaveBeenCalledTimes(1)
    expect(t.log.warn).toHaveBeenCalledTimes(1)
  })

  it('the sweep queues every order still owing', async () => {
    const t = montar()
    await expect(t.service.varrer()).resolves.toEqual([301, 302])
    expect(t.boss.send.mock.calls.map((c) => (c as unknown[])[1])).toEqual([
      { id_pedido: 301 },
      { id_pedido: 302 },
    ])
  })
})
