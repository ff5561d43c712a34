import { isSustentavel } from '@recria/domain/anuncio-forma'
import { formatBRL, initial } from '@recria/domain/format'
import { CircleSlash, Leaf, ShoppingCart, Zap } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Estrelas, formatNota } from '../../../components/ui/estrelas.tsx'
import { FormaBadges } from '../../../components/ui/forma-badges.tsx'
import { ProdutoImagem } from '../../../components/ui/product-image.tsx'
import { ofertaSustentavelTexto } from '../../../lib/oferta-sustentavel.ts'
import type { Anuncio } from '../api/anuncio.ts'
import { AnuncioTabs } from './anuncio-tabs.tsx'
import { AVALIACOES_EXEMPLO, NOTA_EXEMPLO } from './avaliacoes-exemplo.ts'
import { quantidadeTexto } from './oferta.ts'

function Vendedor({ vendedor }: { vendedor: Anuncio['vendedor'] }) {
  return (
    <div className="flex items-center gap-3">
      {vendedor.foto_url ? (
        <img src={vendedor.foto_url} alt="" className="size-10 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-full bg-marca-100 font-semibold text-marca-800"
        >
          {initial(vendedor.nome)}
        </span>
      )}
      <p className="text-sm">
        <span className="block text-stone-500">Vendido por</span>
        <span className="font-medium text-stone-900">{vendedor.nome}</span>
      </p>
    </div>
  )
}

function OfertaSustentavel({ anuncio }: { anuncio: Anuncio }) {
  const oferta = ofertaSustentavelTexto(anuncio)
  const materia = anuncio.materia_prima ?? anuncio.conversao?.materia_prima
  if (!oferta) return null
  return (
    <div className="rounded-xl border border-marca-100 bg-marca-50 p-4 text-sm text-marca-800">
      <p className="flex items-center gap-2 font-semibold">
        <Leaf aria-hidden="true" className="size-4" />
        Pagamento sustentável
      </p>
      <p className="mt-1 text-base font-bold">{oferta}</p>
      {materia && anuncio.quantidade_materia_prima !== null && (
        <p className="mt-1 text-marca-800">
          {`Entregue ${quantidadeTexto(anuncio.quantidade_materia_prima, materia.unidade_medida, materia.nome_materia_prima)} e pague menos em dinheiro.`}
        </p>
      )}
    </div>
  )
}

/**
 * The listing as a buyer sees it (spec part 1 §2 and part 2 §2), in the seller's preview: buying
 * and the cart are disabled, the rating and reviews are samples.
 */
export function AnuncioVitrine({ anuncio }: { anuncio: Anuncio }) {
  const { produto } = anuncio
  const ativo = anuncio.status_anuncio === 'ativo'
  const imagem = produto.imagem_detalhe ?? produto.imagem
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <div className="overflow-hidden rounded-xl border border-stone-200 bg-white">
          <ProdutoImagem src={imagem} nome={produto.nome} className="aspect-square w-full" />
        </div>
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <FormaBadges forma={anuncio.forma_de_pagamento} />
            {!ativo && (
              <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-600/30 ring-inset">
                Indisponível
              </span>
            )}
          </div>
          <h2 className="text-2xl font-bold break-words text-stone-900">{produto.nome}</h2>
          <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
            <Estrelas valor={NOTA_EXEMPLO} />
            <span className="font-medium text-stone-900">{formatNota(NOTA_EXEMPLO)}</span>
            <span>({AVALIACOES_EXEMPLO.length} avaliações)</span>
          </p>
          <p className="text-3xl font-bold text-marca-800">{formatBRL(produto.preco)}</p>
          {isSustentavel(anuncio.forma_de_pagamento) && <OfertaSustentavel anuncio={anuncio} />}
          <Vendedor vendedor={anuncio.vendedor} />
          {!ativo && (
            <p
              role="status"
              className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            >
              <CircleSlash aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              Este produto não está mais disponível para compra
            </p>
          )}
          <div className="flex flex-col gap-2">
            <Button size="lg" disabled>
              <Zap aria-hidden="true" className="size-5" />
              Comprar Agora
            </Button>
            <Button size="lg" variant="secondary" disabled>
              <ShoppingCart aria-hidden="true" className="size-5" />
              Adicionar ao Carrinho
            </Button>
          </div>
        </div>
      </div>
      <AnuncioTabs anuncio={anuncio} />
    </div>
  )
}
