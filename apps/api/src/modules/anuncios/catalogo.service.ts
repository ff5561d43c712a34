import { type CatalogoFiltros, type CatalogoPagina, SUGESTOES_MAX } from '@recria/domain/catalogo'
import type { Deps } from '../../deps.ts'
import { toAnuncioCatalogo } from './catalogo.presenter.ts'
import { catalogoRepository as repo } from './catalogo.repository.ts'
import { consultaDaBusca, palavrasDaBusca } from './catalogo-busca.ts'
import { cartoesComDisponibilidade, vendedorDoAnuncio } from './catalogo-cartoes.ts'
import { criarFacetas, SEM_FACETAS } from './catalogo-facetas.ts'

/**
 * How far the count goes: the pages the pagination can show from here (the current one and four
 * more), plus one row to know whether there are more (docs/design.md#data-model: never a count of the whole
 * catalogue).
 */
export const PAGINAS_CONTADAS = 4

export function createCatalogoService({ db }: Pick<Deps, 'db'>) {
  const facetasDaPagina = criarFacetas(db)
  /** The tsquery of a search; `undefined` without one, null when nothing searchable was typed. */
  async function consultaDe(busca: string | undefined) {
    if (!busca) return undefined
    return consultaDaBusca(db, palavrasDaBusca(busca))
  }

  return {
    /** GET /anuncios/ativos-comprador: what a buyer can buy now, filtered, ordered and paged. */
    async pagina(filtros: CatalogoFiltros): Promise<CatalogoPagina> {
      const { page, limit } = filtros
      const cap = (page + PAGINAS_CONTADAS) * limit + 1
      const consulta = await consultaDe(filtros.busca)
      const [{ total, itens }, facetas] =
        consulta === null
          ? [{ total: 0, itens: [] }, SEM_FACETAS]
          : await Promise.all([
              repo.pagina(
                db,
                { filtros, consulta: consulta ?? null, offset: (page - 1) * limit, cap },
                limit,
              ),
              facetasDaPagina(filtros, consulta ?? null),
            ])
      return {
        itens: itens.map(toAnuncioCatalogo),
        total,
        pagina: page,
        total_paginas: Math.ceil(total / limit),
        total_minimo: total >= cap,
        facetas,
      }
    },

    /** The cards of `ids` in that order, whatever their state, each with whether it is buyable now. */
    cartoes(ids: number[]) {
      return cartoesComDisponibilidade(db, ids)
    },

    /** The seller of a listing, or null when there is no such listing. */
    vendedorDe(idAnuncio: number) {
      return vendedorDoAnuncio(db, idAnuncio)
    },

    /** GET /anuncios/sugestoes: up to SUGESTOES_MAX product names for what is being typed. */
    async sugestoes(busca: string | undefined) {
      const consulta = await consultaDe(busca)
      return { sugestoes: consulta ? await repo.sugestoes(db, consulta, SUGESTOES_MAX) : [] }
    },
  }
}

export type CatalogoService = ReturnType<typeof createCatalogoService>
