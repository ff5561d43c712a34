import type { UseMutationResult } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { failureResult, type ResultState, successResult } from '../components/ui/result-dialog.tsx'

interface CardActionsOptions<T> {
  list: { page: number; setPage: (page: number) => void }
  totalPages: number
  remove: UseMutationResult<unknown, Error, number>
  idOf: (item: T) => number
  /** 'Conversão excluída com sucesso!' and 'Erro ao excluir conversão.', say. */
  messages: { deleted: string; failed: string }
}

/**
 * What every seller list does with its cards: the details modal, the delete confirmation and its
 * result message, and, after deleting the last card of the last page, the page before it.
 */
export function useCardActions<T>({ list, totalPages, remove, idOf, messages }: CardActionsOptions<T>) {
  const [details, setDetails] = useState<T | null>(null)
  const [toDelete, setToDelete] = useState<T | null>(null)
  const [result, setResult] = useState<ResultState | null>(null)
  const { page, setPage } = list

  useEffect(() => {
    if (totalPages > 0 && page > totalPages) setPage(totalPages)
  }, [totalPages, page, setPage])

  const confirmDelete = () => {
    if (!toDelete) return
    remove.mutate(idOf(toDelete), {
      onSuccess: () => setResult(successResult(messages.deleted)),
      onError: (error) => setResult(failureResult(error, messages.failed).result),
      onSettled: () => {
        setToDelete(null)
        setDetails(null)
      },
    })
  }
  const closeResult = useCallback(() => setResult(null), [])

  return { details, setDetails, toDelete, setToDelete, result, closeResult, confirmDelete }
}
