import type { UseQueryResult } from '@tanstack/react-query'
import { type ComponentType, Fragment, type ReactNode } from 'react'
import { Navigate } from 'react-router'
import { ButtonLink } from '../ui/button-link.tsx'
import { EmptyState } from '../ui/empty-state.tsx'
import { PageLoading } from '../ui/spinner.tsx'
import { FormFrame } from './form-frame.tsx'

/** What an edit page says while it loads its record, and where it goes back to. */
export interface EditLoaderTexts {
  /** The page's title ('Editar Matéria-Prima'), also over a failed load. */
  page: string
  /** The list. */
  list: string
  /** 'Carregando matéria-prima...' */
  loading: string
  /**
   * A failed load: the edit page says so, with the way back to the list (and the server's reason
   * when `reason`). Without it the page goes straight back to the list (products, docs/product/README.md).
   */
  failure?: { wide?: boolean; title: string; back: string; reason?: boolean }
}

interface EditLoaderProps<T> extends EditLoaderTexts {
  /** From navigation state or the URL; none sends the seller back to the list. */
  id: number | undefined
  query: UseQueryResult<T, Error>
  /** The form, given the record; it starts afresh for another id. */
  children: (record: T) => ReactNode
}

/** An edit page's first step (docs/product/README.md): the id, the record loading, then the form. */
export function EditLoader<T>({ id, query, page, list, loading, failure, children }: EditLoaderProps<T>) {
  if (id === undefined) return <Navigate to={list} replace />
  if (query.isError) {
    if (!failure) return <Navigate to={list} replace />
    return (
      <FormFrame title={page} wide={failure.wide}>
        <EmptyState
          title={failure.title}
          description={failure.reason ? query.error.message : undefined}
          action={<ButtonLink to={list}>{failure.back}</ButtonLink>}
        />
      </FormFrame>
    )
  }
  if (query.isPending) return <PageLoading label={loading} />
  return <Fragment key={id}>{children(query.data)}</Fragment>
}

/** An edit page: the record's id (`useId`), its loading (`useRecord`), then `Form` with the record. */
export function editPage<T>(
  useId: () => number | undefined,
  useRecord: (id: number | undefined) => UseQueryResult<T, Error>,
  texts: EditLoaderTexts,
  Form: ComponentType<{ record: T }>,
) {
  return function EditPage() {
    const id = useId()
    const query = useRecord(id)
    return (
      <EditLoader id={id} query={query} {...texts}>
        {(record) => <Form record={record} />}
      </EditLoader>
    )
  }
}
