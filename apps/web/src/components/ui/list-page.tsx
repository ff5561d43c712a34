import type { Key, ReactNode } from 'react'
import { describeActiveFilters, type useListState } from '../../lib/list-params.ts'
import type { SelectFilter } from '../lista/select-filters.tsx'
import { describePeriodoListFilters, type FilterValues, PeriodoListFilters } from './list-filters.tsx'
import { ListResults, type ListResultsQuery } from './list-results.tsx'
import { ListToolbar } from './list-toolbar.tsx'
import { PageHeader } from './page-header.tsx'

/** The numbered results of a list page. */
export interface ListPageResults<T> {
  query: ListResultsQuery<T>
  /** 'pedido', 'pedidos': the count, the loading and the error texts. */
  noun: { singular: string; plural: string }
  /** The list has nothing yet and nothing is filtered. */
  empty: { title: string; description: string }
  /** Id of the count text, which labels the results. */
  id: string
  /** Accessible name of the card list. */
  label: string
  getKey: (item: T) => Key
  renderItem: (item: T) => ReactNode
}

export interface ListPageProps<T, F extends FilterValues> {
  title: string
  /** The sentence under the title. */
  description: string
  list: ReturnType<typeof useListState<F>>
  /** Between the header and the search: the counters, the summary. */
  top?: ReactNode
  /** The search box's placeholder. */
  search: string
  filtros: readonly SelectFilter<keyof F & string>[]
  /** Buttons after Filtros (the payments page's 'Atualizar'). */
  acoes?: ReactNode
  /** The numbered results; or a page's own, given the filtered-empty sentence (more cards as it scrolls). */
  results: ListPageResults<T> | ((filteredDescription: string) => ReactNode)
}

/**
 * A list page of orders, payments, refunds or reviews (spec part 2 §2): title, what sits above the
 * search, the search with Filtros, then the results with their states and 12 cards a page.
 */
export function ListPage<T, F extends FilterValues>(props: ListPageProps<T, F>) {
  const { list, results } = props
  const filteredDescription = describeActiveFilters(
    list.debouncedBusca,
    describePeriodoListFilters(props.filtros, list.filters),
  )
  const changePage = (page: number) => {
    list.setPage(page)
    window.scrollTo({ top: 0 })
  }
  return (
    <>
      <PageHeader title={props.title}>
        <p className="text-sm text-stone-600">{props.description}</p>
      </PageHeader>
      {props.top}
      <ListToolbar {...list} placeholder={props.search} acoes={props.acoes}>
        <PeriodoListFilters selects={props.filtros} values={list.filters} onChange={list.setFilter} />
      </ListToolbar>
      {typeof results === 'function' ? (
        results(filteredDescription)
      ) : (
        <ListResults
          query={results.query}
          filtered={list.filtering}
          loadingLabel={`Carregando ${results.noun.plural}...`}
          errorTitle={`Erro ao carregar ${results.noun.plural}`}
          empty={{ ...results.empty, action: null }}
          filteredDescription={filteredDescription}
          onClearFilters={list.clear}
          resultsId={results.id}
          countText={(total) =>
            total === 1 ? `1 ${results.noun.singular}` : `${total} ${results.noun.plural}`
          }
          label={results.label}
          getKey={results.getKey}
          renderItem={results.renderItem}
          onPageChange={changePage}
        />
      )}
    </>
  )
}
