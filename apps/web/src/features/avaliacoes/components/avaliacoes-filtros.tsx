import { NOTAS } from '@recria/domain/avaliacao'
import type {
  AvaliacoesCompradorResponse,
  AvaliacoesVendedorResponse,
} from '@recria/domain/avaliacao-consulta'
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

/** A page of reviews as the list reads it. */
export const paginaDeAvaliacoes = ({ dados }: AvaliacoesVendedorResponse | AvaliacoesCompradorResponse) => ({
  itens: dados.avaliacoes,
  total: dados.total,
  pagina: dados.pagina,
  total_paginas: dados.total_paginas,
})
