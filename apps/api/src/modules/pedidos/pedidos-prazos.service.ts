// The deadlines the server enforces (docs/design.md#orders-and-money): an unpaid order expires after 24 h
// (its cart finished when nothing else of it waits), a paid order not confirmed within 48 h is cancelled as
// the seller's and refunded in full (its raw-material charges too, decision 042), its seller reminded at
// 36 h; both sides told of every cancellation. Each pass takes `agora`, so tests move time instead of
// waiting.
import type { Deps } from '../../deps.ts'
import { AVISO_PRAZO, type PedidosAvisosService } from './pedidos-avisos.service.ts'
import type { PedidosEventos } from './pedidos-eventos.ts'
import { fecharCobrancaPendente } from './pedidos-materia-devolucao.ts'
import {
  LEMBRETE_CONFIRMACAO_HORAS,
  MOTIVO_CONFIRMACAO_VENCIDA,
  MOTIVO_PAGAMENTO_EXPIRADO,
  PRAZO_CONFIRMACAO_HORAS,
  pedidosPrazosRepository as repo,
} from './pedidos-prazos.repository.ts'

export type PedidosPrazosService = ReturnType<typeof createPedidosPrazosService>

export function createPedidosPrazosService(
  { db }: Pick<Deps, 'db'>,
  { avisos, eventos }: { avisos: PedidosAvisosService; eventos: PedidosEventos },
) {
  async function expirarNaoPagos(agora: Date) {
    return db.transaction(async (tx) => {
      const vencidos = await repo.expirarNaoPagos(tx, agora)
      for (const { id_pedido } of vencidos)
        await avisos.cancelado(tx, id_pedido, 'prazo', MOTIVO_PAGAMENTO_EXPIRADO)
      const carrinhosTocados = new Set(
        vencidos.flatMap((v) => (v.id_carrinho === null ? [] : [v.id_carrinho])),
      )
      for (const idCarrinho of carrinhosTocados) await eventos.quitado(tx, idCarrinho)
      return vencidos.map((v) => v.id_pedido)
    })
  }

  async function cancelarNaoConfirmados(agora: Date) {
    const vencidos = await db.transaction(async (tx) => {
      const ids = await repo.cancelarNaoConfirmados(tx, agora)
      for (const id of ids) {
        await fecharCobrancaPendente(tx, id)
        await avisos.cancelado(tx, id, 'prazo', MOTIVO_CONFIRMACAO_VENCIDA)
      }
      return ids
    })
    for (const id_pedido of vencidos) await eventos.cancelado(id_pedido)
    return vencidos
  }

  /** The seller is reminded once, 36 h after the payment, of the hours left to confirm. */
  async function lembrarConfirmacao(agora: Date) {
    const ids = await repo.aLembrar(db, agora, AVISO_PRAZO)
    const horas = PRAZO_CONFIRMACAO_HORAS - LEMBRETE_CONFIRMACAO_HORAS
    for (const id of ids) await db.transaction((tx) => avisos.lembreteConfirmacao(tx, id, horas))
    return ids
  }

  // Each pass is its own scheduled job (pedidos-prazos.job.ts).
  return { expirarNaoPagos, cancelarNaoConfirmados, lembrarConfirmacao }
}
