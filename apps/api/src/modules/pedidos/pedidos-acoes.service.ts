// The seller moves an order forward; either side cancels it; a paid order cancelled is refunded in
// full through Mercado Pago (docs/design.md#orders-and-money) by the refunds module, which hears of it. Each
// change locks the order, checks the state machine of packages/domain and writes its event in one
// transaction.
import type { ModoEntrega } from '@recria/domain/entrega-opcoes'
import {
  type AcompanhamentoInput,
  descreverAcompanhamento,
  ENTREGA_PEDIDO_MSG,
  lerAcompanhamento,
} from '@recria/domain/entrega-pedido'
import { HTTP_MSG } from '@recria/domain/http'
import { MATERIA_ENTREGA_MSG } from '@recria/domain/materia-entrega'
import { canTransition, normalizeStatusPedido, PEDIDO_MSG, STATUS_PEDIDO_LABELS } from '@recria/domain/pedido'
import {
  isPassoDoVendedor,
  type PedidoCancelar,
  type PedidoEntrega,
  type PedidoStatus,
} from '@recria/domain/pedido-acoes'
import type { Deps } from '../../deps.ts'
import { achado, BadRequest, BusinessRule, Conflict, Forbidden, NotFound } from '../../lib/errors.ts'
import type { SessionUser } from '../../lib/guards.ts'
import { toPedidoAcao } from './pedidos.presenter.ts'
import { pedidosAcoesRepository } from './pedidos-acoes.repository.ts'
import type { PedidosAvisosService } from './pedidos-avisos.service.ts'
import type { PedidosEventos } from './pedidos-eventos.ts'
import { materiaBloqueiaEntrega } from './pedidos-materia-cobranca.service.ts'
import { fecharCobrancaPendente } from './pedidos-materia-devolucao.ts'

/** The delivery information of the body for the order's mode, or a 400 with the field's message. */
function acompanhamentoDe(modo: ModoEntrega, corpo: AcompanhamentoInput) {
  const lido = lerAcompanhamento(modo, corpo)
  if (!lido.ok) throw new BadRequest(lido.mensagem)
  return { acompanhamento: lido.valor, detalhe: descreverAcompanhamento(lido.valor) }
}

/** The body names the user too (docs/product/pedidos.md): it must be the signed-in one. */
function mesmoUsuario(user: SessionUser, idUsuario: number) {
  if (user.id_usuario !== idUsuario) throw new Forbidden(HTTP_MSG.dadosDeOutroUsuario)
}

export type PedidosAcoesService = ReturnType<typeof createPedidosAcoesService>

/** What the order actions read and write in the database (the unit tests pass their own). */
export interface PedidosAcoesRepo
  extends Pick<
    typeof pedidosAcoesRepository,
    'travar' | 'estado' | 'avancar' | 'corrigirEntrega' | 'cancelar'
  > {
  /** Whether the order's raw material still holds its delivery back (decision 030). */
  materiaBloqueiaEntrega: typeof materiaBloqueiaEntrega
  /** A pending raw-material charge ends with its cancelled order (decision 042). */
  fecharCobrancaPendente: typeof fecharCobrancaPendente
}

const pedidosAcoesRepo: PedidosAcoesRepo = {
  ...pedidosAcoesRepository,
  materiaBloqueiaEntrega,
  fecharCobrancaPendente,
}

export function createPedidosAcoesService(
  { db }: Pick<Deps, 'db'>,
  { avisos, eventos }: { avisos: PedidosAvisosService; eventos: PedidosEventos },
  repo: PedidosAcoesRepo = pedidosAcoesRepo,
) {
  async function travarDaParte(tx: Parameters<typeof repo.travar>[0], idPedido: number, user: SessionUser) {
    const pedido = await repo.travar(tx, idPedido)
    if (!pedido) throw new NotFound(PEDIDO_MSG.naoEncontrado)
    const parte =
      user.id_usuario === pedido.id_usuario_vendedor || user.id_usuario === pedido.id_usuario_comprador
    if (!parte) throw new Forbidden(PEDIDO_MSG.semPermissao)
    return { ...pedido, status_pedido: normalizeStatusPedido(pedido.status_pedido) }
  }

  const atual = async (idPedido: number) =>
    toPedidoAcao(achado(await repo.estado(db, idPedido), PEDIDO_MSG.naoEncontrado))

  return {
    /**
     * PUT /pedidos/{id}/status: the seller's next step only; any other status (cancelling has its own
     * call, the payment's approval is Mercado Pago's) is 422.
     */
    async mudarStatus(user: SessionUser, idPedido: number, input: PedidoStatus) {
      const para = input.status
      await db.transaction(async (tx) => {
        const pedido = await travarDaParte(tx, idPedido, user)
        mesmoUsuario(user, input.id_usuario)
        if (pedido.id_usuario_vendedor !== user.id_usuario) throw new Forbidden(PEDIDO_MSG.semPermissao)
        if (!isPassoDoVendedor(para) || !canTransition(pedido.status_pedido, para))
          throw new BusinessRule(PEDIDO_MSG.acaoIndisponivel)
        // Decision 030: a sustainable order is delivered only once its raw material is settled.
        if (para === 'entregue' && (await repo.materiaBloqueiaEntrega(tx, idPedido)))
          throw new BusinessRule(MATERIA_ENTREGA_MSG.entregaSemMateria)
        // Ready for delivery, an order with a mode carries what the buyer needs (decision 029).
        const entrega =
          para === 'pronto_para_entrega' && pedido.modo_entrega
            ? acompanhamentoDe(pedido.modo_entrega, input)
            : null
        await repo.avancar(
          tx,
          idPedido,
          pedido.status_pedido,
          para,
          entrega
            ? {
                acompanhamento: entrega.acompanhamento,
                descricao: `Informações de entrega: ${entrega.detalhe}`,
              }
            : undefined,
        )
        await avisos.avancado(tx, idPedido, para)
        if (entrega) await avisos.entregaInformada(tx, idPedido, entrega.detalhe)
      })
      return {
        mensagem: PEDIDO_MSG.statusAtualizado(STATUS_PEDIDO_LABELS[para]),
        pedido: await atual(idPedido),
      }
    },

    /**
     * PUT /pedidos/{id}/entrega: the order's seller corrects the delivery information while the order
     * is ready for delivery (409 in any other status); the buyer is told again.
     */
    async corrigirEntrega(user: SessionUser, idPedido: number, input: PedidoEntrega) {
      await db.transaction(async (tx) => {
        const pedido = await travarDaParte(tx, idPedido, user)
        if (input.id_usuario !== undefined) mesmoUsuario(user, input.id_usuario)
        if (pedido.id_usuario_vendedor !== user.id_usuario) throw new Forbidden(PEDIDO_MSG.semPermissao)
        if (!pedido.modo_entrega) throw new Conflict(ENTREGA_PEDIDO_MSG.semModo)
        if (pedido.status_pedido !== 'pronto_para_entrega') throw new Conflict(ENTREGA_PEDIDO_MSG.soPronto)
        const { acompanhamento, detalhe } = acompanhamentoDe(pedido.modo_entrega, input)
        await repo.corrigirEntrega(
          tx,
          idPedido,
          acompanhamento,
          `Informações de entrega corrigidas: ${detalhe}`,
        )
        await avisos.entregaInformada(tx, idPedido, detalhe)
      })
      return { mensagem: ENTREGA_PEDIDO_MSG.salvas, pedido: await atual(idPedido) }
    },

    /**
     * PUT /pedidos/{id}/cancelar: either side before delivery; the type is who asks. A pending
     * raw-material charge closes with it (decision 042). Once it commits, a paid order's refund, and that
     * of its paid charges, is queued and tried at once (the refunds module; its job retries a failure).
     */
    async cancelar(user: SessionUser, idPedido: number, input: PedidoCancelar) {
      await db.transaction(async (tx) => {
        const pedido = await travarDaParte(tx, idPedido, user)
        mesmoUsuario(user, input.id_usuario)
        if (!canTransition(pedido.status_pedido, 'cancelado'))
          throw new BusinessRule(PEDIDO_MSG.cancelamentoIndisponivel)
        const tipo = pedido.id_usuario_vendedor === user.id_usuario ? 'VENDEDOR' : 'COMPRADOR'
        await repo.cancelar(tx, idPedido, pedido.status_pedido, input.motivo, tipo)
        await repo.fecharCobrancaPendente(tx, idPedido)
        await avisos.cancelado(tx, idPedido, tipo === 'VENDEDOR' ? 'vendedor' : 'comprador', input.motivo)
        // The cart's last unpaid order cancelled: the cart is finished (docs/design.md#orders-and-money), as
        // when it is paid.
        if (pedido.id_carrinho !== null) await eventos.quitado(tx, pedido.id_carrinho)
      })
      await eventos.cancelado(idPedido)
      return { mensagem: PEDIDO_MSG.cancelado, pedido: await atual(idPedido) }
    },
  }
}
