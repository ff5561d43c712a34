import { formaLabel } from '@recria/domain/anuncio-forma'
import type { CarrinhoItem } from '@recria/domain/carrinho'
import { Leaf } from 'lucide-react'
import { materiaDoAnuncio, quantidadeTexto } from '../../../lib/oferta-sustentavel.ts'

/** 'Padrão', or 'Sustentável + 2,5 kg de Garrafa PET' (the raw material of all the item's units). */
export function FormaDoItem({ item }: { item: CarrinhoItem }) {
  const materia = materiaDoAnuncio(item.anuncio)
  const sustentavel = item.forma_pagamento_selecionada === 'sustentavel'
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs">
      <span
        className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-medium ${
          sustentavel
            ? 'bg-marca-50 text-marca-800 ring-1 ring-marca-600/30 ring-inset'
            : 'bg-stone-100 text-stone-700'
        }`}
      >
        {sustentavel && <Leaf aria-hidden="true" className="size-3" />}
        {formaLabel(item.forma_pagamento_selecionada)}
      </span>
      {sustentavel && materia && item.quantidade_materia_prima !== null && (
        <span className="text-marca-800">
          {`+ ${quantidadeTexto(item.quantidade_materia_prima, materia.unidade_medida, materia.nome_materia_prima)}`}
        </span>
      )}
    </p>
  )
}
