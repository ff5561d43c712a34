import { formatBRL, formatDate } from '@recria/domain/format'
import { Link } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { DetailList } from '../../../components/ui/detail-list.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { ProdutoImagem } from '../../../components/ui/product-image.tsx'
import { StatusBadge } from '../../../components/ui/status-badge.tsx'
import type { Produto } from '../api/produto.ts'
import { MateriasPrimasChips } from './materias-primas-chips.tsx'

interface ProdutoDetailsDialogProps {
  produto: Produto | null
  onClose: () => void
  onDelete: (produto: Produto) => void
}

/** The details modal a card opens. */
export function ProdutoDetailsDialog({ produto, onClose, onDelete }: ProdutoDetailsDialogProps) {
  return (
    <Dialog
      open={produto !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Detalhes do Produto"
      footer={
        produto && (
          <>
            <Button variant="danger" onClick={() => onDelete(produto)}>
              Excluir
            </Button>
            <Link
              to="/produtos/editar"
              state={{ idProduto: produto.id_produto }}
              className={buttonClasses('primary', 'md')}
            >
              Editar
            </Link>
          </>
        )
      }
    >
      {produto && (
        <>
          <ProdutoImagem
            src={produto.imagem_detalhe ?? produto.imagem}
            nome={produto.nome}
            className="aspect-[4/3] w-full rounded-lg"
          />
          <DetailList
            items={[
              { label: 'Nome', value: produto.nome },
              { label: 'Descrição', value: produto.descricao },
              { label: 'Preço', value: formatBRL(produto.preco) },
              { label: 'Matérias-primas', value: <MateriasPrimasChips materias={produto.materias_primas} /> },
              { label: 'Status', value: <StatusBadge status={produto.status_produto} /> },
              { label: 'Cadastrado em', value: formatDate(produto.data_criacao) },
              { label: 'Atualizado em', value: formatDate(produto.data_atualizacao) },
            ]}
          />
        </>
      )}
    </Dialog>
  )
}
