import type { ReactNode } from 'react'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { useAlternarFavorito, useFavoritosIds } from '../api/favoritos.ts'
import { FavoritoBotao } from './favorito-botao.tsx'

/** A listing as the heart needs it: a catalogue card, the listing page's, a shop's card. */
export interface AnuncioFavoritavel {
  id_anuncio: number
  produto: { nome: string }
  /** The seller, as a card (`usuario_vendedor`) or the listing page (`id_usuario_vendedor`) names them. */
  usuario_vendedor?: { id_usuario: number }
  id_usuario_vendedor?: number
}

/**
 * The hearts of a page: pressed for the buyer's favourites (one request for all the cards), a
 * visitor's click asks them to sign in (`onVisitante`); an account without the buyer profile sees none,
 * nor does a seller on their own listing.
 */
export function useFavorito({ onVisitante }: { onVisitante: () => void }) {
  const { status, user } = useAuth()
  const comprador = user?.perfis.some((p) => p.perfil === 'comprador') ?? false
  const idUsuario = comprador && user ? user.id_usuario : undefined
  const ids = useFavoritosIds(idUsuario)
  const alternar = useAlternarFavorito(idUsuario)
  const favoritos = new Set(ids.data?.ids ?? [])
  const mostra = status === 'anonymous' || comprador

  return (anuncio: AnuncioFavoritavel, className?: string): ReactNode => {
    const vendedor = anuncio.usuario_vendedor?.id_usuario ?? anuncio.id_usuario_vendedor
    // A seller who also buys does not favourite their own piece (the server refuses it too).
    if (!mostra || (user && vendedor === user.id_usuario)) return null
    const favoritado = favoritos.has(anuncio.id_anuncio)
    return (
      <FavoritoBotao
        nome={anuncio.produto.nome}
        favoritado={favoritado}
        className={className}
        onAlternar={() =>
          idUsuario === undefined
            ? onVisitante()
            : alternar.mutate({ idAnuncio: anuncio.id_anuncio, favoritar: !favoritado })
        }
      />
    )
  }
}
