import type { AnuncioCatalogo } from '@recria/domain/catalogo'
import type { ReactNode } from 'react'

/** What both result lists (numbered pages, infinite scroll) need from the page. */
export interface CatalogoResultadosProps {
  /** A card; `indice` is its place on screen (the first ones load their picture at once). */
  renderCard: (anuncio: AnuncioCatalogo, indice: number) => ReactNode
}
