import { dataDaAvaliacao } from '@recria/domain/avaliacao-base'

/** 'Avaliado em 12/03/2025 14:30' (São Paulo time) and, when edited, 'Editado em …' in blue. */
export function DataAvaliacao({
  avaliacao,
}: {
  avaliacao: { data_criacao: string; data_atualizacao: string }
}) {
  const { texto, editada } = dataDaAvaliacao(avaliacao)
  return (
    <p className="flex flex-wrap gap-x-2 text-xs text-stone-600">
      <span>{texto}</span>
      {editada && <span className="font-medium text-blue-700">{editada}</span>}
    </p>
  )
}
