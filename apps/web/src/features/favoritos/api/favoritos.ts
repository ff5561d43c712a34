import type { FavoritosIds, FavoritosPagina } from '@recria/domain/favorito'
import { FAVORITO_MSG } from '@recria/domain/favorito-base'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useToast } from '../../../components/ui/toast.tsx'
import { api, mensagemDoServidor } from '../../../lib/api.ts'
import { favoritosKeys } from '../../../lib/query-keys.ts'

/** GET /favoritos/ids: every listing the buyer favourited (at most 500), for the hearts on the cards. */
export function getFavoritosIds() {
  return api<FavoritosIds>('/favoritos/ids')
}

/** The buyer's favourite ids, kept for the session; nothing is asked for visitors and sellers. */
export function useFavoritosIds(idUsuario: number | undefined) {
  return useQuery({
    queryKey: favoritosKeys.ids(idUsuario ?? 0),
    queryFn: getFavoritosIds,
    enabled: idUsuario !== undefined,
    staleTime: 5 * 60_000,
  })
}

/** GET /favoritos?page&limit: one page of the buyer's favourites, newest first. */
export function getFavoritos(page: number, limit: number) {
  return api<FavoritosPagina>(`/favoritos?page=${page}&limit=${limit}`)
}

export function useFavoritos(idUsuario: number, page: number, limit: number) {
  return useQuery({
    queryKey: favoritosKeys.pagina(idUsuario, page, limit),
    queryFn: () => getFavoritos(page, limit),
    placeholderData: keepPreviousData,
  })
}

export interface Alternar {
  idAnuncio: number
  favoritar: boolean
}

/** PUT or DELETE /favoritos/{id}: both answer the same whatever the state was. */
export function alternarFavorito({ idAnuncio, favoritar }: Alternar) {
  return api<unknown>(`/favoritos/${idAnuncio}`, { method: favoritar ? 'PUT' : 'DELETE' })
}

/**
 * The heart's toggle: the ids change at once (optimistic), go back if the server refuses, with a
 * toast saying why; the favourites list is refreshed afterwards.
 */
export function useAlternarFavorito(idUsuario: number | undefined) {
  const queryClient = useQueryClient()
  const { toast } = useToast()
  const chave = favoritosKeys.ids(idUsuario ?? 0)
  return useMutation({
    mutationFn: alternarFavorito,
    onMutate: async ({ idAnuncio, favoritar }: Alternar) => {
      await queryClient.cancelQueries({ queryKey: chave })
      const antes = queryClient.getQueryData<FavoritosIds>(chave)
      const ids = (antes?.ids ?? []).filter((id) => id !== idAnuncio)
      queryClient.setQueryData<FavoritosIds>(chave, { ids: favoritar ? [idAnuncio, ...ids] : ids })
      return { antes }
    },
    onError: (error, _vars, contexto) => {
      queryClient.setQueryData(chave, contexto?.antes)
      toast(mensagemDoServidor(error) ?? FAVORITO_MSG.erroAlternar, 'error')
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: favoritosKeys.all })
    },
  })
}
