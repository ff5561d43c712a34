import { REDIRECT_MS } from '@recria/domain/constants'
import type { UseMutationResult } from '@tanstack/react-query'
import type { ComponentType, ReactNode } from 'react'
import { useCardActions } from '../../lib/use-card-actions.ts'
import { ConfirmDialog } from '../ui/dialog.tsx'
import { ResultDialog } from '../ui/result-dialog.tsx'
import { CreateLink } from './create-link.tsx'
import type { FilterValues } from './list-filters.tsx'
import { ListPage, type ListPageProps, type ListState } from './list-page.tsx'
import type { ListResultsQuery } from './list-results.tsx'
import { type ListNoun, listTexts } from './list-texts.ts'

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

export interface BackOfficeListProps<T, F extends FilterValues> {
  noun: ListNoun
  /** The sentence under the title. */
  description: string
  /** The sentence of the empty list, above its 'Criar Primeir…' button. */
  emptyDescription: string
  /** Where 'Nov…' goes; or the button itself, given its text and classes (the listings' one waits). */
  create: string | ((label: string, className?: string) => ReactNode)
  list: ListState<F>
  query: ListResultsQuery<T>
  remove: UseMutationResult<unknown, Error, number>
  idOf: (item: T) => number
  /** Names the item in the delete question: 'a conversão de “Garrafa PET”'. */
  deleting: (item: T) => { name: string; of?: string }
  /** The results' id, which labels them ('mp-resultados'). */
  resultsId: string
  /** The search box's id: where focus goes once the card just deleted is gone. */
  searchId?: string
  filtros: ListPageProps<T, F>['filtros']
  card: ComponentType<CardProps<T>>
  details: ComponentType<DetailsProps<T>>
  /** Between the header and the search (the listings' Mercado Pago warning). */
  notice?: ReactNode
  /** More dialogs of the page. */
  children?: ReactNode
}

/**
 * A seller's list page (docs/product/README.md): the list page with its 'Nov…' button, the cards' details
 * modal and the delete confirmation with its result.
 */
export function BackOfficeList<T, F extends FilterValues>(props: BackOfficeListProps<T, F>) {
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
      <ListPage
        title={texts.title}
        description={props.description}
        action={create(texts.create, 'mb-6 shrink-0')}
        list={list}
        top={props.notice}
        search={texts.search}
        searchId={searchId}
        toolbarClassName="mb-6"
        filtros={props.filtros}
        results={{
          query,
          noun: props.noun,
          errorTitle: texts.loadError,
          empty: {
            title: texts.empty,
            description: props.emptyDescription,
            action: create(texts.createFirst),
          },
          id: props.resultsId,
          label: texts.label,
          getKey: idOf,
          renderItem: (item) => <Card item={item} onOpen={actions.setDetails} onDelete={setToDelete} />,
        }}
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
