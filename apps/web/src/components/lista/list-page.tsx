import type { Key, ReactNode } from 'react'
import { type ActiveFilter, describeActiveFilters, type useListState } from '../../lib/list-params.ts'
import { PageHeader } from '../ui/page-header.tsx'
import { describePeriodoListFilters, type FilterValues, PeriodoListFilters } from './list-filters.tsx'
import { ListResults, type ListResultsQuery } from './list-results.tsx'
import { type CountNoun, countTexts } from './list-texts.ts'
import { ListToolbar } from './list-toolbar.tsx'
import type { SelectFilter } from './select-filters.tsx'

/** The state of a list page, kept in the URL. */
export type ListState<F extends FilterValues> = ReturnType<typeof useListState<F>>

/** The numbered results of a list page. */
export interface ListPageResults<T> {
  query: ListResultsQuery<T>
  /** 'pedido', 'pedidos': the count and the loading texts. */
  noun: CountNoun
  /** The failed load's title: 'Erro ao carregar pedidos' unless given. */
  errorTitle?: string
  /** The list has nothing yet and nothing is filtered; the action invites to create the first item. */
  empty: { title: string; description: string; action?: ReactNode }
  /** Id of the count text, which labels the results. */
  id: string
  /** Accessible name of the card list. */
  label: string
  getKey: (item: T) => Key
  renderItem: (item: T) => ReactNode
}

/** A page's own Filtros fields, with the active filters they name (the back-office lists). */
export interface OwnFilters {
  fields: ReactNode
  /** As the filtered-empty sentence names them (the debounced ones, as the API got them). */
  active: readonly ActiveFilter[]
  /** Where 'Limpar Filtros' sits in the panel's grid. */
  clearClassName?: string
}

export interface ListPageProps<T, F extends FilterValues> {
  title: string
  /** The sentence under the title. */
  description: string
  /** Beside the title from 640 px: the back-office lists' 'Nov…' button. */
  action?: ReactNode
  list: ListState<F>
  /** Between the header and the search: the counters, the summary, a warning. */
  top?: ReactNode
  /** The search box's placeholder. */
  search: string
  /** The search box's id: where a page moves focus back to. */
  searchId?: string
  /** The space under the search: 'mb-4' by default; the back-office lists take 'mb-6'. */
  toolbarClassName?: string
  /** The Filtros panel: its selects (then the period, when the list has one), or the page's own fields. */
  filtros: readonly SelectFilter<keyof F & string>[] | OwnFilters
  /** Buttons after Filtros (the payments page's 'Atualizar'). */
  acoes?: ReactNode
  /** The numbered results; or a page's own, given the filtered-empty sentence (more cards as it scrolls). */
  results: ListPageResults<T> | ((filteredDescription: string) => ReactNode)
}

/** The panel's fields and the filters they name: the page's own, or the selects and the period. */
function panelOf<F extends FilterValues>(
  filtros: ListPageProps<unknown, F>['filtros'],
  list: ListState<F>,
): OwnFilters {
  if ('fields' in filtros) return filtros
  return {
    fields: <PeriodoListFilters selects={filtros} values={list.filters} onChange={list.setFilter} />,
    active: describePeriodoListFilters(filtros, list.filters),
  }
}

/**
 * A list page (docs/product/README.md): the title (with its 'Nov…' button on the back-office lists), what
 * sits above the search, the search with Filtros, then the results with their states and 12 cards a
 * page.
 */
export function ListPage<T, F extends FilterValues>(props: ListPageProps<T, F>) {
  const { list, results } = props
  const panel = panelOf(props.filtros, list)
  const filteredDescription = describeActiveFilters(list.debouncedBusca, panel.active)
  const changePage = (page: number) => {
    list.setPage(page)
    window.scrollTo({ top: 0 })
  }
  const header = (
    <PageHeader title={props.title}>
      <p className="text-sm text-stone-600">{props.description}</p>
    </PageHeader>
  )
  return (
    <>
      {props.action ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          {header}
          {props.action}
        </div>
      ) : (
        header
      )}
      {props.top}
      <ListToolbar
        {...list}
        placeholder={props.search}
        searchId={props.searchId}
        className={props.toolbarClassName}
        clearClassName={panel.clearClassName}
        acoes={props.acoes}
      >
        {panel.fields}
      </ListToolbar>
      {typeof results === 'function' ? (
        results(filteredDescription)
      ) : (
        <ListResults
          query={results.query}
          filtered={list.filtering}
          loadingLabel={countTexts(results.noun).loading}
          errorTitle={results.errorTitle ?? `Erro ao carregar ${results.noun.plural}`}
          empty={{ ...results.empty, action: results.empty.action ?? null }}
          filteredDescription={filteredDescription}
          onClearFilters={list.clear}
          resultsId={results.id}
          countText={countTexts(results.noun).count}
          label={results.label}
          getKey={results.getKey}
          renderItem={results.renderItem}
          onPageChange={changePage}
        />
      )}
    </>
  )
}
