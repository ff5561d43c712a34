import { displayBRL, formatDate } from '@recria/domain/format'
import { Eye } from 'lucide-react'
import type { DetailsProps } from '../../../components/lista/back-office-list.tsx'
import { DetailsDialog } from '../../../components/lista/details-dialog.tsx'
import { ButtonLink } from '../../../components/ui/button-link.tsx'
import { type DetailItem, DetailList } from '../../../components/ui/detail-list.tsx'
import { FormaBadges } from '../../../components/ui/forma-badges.tsx'
import { StatusBadge } from '../../../components/ui/status-badge.tsx'
import { ofertaSustentavelTexto, quantidadeTexto } from '../../../lib/oferta-sustentavel.ts'
import type { Anuncio } from '../api/anuncio.ts'
import { editarAnuncio } from './anuncio-card.tsx'

/** The sustainable offer and the raw material it asks for, when the listing makes one. */
function ofertaItems(anuncio: Anuncio): DetailItem[] {
  const oferta = ofertaSustentavelTexto(anuncio)
  if (!oferta) return []
  const materia = anuncio.materia_prima ?? anuncio.conversao?.materia_prima
  const quantidade = anuncio.quantidade_materia_prima
  return [
    { label: 'Oferta sustentável', value: oferta },
    ...(materia && quantidade !== null
      ? [
          {
            label: 'Matéria-prima',
            value: quantidadeTexto(quantidade, materia.unidade_medida, materia.nome_materia_prima),
          },
        ]
      : []),
  ]
}

/** The details modal a card opens, with the way to the buyer's view of the listing. */
export function AnuncioDetailsDialog(props: DetailsProps<Anuncio>) {
  return (
    <DetailsDialog
      title="Detalhes do Anúncio"
      edit={editarAnuncio}
      more={(anuncio) => (
        <ButtonLink to="/anuncio/preview" state={{ idAnuncio: anuncio.id_anuncio }}>
          <Eye aria-hidden="true" className="size-4" />
          Ver como Comprador
        </ButtonLink>
      )}
      {...props}
    >
      {(anuncio) => (
        <DetailList
          items={[
            { label: 'Produto', value: anuncio.produto.nome },
            { label: 'Descrição', value: anuncio.descricao_anuncio },
            { label: 'Preço', value: displayBRL(anuncio.produto.preco) },
            { label: 'Pagamento', value: <FormaBadges forma={anuncio.forma_de_pagamento} /> },
            ...ofertaItems(anuncio),
            { label: 'Status', value: <StatusBadge status={anuncio.status_anuncio} /> },
            ...(anuncio.desativado_por_denuncias
              ? [{ label: 'Desativação', value: 'Automática, por denúncias de compradores' }]
              : []),
            { label: 'Criado em', value: formatDate(anuncio.data_criacao) },
            { label: 'Alterado em', value: formatDate(anuncio.data_alteracao) },
          ]}
        />
      )}
    </DetailsDialog>
  )
}
