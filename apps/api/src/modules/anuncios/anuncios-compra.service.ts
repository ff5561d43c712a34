// What the cart (and later the checkout) reads of listings: the buyer's card at today's values, the
// numbers its sums need, and whether it can be bought now. Other modules come through here.
import type { CarrinhoAnuncio } from '@recria/domain/carrinho'
import type { Executor } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import type { CompraRow } from './anuncios-compra.colunas.ts'
import { anunciosCompraRepository as repo } from './anuncios-compra.repository.ts'
import { toAnuncioCatalogo } from './catalogo.presenter.ts'

export type Disponibilidade = 'disponivel' | 'indisponivel' | 'vendedor_bloqueado'

export interface AnuncioParaCompra {
  anuncio: CarrinhoAnuncio
  idVendedor: number
  disponibilidade: Disponibilidade
  /** Sustainable with credits and a conversion: the only listings the sustainable form may buy. */
  aceitaSustentavel: boolean
  precoCentavos: number
  valorConversaoCentavos: number | null
  creditos: number
  multiplicador: number | null
  materia: { nome_materia_prima: string; unidade_medida: string } | null
}

/** One row of `colunasParaCompra` as the cart and the checkout read it. */
export function paraCompraDaLinha(row: CompraRow): AnuncioParaCompra {
  const card = toAnuncioCatalogo(row)
  const disponibilidade: Disponibilidade = !row.visivel
    ? 'indisponivel'
    : row.bloqueado
      ? 'vendedor_bloqueado'
      : 'disponivel'
  const materia = card.conversao?.materia_prima ?? null
  return {
    anuncio: { ...card, status: row.status_anuncio },
    idVendedor: row.id_usuario,
    disponibilidade,
    aceitaSustentavel:
      card.forma_de_pagamento === 'sustentavel' && row.creditos_aceitos > 0 && materia !== null,
    precoCentavos: row.preco_centavos,
    valorConversaoCentavos: row.valor_conversao_centavos,
    creditos: row.creditos_aceitos,
    multiplicador: card.conversao?.valor_multiplicavel ?? null,
    materia,
  }
}

export function createAnunciosCompraService({ db }: Pick<Deps, 'db'>) {
  return {
    /**
     * The listings of `ids` that exist, by id, in one query whatever their number; inside the caller's
     * transaction when it passes one (a second connection there could wait on a full pool forever).
     */
    async paraCompra(
      ids: readonly number[],
      executor: Executor = db,
    ): Promise<Map<number, AnuncioParaCompra>> {
      const rows = await repo.cartoes(executor, [...new Set(ids)])
      return new Map(rows.map((row) => [row.id_anuncio, paraCompraDaLinha(row)]))
    },
  }
}

export type AnunciosCompraService = ReturnType<typeof createAnunciosCompraService>
