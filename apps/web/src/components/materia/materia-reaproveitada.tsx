import type { MateriaReaproveitada } from '@recria/domain/loja'
import { unidadeSigla } from '@recria/domain/unidade-medida'

const numero = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 })

/** '12,5 kg' of each material, or `vazio` when nothing was recorded yet. */
export function ListaMateria({ itens, vazio }: { itens: MateriaReaproveitada[]; vazio: string }) {
  if (itens.length === 0) return <p className="text-sm text-stone-600">{vazio}</p>
  return (
    <ul className="flex flex-wrap gap-2">
      {itens.map((m) => (
        <li
          key={`${m.nome_materia_prima}-${m.unidade_medida}`}
          className="rounded-full bg-marca-50 px-3 py-1 text-sm text-marca-800"
        >
          <span className="font-semibold whitespace-nowrap">{`${numero.format(m.quantidade)} ${unidadeSigla(m.unidade_medida)}`}</span>{' '}
          de {m.nome_materia_prima}
        </li>
      ))}
    </ul>
  )
}
