import { displayBRL } from '@recria/domain/format'
import { CircleAlert } from 'lucide-react'
import { BackOfficeCard, type EditTarget } from '../../../components/lista/back-office-card.tsx'
import type { CardProps } from '../../../components/lista/back-office-list.tsx'
import { FormaBadges } from '../../../components/ui/forma-badges.tsx'
import { ofertaSustentavelTexto } from '../../../lib/oferta-sustentavel.ts'
import type { Anuncio } from '../api/anuncio.ts'
import { DesativadoPorDenuncias } from './desativado-por-denuncias.tsx'
import { ofertaIndisponivelTexto } from './oferta-texto.ts'

/** The edit page of a listing (docs/product/anuncios.md: the id travels as idAnuncio). */
export const editarAnuncio = (anuncio: Anuncio): EditTarget => ({
  to: '/anuncio/editar',
  state: { idAnuncio: anuncio.id_anuncio },
})

/**
 * One listing of the list, titled by its product, under its picture: the price and the sustainable
 * offer, the reports' deactivation, the payment forms and the description.
 */
export function AnuncioCard({ item: anuncio, onOpen, onDelete }: CardProps<Anuncio>) {
  const { produto } = anuncio
  // A listing no count of credits fits any more says why instead of an offer it cannot make.
  const indisponivel = ofertaIndisponivelTexto(anuncio)
  const oferta = indisponivel ? null : ofertaSustentavelTexto(anuncio)
  return (
    <BackOfficeCard
      title={produto.nome}
      name={`anúncio de ${produto.nome}`}
      status={anuncio.status_anuncio}
      edit={editarAnuncio(anuncio)}
      image={{ src: produto.imagem, nome: produto.nome }}
      onOpen={() => onOpen(anuncio)}
      onDelete={() => onDelete(anuncio)}
    >
      <div>
        <p className="text-lg font-bold text-marca-800">{displayBRL(produto.preco)}</p>
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
    </BackOfficeCard>
  )
}
