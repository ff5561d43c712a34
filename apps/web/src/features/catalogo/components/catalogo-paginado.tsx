import type { CatalogoParams } from '@recria/domain/catalogo-url'
import { PAGE_SIZE } from '@recria/domain/constants'
import { type ReactNode, useDeferredValue, useEffect, useId, useRef } from 'react'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useCatalogo } from '../api/get-catalogo.ts'
import { CatalogoErro } from './catalogo-erro.tsx'
import type { CatalogoResultadosProps } from './catalogo-resultados.ts'
import { CatalogoSkeleton, GRADE } from './catalogo-skeleton.tsx'
import { contagemTexto } from './contagem.ts'
import { useRestaurarRolagem } from './use-restaurar-rolagem.ts'

interface CatalogoPaginadoProps extends CatalogoResultadosProps {
  params: CatalogoParams
  page: number
  onPage: (page: number) => void
  vazio: ReactNode
}

/** Desktop (docs/product/catalogo.md): 12 cards a page, numbered pages with 2 either side of the current. */
export function CatalogoPaginado({ params, page, onPage, vazio, renderCard }: CatalogoPaginadoProps) {
  const query = useCatalogo(params, page, true)
  const contagemId = useId()
  const topo = useRef<HTMLElement>(null)
  // The answer's arrival redraws at once only what changes little (the skeleton, the count); the
  // cards follow at a transition's pace, in slices, so a phone's main thread is never held for the
  // whole list at once.
  const data = useDeferredValue(query.data)
  useRestaurarRolagem(data !== undefined)

  // A link to a page that no longer exists (fewer listings now) shows the last one.
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.itens.length === 0 && data.total_paginas > 0) {
      onPage(data.total_paginas)
    }
  }, [data, query.isPlaceholderData, onPage])

  if (query.isError) return <CatalogoErro onRetry={() => query.refetch()} tentando={query.isFetching} />
  if (!data) return <CatalogoSkeleton quantidade={PAGE_SIZE} />
  if (data.total === 0) return vazio

  const mudarPagina = (n: number) => {
    onPage(n)
    topo.current?.scrollIntoView({ block: 'start' })
  }
  return (
    <section
      ref={topo}
      aria-labelledby={contagemId}
      aria-busy={query.isFetching || undefined}
      className="scroll-mt-4"
    >
      <p id={contagemId} aria-live="polite" className="mb-3 flex items-center gap-2 text-sm text-stone-600">
        {contagemTexto(data.total, data.total_minimo)}
        {query.isFetching && <Spinner className="size-4 text-marca-700" />}
      </p>
      <ul aria-label="Produtos" className={GRADE}>
        {data.itens.map((anuncio, i) => (
          <li key={anuncio.id_anuncio}>{renderCard(anuncio, i)}</li>
        ))}
      </ul>
      <Pagination page={data.pagina} totalPages={data.total_paginas} onPageChange={mudarPagina} />
    </section>
  )
}
