/** Root of every notification query: marking read or a streamed event invalidates the lot. */
export const notificacoesKey = ['notificacoes'] as const

/** The panel's tabs, and the path each list is read from (spec part 1 §2, §7). */
export type AbaNotificacoes = 'todas' | 'nao-lidas' | 'lidas'

export const notificacoesUsuarioKey = (idUsuario: number) => [...notificacoesKey, idUsuario] as const

/** Every list of one user, whatever the tab or search (for prepending a streamed notification). */
export const notificacoesListasKey = (idUsuario: number) =>
  [...notificacoesUsuarioKey(idUsuario), 'lista'] as const

/** How often the counts and open lists are read again when the stream is not available. */
export const INTERVALO_SEM_STREAM_MS = 60_000
