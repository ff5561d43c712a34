import type { Produto } from '../api/produto.ts'

/** The raw materials of a product as small tags. */
export function MateriasPrimasChips({ materias }: { materias: Produto['materias_primas'] }) {
  if (materias.length === 0) return <p className="text-sm text-stone-500">Nenhuma matéria-prima</p>
  return (
    <ul aria-label="Matérias-primas" className="flex flex-wrap gap-1.5">
      {materias.map((materia) => (
        <li
          key={materia.id_materia_prima}
          className="rounded-full bg-marca-50 px-2.5 py-0.5 text-xs font-medium text-marca-800"
        >
          {materia.nome_materia_prima}
        </li>
      ))}
    </ul>
  )
}
