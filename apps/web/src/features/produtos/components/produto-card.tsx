import { displayBRL } from '@recria/domain/format'
import { BackOfficeCard, type EditTarget } from '../../../components/lista/back-office-card.tsx'
import type { CardProps } from '../../../components/lista/back-office-list.tsx'
import type { Produto } from '../api/produto.ts'
import { MateriasPrimasChips } from './materias-primas-chips.tsx'

/** The edit page of a product (docs/product/produtos.md: the id travels as idProduto). */
export const editarProduto = (produto: Produto): EditTarget => ({
  to: '/produtos/editar',
  state: { idProduto: produto.id_produto },
})

/** One product of the list, under its picture: the price and the raw materials. */
export function ProdutoCard({ item: produto, onOpen, onDelete }: CardProps<Produto>) {
  const { nome } = produto
  return (
    <BackOfficeCard
      title={nome}
      name={nome}
      status={produto.status_produto}
      edit={editarProduto(produto)}
      image={{ src: produto.imagem, nome }}
      onOpen={() => onOpen(produto)}
      onDelete={() => onDelete(produto)}
    >
      <p className="text-lg font-bold text-marca-800">{displayBRL(produto.preco)}</p>
      <MateriasPrimasChips materias={produto.materias_primas} />
    </BackOfficeCard>
  )
}
