import type { ReactNode } from 'react'
import { usePageTitle } from '../../../lib/use-page-title.ts'

export type Tom = 'sucesso' | 'erro' | 'aviso' | 'neutro'

const TONS: Record<Tom, string> = {
  sucesso: 'bg-marca-50 text-marca-700',
  erro: 'bg-red-50 text-red-700',
  aviso: 'bg-amber-50 text-amber-700',
  neutro: 'bg-stone-100 text-stone-600',
}

interface ResultadoLayoutProps {
  titulo: string
  icone: ReactNode
  tom: Tom
  children?: ReactNode
  /** The page's buttons and links, under everything else. */
  acoes: ReactNode
}

/** The frame of the three payment result pages: a centred card with icon, title, text and buttons. */
export function ResultadoLayout({ titulo, icone, tom, children, acoes }: ResultadoLayoutProps) {
  usePageTitle(titulo)
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col items-center gap-5 rounded-2xl border border-stone-200 bg-white px-5 py-8 text-center shadow-sm sm:px-8 sm:py-10">
      <span className={`rounded-full p-4 ${TONS[tom]}`}>{icone}</span>
      {/* Live: the success page moves from processing to its answer without a navigation. */}
      <div aria-live="polite" aria-atomic="true">
        <h1 className="text-2xl font-bold text-stone-900">{titulo}</h1>
      </div>
      {children}
      <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">{acoes}</div>
    </div>
  )
}

/** 'ID do Pagamento: 123456' when the return carried one. */
export function IdPagamento({ rotulo, id }: { rotulo: string; id: number | null }) {
  if (id === null) return null
  return (
    <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700">
      {`${rotulo}: `}
      <span className="font-mono font-semibold text-stone-900">{id}</span>
    </p>
  )
}
