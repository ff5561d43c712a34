import { Heart } from 'lucide-react'

export interface FavoritoBotaoProps {
  /** The product's name: the button says which piece it favourites. */
  nome: string
  favoritado: boolean
  onAlternar: () => void
  className?: string
}

/** The heart on a listing: pressed when the piece is among the buyer's favourites. */
export function FavoritoBotao({ nome, favoritado, onAlternar, className = '' }: FavoritoBotaoProps) {
  return (
    <button
      type="button"
      aria-pressed={favoritado}
      aria-label={favoritado ? `Remover ${nome} dos favoritos` : `Favoritar ${nome}`}
      onClick={onAlternar}
      className={`inline-flex size-11 items-center justify-center rounded-full bg-white/95 text-rose-700 shadow-sm ring-1 ring-stone-200 hover:bg-rose-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-marca-700 ${className}`}
    >
      <Heart aria-hidden="true" className="size-5" fill={favoritado ? 'currentColor' : 'none'} />
    </button>
  )
}
