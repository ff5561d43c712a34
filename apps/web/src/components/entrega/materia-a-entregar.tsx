import type { ModoEntrega } from '@recria/domain/entrega-opcoes'
import { MATERIA_ENTREGA_MSG, textoEntregaMateria } from '@recria/domain/materia-entrega'
import { Leaf } from 'lucide-react'
import { useId } from 'react'

export interface MateriaAEntregarItem {
  chave: string | number
  /** '2,5 kg de Garrafa PET'. */
  quantidade: string
  nome_produto: string
}

/**
 * 'O que entregar' under a sustainable purchase's delivery choice: the raw material owed, item by
 * item, and how it is handed over in the mode chosen (decision 028).
 */
export function MateriaAEntregar({
  itens,
  modo,
}: {
  itens: readonly MateriaAEntregarItem[]
  modo: ModoEntrega | null
}) {
  const titulo = useId()
  if (itens.length === 0) return null
  return (
    <section
      aria-labelledby={titulo}
      className="flex flex-col gap-1.5 rounded-lg border border-marca-600/30 bg-marca-50 p-2.5 text-sm"
    >
      <h4 id={titulo} className="flex items-center gap-1.5 font-semibold text-marca-800">
        <Leaf aria-hidden="true" className="size-4" />
        {MATERIA_ENTREGA_MSG.oQueEntregar}
      </h4>
      <ul className="flex flex-col gap-0.5 text-stone-800">
        {itens.map((i) => (
          <li key={i.chave}>
            <span className="font-medium">{i.quantidade}</span>
            <span className="text-stone-600">{` pelo item ${i.nome_produto}`}</span>
          </li>
        ))}
      </ul>
      <p className="text-stone-700">{textoEntregaMateria(modo)}</p>
    </section>
  )
}
