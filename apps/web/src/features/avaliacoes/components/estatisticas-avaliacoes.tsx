import { positivas } from '@recria/domain/avaliacao-base'
import type { Estatisticas } from '@recria/domain/avaliacao-consulta'
import type { ReactNode } from 'react'
import { Estrelas, formatNota } from '../../../components/ui/estrelas.tsx'

function Figura({ titulo, valor, children }: { titulo: string; valor: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-stone-600">{titulo}</dt>
      <dd className="text-2xl font-bold text-stone-900">{valor}</dd>
      {children && <dd>{children}</dd>}
    </div>
  )
}

/** docs/product/avaliacoes.md: Média Geral with stars, Total, 5 Estrelas and Positivas (4 and 5 stars). */
export function EstatisticasAvaliacoes({ estatisticas: e }: { estatisticas: Estatisticas }) {
  return (
    <dl aria-label="Resumo das avaliações" className="grid grid-cols-2 gap-3 md:grid-cols-4">
      <Figura titulo="Média Geral" valor={formatNota(e.mediaGeral)}>
        <Estrelas valor={e.mediaGeral} className="size-4" />
      </Figura>
      <Figura titulo="Total" valor={e.totalAvaliacoes.toLocaleString('pt-BR')} />
      <Figura titulo="5 Estrelas" valor={e.distribuicao[5].toLocaleString('pt-BR')} />
      <Figura titulo="Positivas" valor={positivas(e.distribuicao, e.totalAvaliacoes)} />
    </dl>
  )
}
