import type { CarrinhoItem } from '@recria/domain/carrinho'
import { Store } from 'lucide-react'
import { CarrinhoItemLinha } from './carrinho-item.tsx'
import { porVendedor } from './por-vendedor.ts'

interface CarrinhoListaProps {
  itens: readonly CarrinhoItem[]
  idUsuario: number
  onAviso: (texto: string) => void
  onRemovido: () => void
}

/** The items under a heading per seller: each seller becomes one order and one payment. */
export function CarrinhoLista({ itens, ...linha }: CarrinhoListaProps) {
  return (
    <div className="flex flex-col gap-4">
      {porVendedor(itens).map(({ vendedor, itens: doVendedor }) => (
        <section
          key={vendedor.id_usuario}
          aria-labelledby={`vendedor-${vendedor.id_usuario}`}
          className="rounded-xl border border-stone-200 px-3"
        >
          <h3
            id={`vendedor-${vendedor.id_usuario}`}
            className="flex items-center gap-2 border-b border-stone-100 py-2.5 text-sm font-semibold text-stone-800"
          >
            <Store aria-hidden="true" className="size-4 text-stone-500" />
            <span className="sr-only">Vendedor: </span>
            {vendedor.nome}
          </h3>
          <ul className="divide-y divide-stone-100">
            {doVendedor.map((item) => (
              <CarrinhoItemLinha key={item.id_item_carrinho} item={item} {...linha} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
