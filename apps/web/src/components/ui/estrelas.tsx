import { Star } from 'lucide-react'

const nota = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** Five stars filled up to `valor` (read out as 'Nota 4,8 de 5'). */
export function Estrelas({ valor, className = 'size-4' }: { valor: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={`Nota ${nota.format(valor)} de 5`}
      className="inline-flex items-center gap-0.5"
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`${className} ${valor >= n - 0.25 ? 'fill-amber-400 text-amber-400' : 'text-stone-300'}`}
        />
      ))}
    </span>
  )
}

export function formatNota(valor: number) {
  return nota.format(valor)
}

/**
 * A rating and its count ('★★★★☆ 4,5 (12 avaliações)'); with no ratings yet, 'Sem avaliações'
 * instead of a zero that would read as a bad score.
 */
export function NotaResumo({
  nota: valor,
  total,
  className = '',
}: {
  nota: number
  total: number
  className?: string
}) {
  const contagem = total === 1 ? '1 avaliação' : `${total.toLocaleString('pt-BR')} avaliações`
  return (
    <p className={`flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-sm text-stone-600 ${className}`}>
      <Estrelas valor={total > 0 ? valor : 0} className="size-3.5" />
      {total > 0 ? (
        <>
          <span className="font-medium text-stone-900">{nota.format(valor)}</span>
          <span>({contagem})</span>
        </>
      ) : (
        <span>Sem avaliações</span>
      )}
    </p>
  )
}
