import { ChevronLeft, ChevronRight } from 'lucide-react'

export interface PaginationProps {
  page: number
  totalPages: number
  onPageChange: (page: number) => void
}

/** The page numbers shown: the current one and up to 2 either side. */
export function pageWindow(page: number, totalPages: number, span = 2): number[] {
  const first = Math.max(1, Math.min(page - span, totalPages - 2 * span))
  const last = Math.min(totalPages, first + 2 * span)
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i)
}

const item =
  'inline-flex h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-medium ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700 ' +
  'disabled:cursor-not-allowed disabled:opacity-50'

/** Numbered pages with previous/next; nothing when everything fits in one page. */
export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label="Paginação" className="mt-6 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <button
            type="button"
            className={`${item} text-stone-700 hover:bg-stone-100`}
            onClick={() => onPageChange(page - 1)}
            disabled={page <= 1}
            aria-label="Página anterior"
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">Anterior</span>
          </button>
        </li>
        {pageWindow(page, totalPages).map((n) => (
          <li key={n}>
            <button
              type="button"
              className={`${item} ${
                n === page
                  ? 'bg-marca-700 text-white'
                  : 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-100'
              }`}
              onClick={() => onPageChange(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Página ${n}`}
            >
              {n}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={`${item} text-stone-700 hover:bg-stone-100`}
            onClick={() => onPageChange(page + 1)}
            disabled={page >= totalPages}
            aria-label="Próxima página"
          >
            <span className="hidden sm:inline">Próxima</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  )
}
