import type { UseQueryResult } from '@tanstack/react-query'
import { Fragment, type ReactNode } from 'react'
import { Link, Navigate } from 'react-router'
import { buttonClasses } from '../ui/button.tsx'
import { EmptyState } from '../ui/empty-state.tsx'
import { PageLoading } from '../ui/spinner.tsx'
import { FormFrame } from './form-frame.tsx'

interface EditLoaderProps<T> {
  /** From navigation state or the URL; none sends the seller back to the list. */
  id: number | undefined
  query: UseQueryResult<T, Error>
  /** The list. */
  list: string
  /** 'Carregando matéria-prima...' */
  loading: string
  /**
   * A failed load: the edit page says so, with the way back to the list (and the server's reason
   * when `reason`). Without it the page goes straight back to the list (docs/product/produtos.md).
   */
  failure?: { page: string; wide?: boolean; title: string; back: string; reason?: boolean }
  /** The form, given the record; it starts afresh for another id. */
  children: (record: T) => ReactNode
}

/** An edit page's first step (docs/product/README.md): the id, the record loading, then the form. */
export function EditLoader<T>({ id, query, list, loading, failure, children }: EditLoaderProps<T>) {
  if (id === undefined) return <Navigate to={list} replace />
  if (query.isError) {
    if (!failure) return <Navigate to={list} replace />
    return (
      <FormFrame title={failure.page} wide={failure.wide}>
        <EmptyState
          title={failure.title}
          description={failure.reason ? query.error.message : undefined}
          action={
            <Link to={list} className={buttonClasses('primary', 'md')}>
              {failure.back}
            </Link>
          }
        />
      </FormFrame>
    )
  }
  if (query.isPending) return <PageLoading label={loading} />
  return <Fragment key={id}>{children(query.data)}</Fragment>
}
