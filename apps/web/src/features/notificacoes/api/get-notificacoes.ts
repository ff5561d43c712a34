import type { Notificacao } from '@recria/domain/notificacao'
import type { Pagina } from '@recria/domain/pagina'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { notificacoesKeys } from '../../../lib/query-keys.ts'

/** The panel's tabs, and the path each list is read from (docs/product/notificacoes.md). */
export type AbaNotificacoes = 'todas' | 'nao-lidas' | 'lidas'

/** How often the counts and open lists are read again when the stream is not available. */
export const INTERVALO_SEM_STREAM_MS = 60_000

export type PaginaNotificacoes = Pagina<Notificacao>

const LIMITE = 12
const sufixo: Record<AbaNotificacoes, string> = { todas: '', 'nao-lidas': '/nao-lidas', lidas: '/lidas' }

/** GET /notificacoes/usuario/{id}[/nao-lidas|/lidas]: one page, newest first. */
export function getNotificacoes(idUsuario: number, aba: AbaNotificacoes, busca: string, page: number) {
  const params = new URLSearchParams({ page: String(page), limit: String(LIMITE) })
  if (busca) params.set('busca', busca)
  return api<PaginaNotificacoes>(`/notificacoes/usuario/${idUsuario}${sufixo[aba]}?${params}`)
}

export function getNotificacoesQueryOptions(idUsuario: number, aba: AbaNotificacoes, busca: string) {
  return infiniteQueryOptions({
    queryKey: notificacoesKeys.lista(idUsuario, aba, busca),
    queryFn: ({ pageParam }) => getNotificacoes(idUsuario, aba, busca, pageParam),
    initialPageParam: 1,
    getNextPageParam: (ultima) => (ultima.pagina < ultima.total_paginas ? ultima.pagina + 1 : undefined),
  })
}

/** One tab's list, a page more each time 'Carregar mais' is pressed; polled while the stream is down. */
export function useNotificacoes(idUsuario: number, aba: AbaNotificacoes, busca: string, poll: boolean) {
  return useInfiniteQuery({
    ...getNotificacoesQueryOptions(idUsuario, aba, busca),
    refetchInterval: poll ? INTERVALO_SEM_STREAM_MS : false,
  })
}
