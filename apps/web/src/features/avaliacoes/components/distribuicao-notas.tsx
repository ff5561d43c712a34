import { NOTAS, percentual } from '@recria/domain/avaliacao-base'
import type { Estatisticas } from '@recria/domain/avaliacao-consulta'
import { Star } from 'lucide-react'

/** docs/product/avaliacoes.md: the distribution of scores 5 to 1, each with its count and percentage (one
 * decimal). */
export function DistribuicaoNotas({ estatisticas: e }: { estatisticas: Estatisticas }) {
  return (
    <section
      aria-labelledby="distribuicao-titulo"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h2 id="distribuicao-titulo" className="mb-3 text-base font-semibold text-stone-900">
        Distribuição das notas
      </h2>
      <ul className="flex flex-col gap-2">
        {NOTAS.map((nota) => {
          const quantas = e.distribuicao[nota]
          const parte = percentual(quantas, e.totalAvaliacoes)
          const largura = e.totalAvaliacoes > 0 ? (quantas / e.totalAvaliacoes) * 100 : 0
          return (
            <li key={nota} className="grid grid-cols-[4.5rem_1fr_auto] items-center gap-2 text-sm">
              <span className="flex items-center gap-1 text-stone-700">
                {nota}
                <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-500" />
                <span className="sr-only">{nota === 1 ? 'estrela' : 'estrelas'}</span>
              </span>
              <span className="h-2.5 overflow-hidden rounded-full bg-stone-100" aria-hidden="true">
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${largura}%` }} />
              </span>
              <span className="text-right text-stone-700 tabular-nums">
                {quantas} ({parte})
              </span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
