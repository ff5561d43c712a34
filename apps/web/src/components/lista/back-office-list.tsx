import { REDIRECT_MS } from '@recria/domain/constants'
import type { UseMutationResult } from '@tanstack/react-query'
import type { ComponentType, ReactNode } from 'react'
import { type ActiveFilter, describeActiveFilters } from '../../lib/list-params.ts'
import { useCardActions } from '../../lib/use-card-actions.ts'
import { ConfirmDialog } from '../ui/dialog.tsx'
import { ListResults, type ListResultsQuery } from '../ui/list-results.tsx'
import { ListToolbar } from '../ui/list-toolbar.tsx'
import { ResultDialog } from '../ui/result-dialog.tsx'
import { CreateLink, ListHeader } from './list-header.tsx'
import { type ListNoun, listTexts } from './list-texts.ts'

/** The part of useListState a list page reads. */
export interface ListState {
  busca: string
  setBusca: (value: string) => void
  debouncedBusca: string
  activeCount: number
  filtering: boolean
  clear: () => void
  page: number
  setPage: (page: number) => void
}

/** A card of the list: its item, which it opens (the details) or deletes. */
export interface CardProps<T> {
  item: T
  onOpen: (item: T) => void
  onDelete: (item: T) => void
}

/** The details modal: open while there is an item. */
export interface DetailsProps<T> {
  item: T | null
  onClose: () => void
  onDelete: (item: T) => void
}

export interface BackOfficeListProps<T> {
  noun: ListNoun
  /** The sentence under the title. */
  description: string
  /** The sentence of the empty list, above its 'Criar Primeir…' button. */
  emptyDescription: string
  /** Where 'Nov…' goes; or the button itself, given its text and classes (the listings' one waits). */
  create: string | ((label: string, className?: string) => ReactNode)
  list: ListState
  query: ListResultsQuery<T>
  remove: UseMutationResult<unknown, Error, number>
  idOf: (item: T) => number
  /** Names the item in the delete question: 'a conversão de “Garrafa PET”'. */
  deleting: (item: T) => { name: string; of?: string }
  /** The results' id, which labels them ('mp-resultados'). */
  resultsId: string
  /** The search box's id: where focus goes once the card just deleted is gone. */
  searchId?: string
  filters: ReactNode
  /** The filters the filtered-empty sentence names (the debounced ones, as the API got them). */
  activeFilters: readonly ActiveFilter[]
  /** Where 'Limpar Filtros' sits in the panel's grid. */
  clearClassName?: string
  card: ComponentType<CardProps<T>>
  details: ComponentType<DetailsProps<T>>
  /** Between the header and the search (the listings' Mercado Pago warning). */
  notice?: ReactNode
  /** More dialogs of the page. */
  children?: ReactNode
}

/**
 * A seller's list page (spec part 2 §2): the title and 'Nov…' button, the search and Filtros, the
 * results with their states and pagination, the cards' details modal and the delete confirmation
 * with its result.
 */
export function BackOfficeList<T>(props: BackOfficeListProps<T>) {
  const { list, query, remove, idOf, card: Card, details: Details } = props
  const texts = listTexts(props.noun)
  const actions = useCardActions<T>({
    list,
    totalPages: query.data?.total_paginas ?? 0,
    remove,
    idOf,
    messages: { deleted: texts.deleted, failed: texts.deleteFailed },
  })
  const { toDelete, setToDelete } = actions
  const to = props.create
  const create =
    typeof to === 'string'
      ? (label: string, className?: string) => <CreateLink to={to} label={label} className={className} />
      : to
  const deleting = toDelete ? props.deleting(toDelete) : { name: '' }
  const searchId = props.searchId
  return (
    <>
      <ListHeader title={texts.title} description={props.description}>
        {create(texts.create, 'mb-6 shrink-0')}
      </ListHeader>
      {props.notice}
      <ListToolbar
        {...list}
        placeholder={texts.search}
        searchId={searchId}
        className="mb-6"
        clearClassName={props.clearClassName}
      >
        {props.filters}
      </ListToolbar>
      <ListResults
        query={query}
        filtered={list.filtering}
        loadingLabel={texts.loading}
        errorTitle={texts.loadError}
        empty={{ title: texts.empty, description: props.emptyDescription, action: create(texts.createFirst) }}
        filteredDescription={describeActiveFilters(list.debouncedBusca, props.activeFilters)}
        onClearFilters={list.clear}
        resultsId={props.resultsId}
        countText={texts.count}
        label={texts.label}
        getKey={idOf}
        renderItem={(item) => <Card item={item} onOpen={actions.setDetails} onDelete={setToDelete} />}
        onPageChange={actions.changePage}
      />
      <Details item={actions.details} onClose={() => actions.setDetails(null)} onDelete={setToDelete} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={texts.deleteTitle}
        description={`Tem certeza de que deseja excluir ${deleting.of ?? ''}“${deleting.name}”? Esta ação não pode ser desfeita.`}
        confirmLabel="Excluir"
        variant="danger"
        loading={remove.isPending}
        onConfirm={actions.confirmDelete}
      />
      {props.children}
      <ResultDialog
        state={actions.result}
        onClose={actions.closeResult}
        autoCloseMs={REDIRECT_MS}
        fallbackFocus={searchId ? () => document.getElementById(searchId) : undefined}
      />
    </>
  )
}
