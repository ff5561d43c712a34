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
