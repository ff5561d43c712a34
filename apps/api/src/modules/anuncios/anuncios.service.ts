import { ANUNCIO_MSG, type AnuncioCreate, type AnuncioUpdate } from '@recria/domain/anuncio'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import { BusinessRule, Conflict, NotFound, pgErrorCode } from '../../lib/errors.ts'
import { toImagemGaleria } from '../../lib/galeria.ts'
import type { SessionUser } from '../../lib/guards.ts'
import { pageWindow, paginated } from '../../lib/pagination.ts'
import type { ConexaoService } from '../mercadopago/mercadopago.module.ts'
import { loadProduto, resolvePagamento } from './anuncio-pagamento.ts'
import { toAnuncio } from './anuncios.presenter.ts'
import { anunciosRepository as repo } from './anuncios.repository.ts'
import type { ListQuery } from './anuncios.schema.ts'
import { anunciosQueryRepository as query } from './anuncios-query.repository.ts'

/**
 * The list counts at most this many matches (docs/design.md#data-model): exact for any real seller, and a
 * seller with more still gets every page they ask for — only `total` stops growing.
 */
export const COUNT_CAP = 10_000

export function createAnunciosService(
  { db, dbLeitura }: Pick<Deps, 'db' | 'dbLeitura'>,
  { conexoes }: { conexoes: ConexaoService },
) {
  /**
   * Publishing (creating, or activating an inactive listing) needs an unblocked, connected seller
   * who offers at least one delivery mode.
   * Read on the transaction's own connection: a second pool connection per write could exhaust the pool.
   */
  async function requirePublicavel(tx: Executor, idVendedor: number) {
    const ate = await repo.bloqueadoAte(tx, idVendedor)
    if (ate && ate.getTime() > Date.now()) throw new BusinessRule(ANUNCIO_MSG.bloqueado(ate))
    if (!(await conexoes.estaConectado(tx, idVendedor)))
      throw new BusinessRule(ANUNCIO_MSG.mercadoPagoNaoConectado)
    if (!(await repo.temEntregaAtiva(tx, idVendedor))) throw new BusinessRule(ANUNCIO_MSG.semEntrega)
  }

  async function detalhe(idAnuncio: number) {
    const row = await query.findById(db, idAnuncio)
    if (!row) throw new NotFound(ANUNCIO_MSG.naoEncontrado)
    return toAnuncio(row)
  }

  return {
    async list(idVendedor: number, q: ListQuery) {
      const window = pageWindow(q)
      const filtros = {
        status: q.status,
        forma_pagamento: q.forma_pagamento,
        busca: q.busca || undefined,
        preco_min_centavos: q.preco_min,
        preco_max_centavos: q.preco_max,
      }
      const [rows, total] = await Promise.all([
        query.page(db, idVendedor, filtros, window.limit, window.offset),
        query.count(db, idVendedor, filtros, COUNT_CAP),
      ])
      return paginated(rows.map(toAnuncio), total, window)
    },

    /** The seller deleted their account: every listing of theirs inactive, in the deletion's transaction. */
    desativarDoVendedor: (tx: Executor, idVendedor: number) => repo.desativarDoVendedor(tx, idVendedor),

    /**
     * The listing page, public: an inactive listing too, with its status and `disponivel` false, so
     * the page says 'Indisponível' (docs/product/anuncios.md); 404 for a listing that does not exist, and for
     * one whose seller's account is suspended by an operator or deleted (it is out of the catalogue).
     */
    /** The listing page (public): read from the replica when there is one. */
    async getForBuyer(idAnuncio: number) {
      const row = await query.paraComprador(dbLeitura, idAnuncio)
      if (!row || row.vendedor_fora) throw new NotFound(ANUNCIO_MSG.naoEncontrado)
      return { ...toAnuncio(row), galeria: row.galeria.map(toImagemGaleria) }
    },

    async create(user: SessionUser, input: AnuncioCreate) {
      const idVendedor = user.id_usuario
      const idAnuncio = await db.transaction(async (tx) => {
        await requirePublicavel(tx, idVendedor)
        const produto = await loadProduto(tx, idVendedor, input.id_produto, true)
        const pagamento = await resolvePagamento(tx, idVendedor, produto, input, true)
        return repo.insert(tx, idVendedor, {
          id_produto: produto.id_produto,
          descricao_anuncio: input.descricao,
          status_anuncio: 'ativo',
          ...pagamento,
        })
      })
      return detalhe(idAnuncio)
    },

    async update(user: SessionUser, idAnuncio: number, input: AnuncioUpdate) {
      const idVendedor = user.id_usuario
      await db.transaction(async (tx) => {
        // Product and conversion first, then the listing: the lock order of price and multiplier edits.
        const refs = await repo.findReferencias(tx, idAnuncio, idVendedor)
        if (!refs) throw new NotFound(ANUNCIO_MSG.naoEncontrado)
        const ids = (...values: (number | null | undefined)[]) => values.filter((v) => typeof v === 'number')
        await repo.lockReferencias(
          tx,
          idVendedor,
          ids(refs.id_produto, input.id_produto),
          ids(refs.id_conversao, input.id_conversao),
        )
        const atual = await repo.findOwnedForUpdate(tx, idAnuncio, idVendedor)
        if (!atual) throw new NotFound(ANUNCIO_MSG.naoEncontrado)
        const status = input.status_anuncio ?? atual.status_anuncio
        const ativo = status === 'ativo'
        if (ativo && atual.status_anuncio !== 'ativo') await requirePublicavel(tx, idVendedor)
        const produto = await loadProduto(tx, idVendedor, input.id_produto ?? atual.id_produto, ativo)
        const pagamento = await resolvePagamento(tx, idVendedor, produto, input, ativo)
        await repo.update(tx, idAnuncio, idVendedor, {
          id_produto: produto.id_produto,
          descricao_anuncio: input.descricao_anuncio,
          status_anuncio: status,
          // An active listing is no longer one deactivated by reports (its reports still count).
          ...(ativo && { desativado_por_denuncias_em: null }),
          ...pagamento,
        })
      })
      return detalhe(idAnuncio)
    },

    async remove(user: SessionUser, idAnuncio: number) {
      // Cart items go with the listing (their foreign key cascades); order items keep it, so a listing
      // that was ever ordered cannot go (decision 006): the seller deactivates it instead.
      const apagado = await repo.delete(db, idAnuncio, user.id_usuario).catch((error) => {
        if (pgErrorCode(error) === '23503') throw new Conflict(ANUNCIO_MSG.comPedidos)
        throw error
      })
      if (!apagado) throw new NotFound(ANUNCIO_MSG.naoEncontrado)
      return { mensagem: ANUNCIO_MSG.excluido }
    },
  }
}

export type AnunciosService = ReturnType<typeof createAnunciosService>
