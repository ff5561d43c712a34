import { centavosToReais, PAGAMENTO_MSG, PAGAMENTOS_LIMITE_PADRAO } from '@recria/domain/pagamento'
import { PEDIDO_MSG } from '@recria/domain/pedido'
import type { Deps } from '../../deps.ts'
import { BusinessRule, Forbidden, HttpError, NotFound } from '../../lib/errors.ts'
import type { SessionUser } from '../../lib/guards.ts'
import { type Paginacao, pageWindow } from '../../lib/pagination.ts'
import type { MercadoPagoService } from '../mercadopago/mercadopago.module.ts'
import type { PedidosService } from '../pedidos/pedidos.module.ts'
import type { PagamentoComPartes } from './pagamento-com-partes.ts'
import { toPagamento, toPagamentoDoVendedor } from './pagamentos.presenter.ts'
import { pagamentosRepository as repo } from './pagamentos.repository.ts'
import { type FiltroPagamentos, pagamentosListaRepository as lista } from './pagamentos-lista.repository.ts'
import { type PagamentosSyncService, SyncError } from './pagamentos-sync.service.ts'

/** Only the order's buyer or seller may see or sync its payment (docs/design.md#http-conventions). */
function requireOrderParty(row: PagamentoComPartes, user: SessionUser) {
  if (user.id_usuario !== row.id_usuario_comprador && user.id_usuario !== row.id_usuario_vendedor)
    throw new Forbidden(PAGAMENTO_MSG.semPermissao)
}

/** What the person who pressed "sincronizar" is told when the provider cannot be read. */
function syncFailure(
  log: Deps['log'],
  mercadoPago: Pick<MercadoPagoService, 'falhaDoProvedor'>,
  error: unknown,
): Error {
  if (error instanceof SyncError) return new BusinessRule(PAGAMENTO_MSG.erroSincronizar(error.message))
  if (mercadoPago.falhaDoProvedor(error)) {
    log.warn({ err: error }, 'mercadopago: falha ao sincronizar pagamento')
    return new HttpError(502, PAGAMENTO_MSG.erroSincronizar(PAGAMENTO_MSG.mercadoPagoSemResposta))
  }
  return error as Error
}

export type PagamentosService = ReturnType<typeof createPagamentosService>

export function createPagamentosService(
  { db, log }: Pick<Deps, 'db' | 'log'>,
  {
    pedidos,
    sync: provider,
    mercadoPago,
  }: {
    pedidos: PedidosService
    sync: PagamentosSyncService
    mercadoPago: Pick<MercadoPagoService, 'falhaDoProvedor'>
  },
) {
  /** A payment with its order's parties. */
  async function buscar(idPagamento: number): Promise<PagamentoComPartes> {
    const row = await repo.findById(db, idPagamento)
    const partes = row && (await pedidos.partes(db, row.id_pedido))
    if (!row || !partes) throw new NotFound(PAGAMENTO_MSG.naoEncontrado)
    return {
      ...row,
      id_usuario_comprador: partes.id_usuario_comprador,
      id_usuario_vendedor: partes.id_usuario_vendedor,
    }
  }

  async function load(idPagamento: number, user: SessionUser) {
    const row = await buscar(idPagamento)
    requireOrderParty(row, user)
    return row
  }

  /** Re-reads the payment from Mercado Pago and stores it; answers it as `user` sees it. */
  async function sync(idPagamento: number, user: SessionUser) {
    const row = await load(idPagamento, user)
    await provider
      .sincronizar({
        mpPaymentId: row.mercado_pago_payment_id,
        idUsuarioVendedor: row.id_usuario_vendedor,
      })
      .catch((error) => {
        throw syncFailure(log, mercadoPago, error)
      })
    const fresh = await load(idPagamento, user)
    return { mensagem: PAGAMENTO_MSG.sincronizado, pagamento: toPagamento(fresh, user.id_usuario) }
  }

  return {
    buscar,
    emAndamento: (idsPedido: readonly number[]) => repo.emAndamento(db, idsPedido),
    porMercadoPago: (mpPaymentId: number) => repo.findByMpPaymentId(db, mpPaymentId),
    pagosDoPedido: (idPedido: number) => repo.pagosDoPedido(db, idPedido),
    /** The provider's current state of a payment of this seller, stored (as the webhook job does). */
    sincronizar: (mpPaymentId: number, idUsuarioVendedor: number) =>
      provider.sincronizar({ mpPaymentId, idUsuarioVendedor }),

    async get(idPagamento: number, user: SessionUser) {
      return toPagamento(await load(idPagamento, user), user.id_usuario)
    },

    /** PUT /pagamentos/{id}/sincronizar: the same sync the webhook job runs, on demand. */
    sync,

    /**
     * PATCH /pagamentos/{id}/status: a payment's status is Mercado Pago's alone, so the call re-reads
     * it from the provider, as the sync does; a status in the body is never read (decision 020).
     */
    atualizarStatus: sync,

    /** GET /pagamentos/pedido/{id}: the order's payments, for its buyer and its seller. */
    async doPedido(idPedido: number, user: SessionUser) {
      const partes = await pedidos.partes(db, idPedido)
      if (!partes) throw new NotFound(PEDIDO_MSG.naoEncontrado)
      const { id_usuario_comprador, id_usuario_vendedor } = partes
      if (user.id_usuario !== id_usuario_comprador && user.id_usuario !== id_usuario_vendedor)
        throw new Forbidden(PEDIDO_MSG.semPermissao)
      const rows = await repo.doPedido(db, idPedido)
      return rows.map((row) =>
        toPagamento({ ...row, id_usuario_comprador, id_usuario_vendedor }, user.id_usuario),
      )
    },

    /** GET /pagamentos/vendedor/{id}: one page of the seller's payments and the summary cards. */
    async doVendedor(idVendedor: number, query: Paginacao & FiltroPagamentos) {
      const janela = pageWindow({ ...query, limit: query.limit ?? PAGAMENTOS_LIMITE_PADRAO })
      const [rows, [totais]] = await Promise.all([
        lista.pagina(db, idVendedor, query, janela),
        lista.totais(db, idVendedor, query),
      ])
      const total = totais?.total ?? 0
      return {
        pagamentos: rows.map(toPagamentoDoVendedor),
        total,
        pagina: janela.pagina,
        total_paginas: Math.ceil(total / janela.limit),
        resumo: {
          total_recebido: centavosToReais(Number(totais?.recebido_centavos ?? 0)),
          aprovados: totais?.aprovados ?? 0,
          pendentes: totais?.pendentes ?? 0,
        },
      }
    },
  }
}
