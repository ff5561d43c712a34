import { unidadeLabel } from '@recria/domain/materia-prima'
import { BackOfficeCard, type EditTarget } from '../../../components/lista/back-office-card.tsx'
import type { CardProps } from '../../../components/lista/back-office-list.tsx'
import type { Conversao } from '../api/conversao.ts'
import { multiplicadorPorUnidade } from './format-multiplicador.ts'

/** The edit page of a conversion (docs/product/conversoes.md: the id travels as idConversao). */
export const editarConversao = (conversao: Conversao): EditTarget => ({
  to: '/conversao/editar',
  state: { idConversao: conversao.id_conversao },
})

/** One conversion of the list, titled by its raw material: the multiplier and the unit. */
export function ConversaoCard({ item: conversao, onOpen, onDelete }: CardProps<Conversao>) {
  const { nome_materia_prima: nome, unidade_medida } = conversao.materia_prima
  return (
    <BackOfficeCard
      title={nome}
      name={`conversão de ${nome}`}
      status={conversao.status_conversao}
      edit={editarConversao(conversao)}
      onOpen={() => onOpen(conversao)}
      onDelete={() => onDelete(conversao)}
    >
      <p className="text-2xl font-bold text-marca-700 tabular-nums">
        {multiplicadorPorUnidade(conversao.valor_multiplicavel, unidade_medida)}
      </p>
      <p className="text-sm text-stone-600">
        <span className="font-medium text-stone-700">Unidade:</span> {unidadeLabel(unidade_medida)}
      </p>
    </BackOfficeCard>
  )
}
