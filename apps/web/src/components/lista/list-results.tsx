import type { Key, ReactNode } from 'react'
import type { Paginated } from '../../lib/list-params.ts'
import { Button } from '../ui/button.tsx'
import { CardGrid } from '../ui/card.tsx'
import { EmptyState } from '../ui/empty-state.tsx'
import { Pagination } from '../ui/pagination.tsx'
import { PageLoading, Spinner } from '../ui/spinner.tsx'

/** The part of a TanStack list query that ListResults reads. */
export interface ListResultsQuery<T> {
  data: Paginated<T> | undefined
  isPending: boolean
  isError: boolean
  isFetching: boolean
  refetch: () => unknown
}

export interface ListResultsProps<T> {
  query: ListResultsQuery<T>
  /** A search or a filter is active (an empty page is then "no result", not "nothing yet"). */
  filtered: boolean
  /** 'Carregando matérias-primas...' */
  loadingLabel: string
  /** 'Não foi possível carregar as matérias-primas.' */
  errorTitle: string
  /** The list has nothing yet and nothing is filtered: invites to create the first item. */
  empty: { title: string; description: string; action: ReactNode }
  /** The filtered-empty sentence (see describeActiveFilters). */
  filteredDescription: string
  /** 'Limpar Filtros' of the filtered-empty state. */
  onClearFilters: () => void
  /** Id of the count text, which labels the results section. */
  resultsId: string
  /** The count text: '1 matéria-prima' / '3 matérias-primas'. */
  countText: (total: number) => string
  /** Accessible name of the card list. */
  label: string
  getKey: (item: T) => Key
  renderItem: (item: T) => ReactNode
  onPageChange: (page: number) => void
}

/**
 * The results block of a back-office list page: loading, load error (with retry), empty,
 * filtered-empty (with 'Limpar Filtros'), or the count, the card grid and the pagination.
 */
export function ListResults<T>({
  query,
  filtered,
  loadingLabel,
  errorTitle,
  empty,
  filteredDescription,
  onClearFilters,
  resultsId,
  countText,
  label,
  getKey,
  renderItem,
  onPageChange,
}: ListResultsProps<T>) {
  const data = query.data
  if (query.isPending) return <PageLoading label={loadingLabel} />
  if (query.isError) {
    return (
      <EmptyState
        title={errorTitle}
        description="Verifique sua conexão e tente novamente."
        action={
          <Button variant="secondary" onClick={() => query.refetch()}>
            Tentar novamente
          </Button>
        }
      />
    )
  }
  if (!data) return null
  if (data.total === 0 && !filtered) {
    return <EmptyState title={empty.title} description={empty.description} action={empty.action} />
  }
  if (data.total === 0) {
    return (
      <EmptyState
        title="Nenhum resultado encontrado"
        description={filteredDescription}
        action={
          <Button variant="secondary" onClick={onClearFilters}>
            Limpar Filtros
          </Button>
        }
      />
    )
  }
  return (
    <section aria-labelledby={resultsId} aria-busy={query.isFetching || undefined}>
      <p id={resultsId} className="mb-3 flex items-center gap-2 text-sm text-stone-600" aria-live="polite">
        {countText(data.total)}
        {query.isFetching && <Spinner className="size-4 text-marca-700" />}
      </p>
      <CardGrid label={label}>
        {data.itens.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </CardGrid>
      <Pagination page={data.pagina} totalPages={data.total_paginas} onPageChange={onPageChange} />
    </section>
  )
}
