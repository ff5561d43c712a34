import { ORDENACAO_LABEL, ORDENACOES, type Ordenacao } from '@recria/domain/catalogo-opcoes'
import { SelectField } from '../../../components/ui/select-field.tsx'
import type { CatalogoUrlState } from './use-catalogo-url.ts'

/**
 * 'Ordenar por': relevance is offered while searching (it means nothing otherwise); without a choice
 * the select shows what the API does by default (relevance when searching, newest first otherwise).
 */
export function CatalogoOrdenacao({ url, className = '' }: { url: CatalogoUrlState; className?: string }) {
  const padrao: Ordenacao = url.busca ? 'relevancia' : 'recentes'
  const valor = url.ordenar || padrao
  const opcoes = ORDENACOES.filter((o) => o !== 'relevancia' || url.busca || valor === 'relevancia').map(
    (value) => ({ value, label: ORDENACAO_LABEL[value] }),
  )
  return (
    <SelectField
      label="Ordenar por"
      options={opcoes}
      value={valor}
      className={className}
      onChange={(event) => {
        const escolhida = event.target.value as Ordenacao
        url.setOrdenar(escolhida === padrao ? '' : escolhida)
      }}
    />
  )
}
