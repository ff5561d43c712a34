import { NOTAS } from '@recria/domain/avaliacao-base'
import type {
  AvaliacoesCompradorResponse,
  AvaliacoesVendedorResponse,
} from '@recria/domain/avaliacao-consulta'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ListPageResults } from '../../../components/lista/list-page.tsx'
import type { SelectFilter } from '../../../components/lista/select-filters.tsx'

const estrelas = (n: number) => `${n} ${n === 1 ? 'estrela' : 'estrelas'}`

/** The score select of both pages (5 to 1 stars). */
export const NOTA_FILTRO: SelectFilter<'nota'> = {
  key: 'nota',
  label: 'Nota',
  all: 'Todas as notas',
  values: NOTAS.map(String),
  text: (n) => estrelas(Number(n)),
  name: 'nota',
}

type Resposta = AvaliacoesVendedorResponse | AvaliacoesCompradorResponse
type AvaliacaoDe<R extends Resposta> = R['dados']['avaliacoes'][number]

/** The reviews' numbered results: the page as the list reads it, counted as 'avaliações'. */
export function resultadosDeAvaliacoes<R extends Resposta>(
  query: UseQueryResult<R>,
  resto: Omit<ListPageResults<AvaliacaoDe<R>>, 'query' | 'noun' | 'getKey'>,
): ListPageResults<AvaliacaoDe<R>> {
  const dados = query.data?.dados
  return {
    query: {
      ...query,
      data: dados && {
        itens: dados.avaliacoes as AvaliacaoDe<R>[],
        total: dados.total,
        pagina: dados.pagina,
        total_paginas: dados.total_paginas,
      },
    },
    noun: { singular: 'avaliação', plural: 'avaliações' },
    getKey: (a) => a.id_avaliacao,
    ...resto,
  }
}
