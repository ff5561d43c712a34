import { Estrelas } from '../../../components/ui/estrelas.tsx'

/** A review's score: its stars and 'n/5' (docs/product/avaliacoes.md). */
export function NotaEstrelas({ nota }: { nota: number }) {
  return (
    <p className="flex items-center gap-1.5 text-sm">
      <Estrelas valor={nota} className="size-4" />
      <span className="font-semibold text-stone-900" aria-hidden="true">
        {nota}/5
      </span>
    </p>
  )
}
