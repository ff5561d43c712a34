import type { Avaliacao } from '@recria/domain/avaliacao-consulta'
import { displayBRL } from '@recria/domain/format'
import { Card } from '../../../components/ui/card.tsx'
import { DataAvaliacao } from './data-avaliacao.tsx'
import { FotoOuInicial, nomeDoCliente } from './foto-ou-inicial.tsx'
import { NotaEstrelas } from './nota-estrelas.tsx'
import { ProdutosDaAvaliacao } from './produtos-da-avaliacao.tsx'

/**
 * docs/product/avaliacoes.md: a review the seller received: the buyer's photo or initial and name, the date
 * line, the score, the order's number, products and total, and the comment.
 */
export function AvaliacaoVendedorCard({ avaliacao: a }: { avaliacao: Avaliacao }) {
  const nome = nomeDoCliente(a.usuario_comprador.nome)
  return (
    <Card as="article" className="h-full">
      <div className="flex items-start gap-3">
        <FotoOuInicial nome={nome} foto={a.usuario_comprador.foto_url} />
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 className="font-semibold break-words text-stone-900">{nome}</h2>
          <DataAvaliacao avaliacao={a} />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <NotaEstrelas nota={a.nota} />
        <span className="text-sm text-stone-600">Pedido #{a.pedido.id_pedido}</span>
      </div>
      <p className="break-words whitespace-pre-line text-sm text-stone-800">{a.comentario}</p>
      <ProdutosDaAvaliacao produtos={a.produtos_pedido} />
      <p className="mt-auto flex justify-between border-t border-stone-100 pt-2 text-sm">
        <span className="text-stone-600">Valor total</span>
        <span className="font-bold text-marca-800">{displayBRL(a.valor_total)}</span>
      </p>
    </Card>
  )
}
