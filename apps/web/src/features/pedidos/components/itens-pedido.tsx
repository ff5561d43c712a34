import { formaLabel } from '@recria/domain/anuncio-forma'
import { displayBRL } from '@recria/domain/format'
import type { ItemPedido } from '@recria/domain/pedidos-consulta'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ProdutoImagem } from '../../../components/ui/product-image.tsx'
import { SectionCard } from '../../../components/ui/section-card.tsx'
import { quantidadeTexto } from '../../../lib/oferta-sustentavel.ts'

interface ItensPedidoProps {
  itens: ItemPedido[]
  /** Where an item's listing opens: the seller's preview or the buyer's listing page. */
  linkDo: (idAnuncio: number) => { to: string; state?: unknown }
  /** An item's own action (the buyer's 'Avaliar' on a delivered item), under its price. */
  acao?: (item: ItemPedido) => ReactNode
}

function Materia({ item }: { item: ItemPedido }) {
  if (item.forma_pagamento_selecionada !== 'sustentavel' || item.quantidade_materia_prima === null)
    return null
  const nome = item.nome_materia_prima ?? item.anuncio.materia_prima?.nome_materia_prima ?? 'matéria-prima'
  const unidade = item.unidade_medida ?? item.anuncio.materia_prima?.unidade_medida ?? ''
  return (
    <p className="text-marca-800">{`+ ${quantidadeTexto(item.quantidade_materia_prima, unidade, nome)}`}</p>
  )
}

/** 'Itens do Pedido': picture, name (a link to the listing), quantity, unit value, payment form. */
export function ItensPedido({ itens, linkDo, acao }: ItensPedidoProps) {
  return (
    <SectionCard id="pedido-itens" title="Itens do Pedido">
      <ul className="divide-y divide-stone-100">
        {itens.map((item) => {
          const link = item.id_anuncio !== null ? linkDo(item.id_anuncio) : null
          return (
            <li key={item.id_item_pedido} className="flex gap-3 py-3 first:pt-0 last:pb-0">
              <ProdutoImagem
                src={item.imagem_produto}
                nome={item.nome_produto}
                className="size-16 shrink-0 rounded-lg text-xs"
              />
              <div className="min-w-0 flex-1 text-sm">
                <h3 className="font-medium break-words text-stone-900">
                  {link ? (
                    <Link to={link.to} state={link.state} className="underline-offset-2 hover:underline">
                      {item.nome_produto}
                    </Link>
                  ) : (
                    item.nome_produto
                  )}
                </h3>
                <p className="text-stone-700">
                  {`${item.quantidade} × ${displayBRL(item.valor_unitario)} · ${formaLabel(item.forma_pagamento_selecionada)}`}
                </p>
                <Materia item={item} />
              </div>
              <div className="flex shrink-0 flex-col items-end gap-2">
                <p className="text-sm font-semibold whitespace-nowrap text-stone-900">
                  {displayBRL(item.valor_total_item)}
                </p>
                {acao?.(item)}
              </div>
            </li>
          )
        })}
      </ul>
    </SectionCard>
  )
}
