import type { FavoritoItem } from '@recria/domain/favorito'
import { MOTIVO_INDISPONIVEL_LABEL } from '@recria/domain/favorito-base'
import { displayBRL } from '@recria/domain/format'
import { Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { Card, cardTitleButton } from '../../../components/ui/card.tsx'
import { ProdutoImagem } from '../../../components/ui/product-image.tsx'

interface FavoritoCardProps {
  favorito: FavoritoItem
  onRemover: () => void
  removendo: boolean
}

/** A favourite: the listing's card, greyed with 'Indisponível' and why when it cannot be bought now. */
export function FavoritoCard({ favorito, onRemover, removendo }: FavoritoCardProps) {
  const { anuncio, disponivel, motivo_indisponivel: motivo } = favorito
  const { produto } = anuncio
  return (
    <Card as="article" className="relative h-full overflow-hidden p-0!">
      <ProdutoImagem
        src={produto.imagem}
        nome={produto.nome}
        className={`aspect-[4/3] w-full ${disponivel ? '' : 'opacity-60 grayscale'}`}
      />
      <div className="flex flex-1 flex-col gap-2 p-4 pt-1">
        <h2 className="text-base font-semibold text-stone-900">
          {disponivel ? (
            <Link
              to={`/anuncio-produto/${anuncio.id_anuncio}`}
              state={{ idAnuncio: anuncio.id_anuncio }}
              className={`${cardTitleButton} block`}
            >
              {produto.nome}
            </Link>
          ) : (
            produto.nome
          )}
        </h2>
        <p className="text-sm text-stone-600">
          por <span className="font-medium text-stone-800">{anuncio.usuario_vendedor.nome}</span>
        </p>
        <p className={`text-xl font-bold ${disponivel ? 'text-marca-800' : 'text-stone-600'}`}>
          {displayBRL(produto.preco)}
        </p>
        {motivo && (
          <div className="rounded-lg bg-stone-100 p-2 text-sm text-stone-800">
            <p className="font-semibold">Indisponível</p>
            <p>{MOTIVO_INDISPONIVEL_LABEL[motivo]}</p>
          </div>
        )}
        <div className="relative z-10 mt-auto pt-2">
          <Button
            variant="secondary"
            className="w-full"
            onClick={onRemover}
            disabled={removendo}
            aria-label={`Remover ${produto.nome} dos favoritos`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remover
          </Button>
        </div>
      </div>
    </Card>
  )
}
