import { formaLabel, isSustentavel } from '@recria/domain/anuncio-forma'
import { Leaf } from 'lucide-react'

/** Padrão on every listing; Sustentável too when credits are accepted (docs/product/README.md cards). */
export function FormaBadges({ forma }: { forma: string }) {
  return (
    <ul aria-label="Formas de pagamento" className="flex flex-wrap gap-1.5">
      <li className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-700">
        {formaLabel('padrao')}
      </li>
      {isSustentavel(forma) && (
        <li className="inline-flex items-center gap-1 rounded-full bg-marca-50 px-2.5 py-0.5 text-xs font-medium text-marca-800 ring-1 ring-marca-600/30 ring-inset">
          <Leaf aria-hidden="true" className="size-3" />
          {formaLabel(forma)}
        </li>
      )}
    </ul>
  )
}
