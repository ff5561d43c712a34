import { formatBRL } from '@recria/domain/format'
import { CircleAlert, Pencil, Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { Card, cardTitleButton } from '../../../components/ui/card.tsx'
import { FormaBadges } from '../../../components/ui/forma-badges.tsx'
import { ProdutoImagem } from '../../../components/ui/product-image.tsx'
import { StatusBadge } from '../../../components/ui/status-badge.tsx'
import { ofertaSustentavelTexto } from '../../../lib/oferta-sustentavel.ts'
import type { Anuncio } from '../api/anuncio.ts'
import { DesativadoPorDenuncias } from './desativado-por-denuncias.tsx'
import { ofertaIndisponivelTexto } from './oferta-texto.ts'

interface AnuncioCardProps {
  anuncio: Anuncio
  onOpen: (anuncio: Anuncio) => void
  onDelete: (anuncio: Anuncio) => void
}

/**
 * One listing of the list. The product's name is the button that opens the details (its hit area
 * covers the card, so a click anywhere opens them); Editar and Excluir sit above it.
 */
export function AnuncioCard({ anuncio, onOpen, onDelete }: AnuncioCardProps) {
  const { produto } = anuncio
  // A listing no count of credits fits any more says why instead of an offer it cannot make.
  const indisponivel = ofertaIndisponivelTexto(anuncio)
  const oferta = indisponivel ? null : ofertaSustentavelTexto(anuncio)
  return (
    <Card as="article" className="relative h-full overflow-hidden p-0! transition-shadow hover:shadow-md">
      <ProdutoImagem src={produto.imagem} nome={produto.nome} className="aspect-[4/3] w-full" />
      <div className="flex flex-1 flex-col gap-3 p-4 pt-1">
        <div className="flex items-start justify-between gap-3">
          <h2 className="min-w-0 text-base font-semibold text-stone-900">
            <button
              type="button"
              onClick={() => onOpen(anuncio)}
              aria-haspopup="dialog"
              className={cardTitleButton}
            >
              {produto.nome}
            </button>
          </h2>
          <StatusBadge status={anuncio.status_anuncio} />
        </div>
        <div>
          <p className="text-lg font-bold text-marca-800">{formatBRL(produto.preco)}</p>
          {oferta && <p className="text-sm font-medium text-marca-700">{oferta}</p>}
        </div>
        {anuncio.desativado_por_denuncias && <DesativadoPorDenuncias />}
        {indisponivel && (
          <p className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-2 text-sm text-red-800">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {indisponivel}
          </p>
        )}
        <FormaBadges forma={anuncio.forma_de_pagamento} />
        <p className="line-clamp-2 text-sm text-stone-700">{anuncio.descricao_anuncio}</p>
        <div className="relative z-10 mt-auto flex gap-2 pt-1">
          <Link
            to="/anuncio/editar"
            state={{ idAnuncio: anuncio.id_anuncio }}
            aria-label={`Editar anúncio de ${produto.nome}`}
            className={`${buttonClasses('secondary', 'sm')} flex-1`}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Editar
          </Link>
          <Button
            variant="secondary"
            size="sm"
            className="flex-1 text-red-700 hover:bg-red-50"
            onClick={() => onDelete(anuncio)}
            aria-label={`Excluir anúncio de ${produto.nome}`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Excluir
          </Button>
        </div>
      </div>
    </Card>
  )
}
