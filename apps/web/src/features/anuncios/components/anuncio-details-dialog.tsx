import { formatBRL, formatDate } from '@recria/domain/format'
import { Eye } from 'lucide-react'
import { Link } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { DetailList } from '../../../components/ui/detail-list.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FormaBadges } from '../../../components/ui/forma-badges.tsx'
import { StatusBadge } from '../../../components/ui/status-badge.tsx'
import { ofertaSustentavelTexto, quantidadeTexto } from '../../../lib/oferta-sustentavel.ts'
import type { Anuncio } from '../api/anuncio.ts'

interface AnuncioDetailsDialogProps {
  anuncio: Anuncio | null
  onClose: () => void
  onDelete: (anuncio: Anuncio) => void
}

/** The details modal a card opens, with the way to the buyer's view of the listing. */
export function AnuncioDetailsDialog({ anuncio, onClose, onDelete }: AnuncioDetailsDialogProps) {
  const oferta = anuncio && ofertaSustentavelTexto(anuncio)
  const materia = anuncio?.materia_prima ?? anuncio?.conversao?.materia_prima
  return (
    <Dialog
      open={anuncio !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Detalhes do Anúncio"
      footer={
        anuncio && (
          <>
            <Button variant="danger" onClick={() => onDelete(anuncio)}>
              Excluir
            </Button>
            <Link
              to="/anuncio/editar"
              state={{ idAnuncio: anuncio.id_anuncio }}
              className={buttonClasses('secondary', 'md')}
            >
              Editar
            </Link>
            <Link
              to="/anuncio/preview"
              state={{ idAnuncio: anuncio.id_anuncio }}
              className={buttonClasses('primary', 'md')}
            >
              <Eye aria-hidden="true" className="size-4" />
              Ver como Comprador
            </Link>
          </>
        )
      }
    >
      {anuncio && (
        <DetailList
          items={[
            { label: 'Produto', value: anuncio.produto.nome },
            { label: 'Descrição', value: anuncio.descricao_anuncio },
            { label: 'Preço', value: formatBRL(anuncio.produto.preco) },
            { label: 'Pagamento', value: <FormaBadges forma={anuncio.forma_de_pagamento} /> },
            ...(oferta ? [{ label: 'Oferta sustentável', value: oferta }] : []),
            ...(oferta && materia && anuncio.quantidade_materia_prima !== null
              ? [
                  {
                    label: 'Matéria-prima',
                    value: quantidadeTexto(
                      anuncio.quantidade_materia_prima,
                      materia.unidade_medida,
                      materia.nome_materia_prima,
                    ),
                  },
                ]
              : []),
            { label: 'Status', value: <StatusBadge status={anuncio.status_anuncio} /> },
            ...(anuncio.desativado_por_denuncias
              ? [{ label: 'Desativação', value: 'Automática, por denúncias de compradores' }]
              : []),
            { label: 'Criado em', value: formatDate(anuncio.data_criacao) },
            { label: 'Alterado em', value: formatDate(anuncio.data_alteracao) },
          ]}
        />
      )}
    </Dialog>
  )
}
