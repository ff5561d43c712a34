import type { MateriaPrima } from '@recria/domain/materia-prima'
import { unidadeLabel } from '@recria/domain/materia-prima'
import { BackOfficeCard, type EditTarget } from '../../../components/lista/back-office-card.tsx'
import type { CardProps } from '../../../components/lista/back-office-list.tsx'

/** The edit page of a raw material (docs/product/materias-primas.md: the id travels as idMateria). */
export const editarMateriaPrima = (materia: MateriaPrima): EditTarget => ({
  to: '/materias-primas/editar',
  state: { idMateria: materia.id_materia_prima },
})

/** One raw material of the list: its unit and description. */
export function MateriaPrimaCard({ item: materia, onOpen, onDelete }: CardProps<MateriaPrima>) {
  const nome = materia.nome_materia_prima
  return (
    <BackOfficeCard
      title={nome}
      name={nome}
      status={materia.status_materia_prima}
      edit={editarMateriaPrima(materia)}
      onOpen={() => onOpen(materia)}
      onDelete={() => onDelete(materia)}
    >
      <p className="text-sm text-stone-600">
        <span className="font-medium text-stone-700">Unidade:</span> {unidadeLabel(materia.unidade_medida)}
      </p>
      <p className="line-clamp-2 text-sm text-stone-700">{materia.descricao}</p>
    </BackOfficeCard>
  )
}
