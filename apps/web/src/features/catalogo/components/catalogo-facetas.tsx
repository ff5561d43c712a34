import type { Facetas } from '@recria/domain/catalogo'
import { FACETA_MAX } from '@recria/domain/catalogo-opcoes'
import type { CatalogoParams } from '@recria/domain/catalogo-url'
import { CATEGORIA_LABEL, type Categoria } from '@recria/domain/categoria-base'
import { useDeferredValue } from 'react'
import { useCatalogo, useCatalogoInfinito } from '../api/get-catalogo.ts'
import type { CatalogoUrlState } from './use-catalogo-url.ts'

// `relative`: the count's screen-reader text (absolutely positioned) stays inside its row's scroll
// box; otherwise it is placed from an ancestor outside it and widens the whole page on a phone.
const chip =
  'relative inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm whitespace-nowrap ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700'
const chipState = (pressed: boolean) =>
  pressed
    ? 'border-marca-700 bg-marca-700 text-white'
    : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100'

/** One row of chips: scrolls sideways on a phone, wraps from sm. */
const linha = 'flex max-w-full gap-2 overflow-x-auto pb-1 sm:flex-wrap'

const contagem = (total: number) => (total >= FACETA_MAX ? `${FACETA_MAX}+` : String(total))

function Chip(props: { label: string; total?: number; pressed: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={props.pressed}
      onClick={props.onClick}
      className={`${chip} ${chipState(props.pressed)}`}
    >
      {props.label}
      {props.total !== undefined && (
        <span className={props.pressed ? 'text-white' : 'text-stone-600'}>
          <span aria-hidden="true">({contagem(props.total)})</span>
          <span className="sr-only">
            , {contagem(props.total)} {props.total === 1 ? 'produto' : 'produtos'}
          </span>
        </span>
      )}
    </button>
  )
}

/** The answer's facets, whichever of the page (desktop) or the infinite list (phone) is showing. */
export function useFacetas(params: CatalogoParams, page: number, isDesktop: boolean): Facetas | undefined {
  const paginado = useCatalogo(params, page, isDesktop)
  const infinito = useCatalogoInfinito(params, page, !isDesktop)
  // Deferred as the cards are (catalogo-paginado.tsx): the row of facets appears with them, never
  // above cards or a skeleton already drawn.
  return useDeferredValue(isDesktop ? paginado.data?.facetas : infinito.data?.pages[0]?.facetas)
}

/**
 * Category chips and raw-material chips with how many listings of the current search and filters
 * each has (each row ignores its own choice, as shops show them). A chip pressed again clears it.
 */
export function CatalogoFacetas({ url, facetas }: { url: CatalogoUrlState; facetas: Facetas | undefined }) {
  const categoria = url.categoria ?? ''
  const categorias = (facetas?.categorias ?? []).filter((c) => c.total > 0 || c.categoria === categoria)
  const materias = facetas?.materias ?? []
  const escolher = (c: Categoria) => url.setCategoria(c === categoria ? '' : c)
  return (
    // contain: inline-size — the rows scroll inside and never widen the page (their width is the page's).
    <div className="flex w-full min-w-0 flex-col gap-2 [contain:inline-size]">
      <fieldset className="m-0 min-w-0 border-0 p-0">
        <legend className="sr-only">Categorias</legend>
        <div className={linha}>
          <Chip label="Todas" pressed={categoria === ''} onClick={() => url.setCategoria('')} />
          {categorias.map((c) => (
            <Chip
              key={c.categoria}
              label={CATEGORIA_LABEL[c.categoria]}
              total={c.total}
              pressed={c.categoria === categoria}
              onClick={() => escolher(c.categoria)}
            />
          ))}
        </div>
      </fieldset>
      {materias.length > 0 && (
        <fieldset className="m-0 min-w-0 border-0 p-0">
          <legend className="sr-only">Matérias-primas</legend>
          <div className={`${linha} items-center`}>
            <span className="shrink-0 text-sm text-stone-600" aria-hidden="true">
              Matéria-prima:
            </span>
            {materias.map((m) => (
              <Chip
                key={m.id_materia_prima}
                label={m.nome}
                total={m.total}
                pressed={m.id_materia_prima === url.materia}
                onClick={() => url.setMateria(m.id_materia_prima === url.materia ? null : m.id_materia_prima)}
              />
            ))}
          </div>
        </fieldset>
      )}
    </div>
  )
}
