// An approved request at the provider: approved → processing → completed, one idempotency key for
// every attempt, a failure counted and retried until 8 attempts (at once failed when the provider
// refuses), and which states are left alone. The repository, the refund call and the notices faked
// (the provider side is reembolsos-aprovacao.test.ts and reembolso-aprovado.job.test.ts).
import { describe, expect, it, vi } from 'vitest'
import { comoDb, dbFalso, falso, TX } from '../../../test/unidade.ts'
import type { Deps } from '../../deps.ts'
import { HttpError } from '../../lib/errors.ts'
import type { PedidosService } from '../pedidos/pedidos.service.ts'
import type { ReembolsoPagamentoService } from './reembolso-pagamento.service.ts'
import {
  createReembolsoProcessamentoService,
  MAX_TENTATIVAS_REEMBOLSO,
  type ReembolsoProcessamentoRepo,
} from './reembolso-processamento.service.ts'
import type { ReembolsoRow } from './reembolsos.repository.ts'
import type { ReembolsosAvisosService } from './reembolsos-avisos.service.ts'

const REEMBOLSO = 55
const PAGAMENTO = 4000
const PEDIDO = 300

const pedido = (campos: Partial<ReembolsoRow> = {}) =>
  ({
    id_reembolso: REEMBOLSO,
    id_pagamento: PAGAMENTO,
    id_pedido: PEDIDO,
    status: 'approved',
    valor_solicitado_centavos: 12_990,
    valor_aprovado_centavos: 12_990,
    tentativas: 0,
    ...campos,
  }) as ReembolsoRow

/** `estados`: what each successive lock of the request reads (the first pass, then the later ones). */
function montar(
  estados: (ReembolsoRow | null)[],
  reembolsar?: () => Promise<{ mp_refund_id: number | null; status: string | null }>,
) {
  const db = dbFalso()
  const lidos = [...estados]
  const repo: ReembolsoProcessamentoRepo = {
    travar: vi.fn(async () => (lidos.length > 1 ? (lidos.shift() ?? null) : (lidos[0] ?? null))),
    mudarStatus: vi.fn(async () => {}),
    registrarFalha: vi.fn(async () => 1),
    concluir: vi.fn(async () => {}),
  }
  const reembolsoPagamento = {
    reembolsar: vi.fn(
      reembolsar ??
        (async () => ({ mp_refund_id: 777, valor_reembolsado_centavos: 12_990, status: 'approved' })),
    ),
  }
  const pedidos = { reembolsar: vi.fn(async () => {}) }
  const avisos = { concluido: vi.fn(async () => {}), falhou: vi.fn(async () => {}) }
  const log = { warn: vi.fn() }
  const service = createReembolsoProcessamentoService(
    { db: comoDb(db), log: log as unknown as Deps['log'] },
    {
      reembolsoPagamento: falso<ReembolsoPagamentoService>(
        reembolsoPagamento as unknown as Partial<ReembolsoPagamentoService>,
      ),
      pedidos: falso<PedidosService>(pedidos as unknown as Partial<PedidosService>),
      avisos: falso<ReembolsosAvisosService>(avisos),
    },
    repo,
  )
  return { service, repo, reembolsoPagamento, pedidos, avisos }
}

const falhaDoProvedor = async (): Promise<never> => {
  throw new Error('Mercado Pago fora do ar')
}

describe('processar', () => {
  it('approved: marked processing, refunded for the approved amount under its key, then completed', async () => {
    const t = montar([pedido({ valor_aprovado_centavos: 9_000 }), pedido({ status: 'processing' })])
    await expect(t.service.processar(REEMBOLSO)).resolves.toBe('completed')
    expect(t.repo.mudarStatus).toHaveBeenCalledWith(TX, REEMBOLSO, 'processing')
    expect(t.reembolsoPagamento.reembolsar).toHaveBeenCalledWith(PAGAMENTO, {
      amountCentavos: 9_000,
      idempotencyKey: 'reembolso-55',
      maxRetries: 0,
    })
    expect(t.repo.concluir).toHaveBeenCalledWith(TX, REEMBOLSO, 777)
    expect(t.pedidos.reembolsar).toHaveBeenCalledWith(TX, PEDIDO)
    expect(t.avisos.concluido).toHaveBeenCalledWith(TX, REEMBOLSO)
  })

  it('without an approved amount, the amount asked goes back', async () => {
    const t = montar([pedido({ valor_aprovado_centavos: null }), pedido({ status: 'processing' })])
    await t.service.processar(REEMBOLSO)
    expect(t.reembolsoPagamento.reembolsar).toHaveBeenCalledWith(
      PAGAMENTO,
      expect.objectContaining({ amountCentavos: 12_990 }),
    )
  })

  it('a request already processing is tried again without being marked again', async () => {
    const t = montar([pedido({ status: 'processing', tentativas: 2 })])
    await expect(t.service.processar(REEMBOLSO)).resolves.toBe('completed')
    expect(t.repo.mudarStatus).not.toHaveBeenCalled()
  })

  it('leaves alone a request awaiting approval, rejected, completed, failed or gone', async () => {
    for (const r of [
      pedido({ status: 'awaiting_approval' }),
      pedido({ status: 'rejected' }),
      pedido({ status: 'completed' }),
      pedido({ status: 'failed' }),
      null,
    ]) {
      const t = montar([r])
      await expect(t.service.processar(REEMBOLSO)).resolves.toBeNull()
      expect(t.reembolsoPagamento.reembolsar).not.toHaveBeenCalled()
    }
  })

  it('a failure is counted and thrown, so the job tries again; the request stays processing', async () => {
    const t = montar([pedido(), pedido({ status: 'processing', tentativas: 0 })], falhaDoProvedor)
    await expect(t.service.processar(REEMBOLSO)).rejects.toThrow('Mercado Pago fora do ar')
    expect(t.repo.registrarFalha).toHaveBeenCalledWith(TX, REEMBOLSO, 'Mercado Pago fora do ar', false)
    expect(t.avisos.falhou).not.toHaveBeenCalled()
    expect(t.repo.concluir).not.toHaveBeenCalled()
  })

  it('the eighth failed attempt ends the request as failed and tells it', async () => {
    expect(MAX_TENTATIVAS_REEMBOLSO).toBe(8)
    const setima = montar([pedido({ status: 'processing', tentativas: 6 })], falhaDoProvedor)
    await expect(setima.service.processar(REEMBOLSO)).rejects.toThrow()
    expect(setima.repo.registrarFalha).toHaveBeenCalledWith(TX, REEMBOLSO, expect.any(String), false)

    const oitava = montar([pedido({ status: 'processing', tentativas: 7 })], falhaDoProvedor)
    await expect(oitava.service.processar(REEMBOLSO)).resolves.toBe('failed')
    expect(oitava.repo.registrarFalha).toHaveBeenCalledWith(TX, REEMBOLSO, 'Mercado Pago fora do ar', true)
    expect(oitava.avisos.falhou).toHaveBeenCalledWith(TX, REEMBOLSO)
  })

  it('the provider refusing the refund fails it at once: no retry changes its answer', async () => {
    const t = montar([pedido(), pedido({ status: 'processing', tentativas: 0 })], async () => {
      throw new HttpError(502, 'O Mercado Pago recusou o reembolso deste pagamento.')
    })
    await expect(t.service.processar(REEMBOLSO)).resolves.toBe('failed')
    expect(t.repo.registrarFalha).toHaveBeenCalledWith(
      TX,
      REEMBOLSO,
      'O Mercado Pago recusou o reembolso deste pagamento.',
      true,
    )
    expect(t.avisos.falhou).toHaveBeenCalledTimes(1)
  })

  it('an answer other than approved counts as a failure', async () => {
    const t = montar([pedido(), pedido({ status: 'processing' })], async () => ({
      mp_refund_id: 1,
      status: 'in_process',
    }))
    await expect(t.service.processar(REEMBOLSO)).rejects.toThrow('reembolso no Mercado Pago: in_process')
    expect(t.repo.concluir).not.toHaveBeenCalled()
  })

  it('the provider’s confirmation completes a request a concurrent run had just given up: the money went back', async () => {
    const t = montar([pedido({ status: 'processing' }), pedido({ status: 'failed' })])
    await expect(t.service.processar(REEMBOLSO)).resolves.toBe('completed')
    expect(t.repo.concluir).toHaveBeenCalledWith(TX, REEMBOLSO, 777)
  })

  it('a request completed meanwhile by another run is not completed twice', async () => {
    const t = montar([pedido({ status: 'processing' }), pedido({ status: 'completed' })])
    await t.service.processar(REEMBOLSO)
    expect(t.repo.concluir).not.toHaveBeenCalled()
    expect(t.pedidos.reembolsar).not.toHaveBeenCalled()
    expect(t.avisos.concluido).not.toHaveBeenCalled()
  })
})
