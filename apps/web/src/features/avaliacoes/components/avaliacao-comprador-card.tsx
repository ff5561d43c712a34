import type { Avaliacao } from '@recria/domain/avaliacao-consulta'
import { displayBRL } from '@recria/domain/format'
import { Card } from '../../../components/ui/card.tsx'
import { ProdutoLinha } from '../../../components/ui/produto-linha.tsx'
import { DataAvaliacao } from './data-avaliacao.tsx'
import { NotaEstrelas } from './nota-estrelas.tsx'

/** docs/product/avaliacoes.md: one of the buyer's reviews: 'Vendedor avaliado', the main product, score and
 * comment. */
export function AvaliacaoCompradorCard({ avaliacao: a }: { avaliacao: Avaliacao }) {
  const produto = a.produto_principal
  return (
    <Card as="article" className="h-full">
      <ProdutoLinha produto={produto} imagemClassName="size-16 shrink-0 rounded-lg text-[0px]">
        <div className="min-w-0">
          <h2 className="line-clamp-2 font-semibold break-words text-stone-900">{produto.nome}</h2>
          <p className="text-sm text-stone-600">
            {displayBRL(produto.preco)}
            {produto.categoria && <span> · {produto.categoria}</span>}
          </p>
        </div>
      </ProdutoLinha>
      <dl className="text-sm">
        <dt className="text-stone-600">Vendedor avaliado</dt>
        <dd className="font-medium break-words text-stone-900">{a.usuario_vendedor.nome}</dd>
      </dl>
      <NotaEstrelas nota={a.nota} />
      <p className="break-words whitespace-pre-line text-sm text-stone-800">{a.comentario}</p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-stone-100 pt-2">
        <DataAvaliacao avaliacao={a} />
        <span className="text-xs text-stone-600">Pedido #{a.pedido.id_pedido}</span>
      </div>
    </Card>
  )
}
