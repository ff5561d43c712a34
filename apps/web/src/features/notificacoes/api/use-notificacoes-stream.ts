import type { ContagemEvento, Notificacao } from '@recria/domain/notificacao'
import type { z } from '@recria/domain/zod'
import { type InfiniteData, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { notificacoesKeys } from '../../../lib/query-keys.ts'
import type { PaginaNotificacoes } from './get-notificacoes.ts'

/** Errors in a row (each one a failed reconnect) before the panel falls back to polling. */
const ERROS_ATE_DESISTIR = 3

/** Puts a streamed notification on top of the unfiltered first pages it belongs to. */
function prepend(dados: InfiniteData<PaginaNotificacoes> | undefined, nova: Notificacao) {
  const [primeira, ...resto] = dados?.pages ?? []
  if (!dados || !primeira || primeira.itens.some((n) => n.id_notificacao === nova.id_notificacao))
    return dados
  return {
    ...dados,
    pages: [{ ...primeira, itens: [nova, ...primeira.itens], total: primeira.total + 1 }, ...resto],
  }
}

/**
 * GET /notificacoes/stream (docs/api/notificacoes.md): new notifications and the unread count as they
 * happen. EventSource reconnects by itself and sends Last-Event-ID, so nothing is missed. Answers
 * whether the stream is live; when it is not (no EventSource, or it keeps failing) the counts and
 * lists poll instead. `onNotificacao` hears each new one too (the shell refreshes what it is about).
 */
export function useNotificacoesStream(
  idUsuario: number | undefined,
  onNotificacao?: (nova: Notificacao) => void,
): boolean {
  const queryClient = useQueryClient()
  const [live, setLive] = useState(true)
  // The latest callback, without reconnecting the stream each time it changes.
  const ouvinte = useRef(onNotificacao)
  ouvinte.current = onNotificacao

  useEffect(() => {
    if (idUsuario === undefined) return
    if (typeof EventSource === 'undefined') {
      setLive(false)
      return
    }
    const source = new EventSource('/api/notificacoes/stream', { withCredentials: true })
    let erros = 0
    source.onopen = () => {
      erros = 0
      setLive(true)
    }
    // A refused stream (401, 429 for too many open) is not retried by EventSource: it closes, and the
    // panel polls instead, never reopening it in a loop.
    source.onerror = () => {
      erros += 1
      if (erros >= ERROS_ATE_DESISTIR || source.readyState === EventSource.CLOSED) setLive(false)
    }
    source.addEventListener('notificacao', (event) => {
      const nova = JSON.parse((event as MessageEvent<string>).data) as Notificacao
      for (const aba of ['todas', 'nao-lidas'] as const) {
        queryClient.setQueryData<InfiniteData<PaginaNotificacoes>>(
          notificacoesKeys.lista(idUsuario, aba, ''),
          (dados) => prepend(dados, nova),
        )
      }
      // Searches and later pages are read again (the new one may match, and shifts every page).
      queryClient.invalidateQueries({ queryKey: notificacoesKeys.listas(idUsuario) })
      ouvinte.current?.(nova)
    })
    source.addEventListener('contagem', (event) => {
      const { total } = JSON.parse((event as MessageEvent<string>).data) as z.infer<typeof ContagemEvento>
      const anterior = queryClient.getQueryData<number>(notificacoesKeys.contagem(idUsuario, 'nao-lidas'))
      queryClient.setQueryData(notificacoesKeys.contagem(idUsuario, 'nao-lidas'), total)
      // A different count means something was marked read or arrived: the read count moves too.
      if (anterior !== total)
        queryClient.invalidateQueries({ queryKey: notificacoesKeys.contagem(idUsuario, 'lidas') })
    })
    return () => source.close()
  }, [idUsuario, queryClient])

  return live
}
