// Raw material that did not arrive (decision 030). While a sustainable order's material is short and
// unresolved it cannot be delivered; its seller waives the rest, or charges its cash value through a
// Mercado Pago payment of its own (`cobranca-<id>`, never an order payment), or cancels the order.
import { formatCentavos } from '@recria/domain/format'
import {
  cobrancaDaMateria,
  devolveCobrancas,
  type MateriaDoPedido,
  MATERIA_COBRANCA_MSG as MSG,
  materiaNaoResolvida,
} from '@recria/domain/materia-cobranca'
import { MATERIA_ENTREGA_MSG, podeRegistrarRecebimento } from '@recria/domain/materia-entrega'
import { centavosToReais } from '@recria/domain/pagamento'
import { normalizeStatusPedido, PEDIDO_MSG, type StatusPedido } from '@recria/domain/pedido'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { BusinessRule, Conflict, Forbidden, NotFound } from '../../lib/errors.ts'
import type { SessionUser } from '../../lib/guards.ts'
import type { PreferenciasService } from '../mercadopago/mercadopago.module.ts'
import { pedidosAcoesRepository } from './pedidos-acoes.repository.ts'
import type { PedidosAvisosService } from './pedidos-avisos.service.ts'
import type { PedidosEventos } from './pedidos-eventos.ts'
import { pedidosMateriaRepository } from './pedidos-materia.repository.ts'
import {
  type CobrancaRow,
  pedidosMateriaCobrancaRepository as repo,
} from './pedidos-materia-cobranca.repository.ts'

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString())

/** Paid, not cancelled nor refunded, not yet delivered: the seller may still settle the material. */
const podeResolver = (status: StatusPedido) => podeRegistrarRecebimento(status) && status !== 'entregue'

export function toCobranca(c: CobrancaRow) {
  return {
    id_cobranca: c.id_cobranca,
    valor: centavosToReais(c.valor_centavos),
    status: c.status,
    itens: c.itens,
    data_criacao: iso(c.data_criacao) as string,
    data_pagamento: iso(c.data_pagamento),
  }
}

/** The order's material as its pages read it; one read of the items and one of the charges. */
export async function materiaDoPedido(db: Executor, idPedido: number): Promise<MateriaDoPedido> {
  const [itens, resolucao, cobranca] = await Promise.all([
    repo.itens(db, idPedido),
    repo.resolucao(db, idPedido),
    repo.viva(db, idPedido),
  ])
  return {
    pendente: materiaNaoResolvida(itens, resolucao),
    resolucao,
    valor_faltante: centavosToReais(cobrancaDaMateria(itens).valor_centavos),
    cobranca: cobranca && toCobranca(cobranca),
  }
}

/** Whether the order's material blocks its delivery (the caller holds the order's lock). */
export async function materiaBloqueiaEntrega(tx: Executor, idPedido: number) {
  const [itens, resolucao] = await Promise.all([repo.itens(tx, idPedido), repo.resolucao(tx, idPedido)])
  return materiaNaoResolvida(itens, resolucao)
}

/** A full receipt recorded ends a pending charge (inside the recording's transaction). */
export async function cobrancaAposRecebimento(tx: Executor, idPedido: number, status: StatusPedido) {
  const pendente = await repo.pendente(tx, idPedido)
  if (!pendente || materiaNaoResolvida(await repo.itens(tx, idPedido), null)) return
  await repo.cancelar(tx, pendente.id_cobranca)
  await pedidosMateriaRepository.evento(tx, idPedido, status, MSG.eventoCanceladaRecebida)
}

/** What the payments sync tells of a payment naming a charge. */
export interface PagamentoDeCobranca {
  idCobranca: number
  /** The collector: the seller whose token read the payment. */
  idVendedor: number
  mpPaymentId: number
  aprovado: boolean
  valorCentavos: number
  dataAprovacao: Date | null
}

export type PedidosMateriaCobrancaService = ReturnType<typeof createPedidosMateriaCobrancaService>

export function createPedidosMateriaCobrancaService(
  { db, config, log }: Pick<Deps, 'db' | 'config' | 'log'>,
  {
    avisos,
    preferencias,
    eventos,
  }: {
    avisos: PedidosAvisosService
    preferencias: PreferenciasService
    eventos: Pick<PedidosEventos, 'cancelado' | 'devolucaoDevida'>
  },
) {
  /** The order locked, its seller checked, still open to a settlement; its items and resolution. */
  async function doVendedor(tx: Executor, idPedido: number, user: SessionUser) {
    const pedido = await pedidosAcoesRepository.travar(tx, idPedido)
    if (!pedido) throw new NotFound(PEDIDO_MSG.naoEncontrado)
    if (pedido.id_usuario_vendedor !== user.id_usuario) throw new Forbidden(PEDIDO_MSG.semPermissao)
    const itens = await repo.itens(tx, idPedido)
    if (!itens.length) throw new Conflict(MATERIA_ENTREGA_MSG.semMateria)
    const status = normalizeStatusPedido(pedido.status_pedido)
    if (!podeResolver(status)) throw new Conflict(MSG.statusIndisponivel)
    return { status, itens, resolucao: await repo.resolucao(tx, idPedido) }
  }

  async function resposta(mensagem: string, idPedido: number) {
    return { mensagem, materia: await materiaDoPedido(db, idPedido) }
  }

  return {
    materiaDoPedido: (idPedido: number) => materiaDoPedido(db, idPedido),

    /** POST /pedidos/{id}/materia-prima/dispensa: the rest is waived (a pending charge ends with it). */
    async dispensar(user: SessionUser, idPedido: number) {
      await db.transaction(async (tx) => {
        const { status, itens, resolucao } = await doVendedor(tx, idPedido, user)
        if (resolucao !== null) throw new Conflict(MSG.jaResolvida)
        if (!materiaNaoResolvida(itens, null)) throw new Conflict(MSG.naoAcabou)
        const pendente = await repo.pendente(tx, idPedido)
        if (pendente) await repo.cancelar(tx, pendente.id_cobranca)
        await repo.resolver(tx, idPedido, 'dispensada')
        await pedidosMateriaRepository.evento(tx, idPedido, status, MSG.eventoDispensada)
        await avisos.materiaResolvida(tx, idPedido, 'dispensada')
      })
      return resposta(MSG.dispensada, idPedido)
    },

    /** POST /pedidos/{id}/materia-prima/cobranca: the missing material's cash value, asked of the buyer. */
    async cobrar(user: SessionUser, idPedido: number) {
      const valor = await db.transaction(async (tx) => {
        const { status, itens, resolucao } = await doVendedor(tx, idPedido, user)
        if (resolucao !== null) throw new Conflict(MSG.jaResolvida)
        if (!materiaNaoResolvida(itens, null)) throw new Conflict(MSG.naoAcabou)
        if (await repo.pendente(tx, idPedido)) throw new Conflict(MSG.cobrancaPendente)
        const cobranca = cobrancaDaMateria(itens)
        if (cobranca.valor_centavos <= 0) throw new BusinessRule(MSG.valorZero)
        const id = await repo.criar(tx, idPedido, cobranca.valor_centavos, cobranca.itens)
        const texto = formatCentavos(cobranca.valor_centavos)
        await pedidosMateriaRepository.evento(tx, idPedido, status, MSG.eventoCobrada(texto))
        await avisos.materiaCobrada(tx, idPedido, texto, id)
        return texto
      })
      return resposta(MSG.cobrada(valor), idPedido)
    },

    /** DELETE /pedidos/{id}/materia-prima/cobranca: the seller withdraws the pending charge. */
    async cancelarCobranca(user: SessionUser, idPedido: number) {
      await db.transaction(async (tx) => {
        const pedido = await pedidosAcoesRepository.travar(tx, idPedido)
        if (!pedido) throw new NotFound(PEDIDO_MSG.naoEncontrado)
        if (pedido.id_usuario_vendedor !== user.id_usuario) throw new Forbidden(PEDIDO_MSG.semPermissao)
        const pendente = await repo.pendente(tx, idPedido)
        if (!pendente) throw new Conflict(MSG.semCobrancaPendente)
        await repo.cancelar(tx, pendente.id_cobranca)
        const status = normalizeStatusPedido(pedido.status_pedido)
        await pedidosMateriaRepository.evento(tx, idPedido, status, MSG.eventoCancelada)
      })
      return resposta(MSG.cancelada, idPedido)
    },

    /**
     * POST /pedidos/{id}/materia-prima/cobranca/pagar: the order's buyer pays the pending charge through
     * a Checkout Pro preference made with the seller's token, like the order's own.
     */
    async pagar(user: SessionUser, idPedido: number) {
      const pedido = await pedidosAcoesRepository.estado(db, idPedido)
      if (!pedido) throw new NotFound(PEDIDO_MSG.naoEncontrado)
      if (pedido.id_usuario_comprador !== user.id_usuario) throw new Forbidden(PEDIDO_MSG.semPermissao)
      const cobranca = await repo.pendente(db, idPedido)
      if (!cobranca) throw new Conflict(MSG.semCobrancaPendente)
      if (!podeResolver(normalizeStatusPedido(pedido.status_pedido)))
        throw new Conflict(MSG.statusIndisponivel)
      const pagina = `${new URL(config.publicUrl).origin}/pedido/detalhes-comprador/${idPedido}`
      const preferencia = await preferencias.criarParaCobranca(
        {
          id_cobranca: cobranca.id_cobranca,
          id_pedido: idPedido,
          id_usuario_vendedor: pedido.id_usuario_vendedor,
          valor_centavos: cobranca.valor_centavos,
          titulo: MSG.tituloPagamento(idPedido),
        },
        { backUrls: { success: pagina, failure: pagina, pending: pagina }, payerEmail: user.usuario.email },
      )
      await repo.preferencia(db, cobranca.id_cobranca, preferencia.id)
      return { init_point: preferencia.init_point }
    },

    /**
     * The payments sync read an approved (or not) payment naming a charge. Approved for at least the
     * charge's value, the charge becomes paid and the order's material settled, once: a second read of
     * the same payment changes nothing. Answers false when the charge is not this collector's. Paid
     * after its order ended (on a checkout page opened before), it is recorded and refunded at once
     * (decision 042).
     */
    async pagamentoRecebido(p: PagamentoDeCobranca): Promise<boolean> {
      const antes = await repo.porId(db, p.idCobranca)
      if (!antes) return false
      let devolver = false
      const dela = await db.transaction(async (tx) => {
        const pedido = await pedidosAcoesRepository.travar(tx, antes.id_pedido)
        if (!pedido || pedido.id_usuario_vendedor !== p.idVendedor) return false
        const cobranca = await repo.porId(tx, p.idCobranca)
        if (!cobranca || !p.aprovado) return true
        if (cobranca.status === 'paga' || cobranca.status === 'reembolsada') {
          if (cobranca.mercado_pago_payment_id !== p.mpPaymentId)
            log.warn(
              { cobranca: cobranca.id_cobranca, payment: p.mpPaymentId },
              'cobrança paga mais de uma vez',
            )
          return true
        }
        if (p.valorCentavos < cobranca.valor_centavos) {
          log.warn(
            { cobranca: cobranca.id_cobranca, payment: p.mpPaymentId },
            'pagamento menor que a cobrança',
          )
          return true
        }
        await repo.paga(tx, cobranca.id_cobranca, p.mpPaymentId, p.dataAprovacao ?? new Date())
        const status = normalizeStatusPedido(pedido.status_pedido)
        const valor = formatCentavos(cobranca.valor_centavos)
        if (devolveCobrancas(status)) {
          await pedidosMateriaRepository.evento(
            tx,
            pedido.id_pedido,
            status,
            MSG.eventoPagaAposEncerramento(valor),
            'sistema',
          )
          await eventos.devolucaoDevida(tx, pedido.id_pedido)
          devolver = true
          return true
        }
        await pedidosMateriaRepository.evento(tx, pedido.id_pedido, status, MSG.eventoPaga(valor), 'sistema')
        if ((await repo.resolucao(tx, pedido.id_pedido)) === null) {
          await repo.resolver(tx, pedido.id_pedido, 'paga')
          await avisos.materiaResolvida(tx, pedido.id_pedido, 'paga')
        }
        return true
      })
      if (devolver) await eventos.cancelado(antes.id_pedido)
      return dela
    },
  }
}
