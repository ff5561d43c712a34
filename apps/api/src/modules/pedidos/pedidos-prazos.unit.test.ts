// The deadlines' passes: what each tells, which carts they finish, when the refunds are set off; the
// repository (which picks the orders past their deadline) and collaborators faked (the database side
// is pedidos-prazos.test.ts).
import { describe, expect, it, vi } from 'vitest'
import { comoDb, dbFalso, falso, TX } from '../../../test/unidade.ts'
import type { PedidosAvisosService } from './pedidos-avisos.service.ts'
import type { PedidosEventos } from './pedidos-eventos.ts'
import { createPedidosPrazosService, type PedidosPrazosRepo } from './pedidos-prazos.service.ts'

const AGORA = new Date('2026-05-10T15:00:00.000Z')

function montar(
  o: { expirados?: { id_pedido: number; id_carrinho: number | null }[]; vencidos?: number[] } = {},
) {
  const db = dbFalso()
  const repo: PedidosPrazosRepo = {
    expirarNaoPagos: vi.fn(async () => o.expirados ?? []),
    cancelarNaoConfirmados: vi.fn(async () => o.vencidos ?? []),
    aLembrar: vi.fn(async () => [41, 42]),
    fecharCobrancaPendente: vi.fn(async () => {}),
  }
  const avisos = { cancelado: vi.fn(async () => {}), lembreteConfirmacao: vi.fn(async () => {}) }
  const canceladoDentro: boolean[] = []
  const eventos: PedidosEventos = {
    quitado: vi.fn(async () => {}),
    cancelado: vi.fn(async () => {
      canceladoDentro.push(db.aberta)
    }),
    devolucaoDevida: vi.fn(async () => {}),
  }
  const service = createPedidosPrazosService(
    { db: comoDb(db) },
    { avisos: falso<PedidosAvisosService>(avisos), eventos },
    repo,
  )
  return { service, db, repo, avisos, eventos, canceladoDentro }
}

describe('expirarNaoPagos', () => {
  it('tells each expired order’s parties why, and finishes each cart once, buy now having none', async () => {
    const t = montar({
      expirados: [
        { id_pedido: 1, id_carrinho: 9 },
        { id_pedido: 2, id_carrinho: 9 },
        { id_pedido: 3, id_carrinho: null },
        { id_pedido: 4, id_carrinho: 8 },
      ],
    })
    await expect(t.service.expirarNaoPagos(AGORA)).resolves.toEqual([1, 2, 3, 4])
    expect(t.repo.expirarNaoPagos).toHaveBeenCalledWith(TX, AGORA)
    expect(t.avisos.cancelado.mock.calls).toEqual(
      [1, 2, 3, 4].map((id) => [TX, id, 'prazo', 'Pagamento não realizado em 24 horas.']),
    )
    expect(vi.mocked(t.eventos.quitado).mock.calls).toEqual([
      [TX, 9],
      [TX, 8],
    ])
    expect(t.eventos.cancelado).not.toHaveBeenCalled()
  })
})

describe('cancelarNaoConfirmados', () => {
  it('closes each order’s pending charge and tells it, then sets off the refunds once committed', async () => {
    const t = montar({ vencidos: [5, 6] })
    await expect(t.service.cancelarNaoConfirmados(AGORA)).resolves.toEqual([5, 6])
    expect(vi.mocked(t.repo.fecharCobrancaPendente).mock.calls).toEqual([
      [TX, 5],
      [TX, 6],
    ])
    expect(t.avisos.cancelado.mock.calls).toEqual(
      [5, 6].map((id) => [TX, id, 'prazo', 'O vendedor não confirmou o pedido em 48 horas.']),
    )
    expect(vi.mocked(t.eventos.cancelado).mock.calls).toEqual([[5], [6]])
    expect(t.canceladoDentro).toEqual([false, false])
  })

  it('with nothing past its deadline, nothing is told nor refunded', async () => {
    const t = montar()
    await expect(t.service.cancelarNaoConfirmados(AGORA)).resolves.toEqual([])
    expect(t.avisos.cancelado).not.toHaveBeenCalled()
    expect(t.eventos.cancelado).not.toHaveBeenCalled()
  })
})

describe('lembrarConfirmacao', () => {
  it('reminds each seller of the 12 hours left, each in its own transaction', async () => {
    const t = montar()
    await expect(t.service.lembrarConfirmacao(AGORA)).resolves.toEqual([41, 42])
    expect(t.repo.aLembrar).toHaveBeenCalledWith(expect.anything(), AGORA, 'prazo_confirmacao')
    expect(t.avisos.lembreteConfirmacao.mock.calls).toEqual([
      [TX, 41, 12],
      [TX, 42, 12],
    ])
    expect(t.db.transacoes).toBe(2)
  })
})
