import { PRODUTOS_NO_CARTAO } from '@recria/domain/avaliacao-base'
import type { ProdutoDoPedido } from '@recria/domain/avaliacao-consulta'
import { displayBRL } from '@recria/domain/format'
import { ProdutoImagem } from '../../../components/ui/product-image.tsx'

/**
 * docs/product/avaliacoes.md: the order's products (name, image, quantity, price, category), up to 5, then a
 * '+N' tile; with more than one product, their count and how many items in all.
 */
export function ProdutosDaAvaliacao({ produtos }: { produtos: ProdutoDoPedido[] }) {
  const mostrados = produtos.slice(0, PRODUTOS_NO_CARTAO)
  const restantes = produtos.length - mostrados.length
  const itens = produtos.reduce((soma, p) => soma + p.quantidade, 0)
  return (
    <div className="flex flex-col gap-2">
      {produtos.length > 1 && (
        <p className="text-xs text-stone-600">
          {produtos.length} produtos · {itens} {itens === 1 ? 'item' : 'itens'}
        </p>
      )}
      <ul aria-label="Produtos do pedido" className="flex flex-col gap-2">
        {mostrados.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's items never move, and may repeat a name
          <li key={`${p.nome}-${i}`} className="flex items-center gap-2">
            <ProdutoImagem src={p.imagem} nome={p.nome} className="size-11 shrink-0 rounded-md text-[0px]" />
            <div className="min-w-0 text-xs">
              <p className="line-clamp-1 font-medium text-stone-900">{p.nome}</p>
              <p className="text-stone-600">
                {p.quantidade} × {displayBRL(p.preco)}
                {p.categoria && <span> · {p.categoria}</span>}
              </p>
            </div>
          </li>
        ))}
        {restantes > 0 && (
          <li className="flex items-center gap-2">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-md bg-stone-100 text-sm font-semibold text-stone-700">
              +{restantes}
            </span>
            <span className="text-xs text-stone-600">
              {restantes === 1 ? 'mais 1 produto' : `mais ${restantes} produtos`}
            </span>
          </li>
        )}
      </ul>
    </div>
  )
}
