import type { CatalogoParams } from '@recria/domain/catalogo-url'
import { type ReactNode, useCallback, useDeferredValue, useId, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useCatalogoInfinito } from '../api/get-catalogo.ts'
import { CatalogoErro } from './catalogo-erro.tsx'
import type { CatalogoResultadosProps } from './catalogo-resultados.ts'
import { CatalogoSkeleton, GRADE } from './catalogo-skeleton.tsx'
import { contagemTexto } from './contagem.ts'
import { useInfiniteScroll } from './use-infinite-scroll.ts'
import { useRestaurarRolagem } from './use-restaurar-rolagem.ts'

interface CatalogoInfinitoProps extends CatalogoResultadosProps {
  params: CatalogoParams
  /** The page the URL names; the list starts there. Give the component a `key` per search. */
  page: number
  vazio: ReactNode
}

/**
 * Phones (docs/product/catalogo.md): the next 12 cards arrive as the reader nears the end. The pages read
 * are not written to the URL (a reload starts from the page it names); back from a listing finds
 * the same cards, kept by the query cache, at the same place.
 */
export function CatalogoInfinito({ params, page, vazio, renderCard }: CatalogoInfinitoProps) {
  const [primeira] = useState(page)
  const query = useCatalogoInfinito(params, primeira, true)
  const contagemId = useId()
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = query
  // The cards of an arriving page are drawn at a transition's pace, in slices (catalogo-paginado.tsx).
  const data = useDeferredValue(query.data)
  const paginas = data?.pages ?? []
  const itens = paginas.flatMap((p) => p.itens)
  const ultima = paginas.at(-1)

  const carregarMais = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])
  useInfiniteScroll(carregarMais, hasNextPage && !isFetchingNextPage && !isFetchNextPageError, itens.length)
  useRestaurarRolagem(data !== undefined)

  if (query.isError && !query.data) {
    return <CatalogoErro onRetry={() => query.refetch()} tentando={query.isFetching} />
  }
  if (!data || !ultima) return <CatalogoSkeleton quantidade={4} />
  if (ultima.total === 0) return vazio

  return (
    <section aria-labelledby={contagemId}>
      <p id={contagemId} className="mb-3 text-sm text-stone-600">
        {contagemTexto(ultima.total, ultima.total_minimo)}
      </p>
      {query.hasPreviousPage && (
        <div className="mb-4 flex justify-center">
          <Button
            variant="secondary"
            onClick={() => query.fetchPreviousPage()}
            loading={query.isFetchingPreviousPage}
          >
            Mostrar anteriores
          </Button>
        </div>
      )}
      <ul aria-label="Produtos" className={GRADE}>
        {itens.map((anuncio, i) => (
          <li key={anuncio.id_anuncio}>{renderCard(anuncio, i)}</li>
        ))}
      </ul>
      <div className="mt-6 flex min-h-11 flex-col items-center justify-center gap-2 text-sm text-stone-600">
        <p aria-live="polite" className="flex items-center gap-2">
          {isFetchingNextPage && (
            <>
              <Spinner className="size-4 text-marca-700" />
              Carregando mais anúncios...
            </>
          )}
          {isFetchNextPageError && 'Não foi possível carregar mais anúncios.'}
          {!hasNextPage && 'Fim dos resultados.'}
        </p>
        {hasNextPage && !isFetchingNextPage && (
          // For keyboards and screen readers, which do not scroll to load.
          <Button variant="secondary" onClick={() => fetchNextPage()}>
            {isFetchNextPageError ? 'Tentar novamente' : 'Carregar mais'}
          </Button>
        )}
      </div>
    </section>
  )
}
