import { displayBRL, formatDate } from '@recria/domain/format'
import type { DetailsProps } from '../../../components/lista/back-office-list.tsx'
import { DetailsDialog } from '../../../components/lista/details-dialog.tsx'
import { DetailList } from '../../../components/ui/detail-list.tsx'
import { ProdutoImagem } from '../../../components/ui/product-image.tsx'
import { StatusBadge } from '../../../components/ui/status-badge.tsx'
import type { Produto } from '../api/produto.ts'
import { MateriasPrimasChips } from './materias-primas-chips.tsx'
import { editarProduto } from './produto-card.tsx'

/** The details modal a card opens, with the larger picture. */
export function ProdutoDetailsDialog(props: DetailsProps<Produto>) {
  return (
    <DetailsDialog title="Detalhes do Produto" edit={editarProduto} {...props}>
      {(produto) => (
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
              { label: 'Preço', value: displayBRL(produto.preco) },
              { label: 'Matérias-primas', value: <MateriasPrimasChips materias={produto.materias_primas} /> },
              { label: 'Status', value: <StatusBadge status={produto.status_produto} /> },
              { label: 'Cadastrado em', value: formatDate(produto.data_criacao) },
              { label: 'Atualizado em', value: formatDate(produto.data_atualizacao) },
            ]}
          />
        </>
      )}
    </DetailsDialog>
  )
}
