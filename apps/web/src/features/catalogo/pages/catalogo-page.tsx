import type { AnuncioCatalogo } from '@recria/domain/catalogo'
import { type ReactNode, useMemo, useState } from 'react'
import { FiltersPanel } from '../../../components/ui/filters-panel.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { useIsDesktop } from '../../../lib/use-is-desktop.ts'
import { CatalogoBusca } from '../components/catalogo-busca.tsx'
import { CatalogoCard, type CatalogoCardProps } from '../components/catalogo-card.tsx'
import { CatalogoFacetas, useFacetas } from '../components/catalogo-facetas.tsx'
import { CatalogoFiltros, catalogoParams, filtrosUsados } from '../components/catalogo-filtros.tsx'
import { CatalogoInfinito } from '../components/catalogo-infinito.tsx'
import { CatalogoOrdenacao } from '../components/catalogo-ordenacao.tsx'
import { CatalogoPaginado } from '../components/catalogo-paginado.tsx'
import { CatalogoVazio } from '../components/catalogo-vazio.tsx'
import { useCatalogoUrl } from '../components/use-catalogo-url.ts'

/**
 * The cards whose pictures are fetched at once: the first row on a wide screen. The first one's is
 * the page's largest paint, ahead of everything (the server starts it with the HTML: web-app.ts).
 */
const PRIMEIRA_FILEIRA = 4

export interface CatalogoPageProps {
  onComprar: (anuncio: AnuncioCatalogo) => void
  onAdicionarAoCarrinho: (anuncio: AnuncioCatalogo) => void
  /** Which button of a listing is working ('comprar' or 'carrinho'), if any. */
  ocupado?: (idAnuncio: number) => CatalogoCardProps['ocupado']
  /** A seller's shop: only their listings, under the shop's header instead of 'Explorar'. */
  loja?: { idVendedor: number; cabecalho: ReactNode }
  /** The heart of a card (favourites). */
  favorito?: (anuncio: AnuncioCatalogo) => ReactNode
}

/**
 * docs/product/catalogo.md, Catalogue (/): search with suggestions, filters, ordering and the active
 * listings, in numbered pages on desktop and an infinite list on phones. Buying and the cart are the page
 * composition's (a visitor is asked to sign in first).
 */
export function CatalogoPage({
  onComprar,
  onAdicionarAoCarrinho,
  ocupado,
  favorito,
  loja,
}: CatalogoPageProps) {
  const url = useCatalogoUrl()
  const isDesktop = useIsDesktop()
  const filtrosNaUrl =
    [url.preco_min, url.preco_max].filter(Boolean).length + (url.forma_pagamento !== 'todos' ? 1 : 0)
  const [filtrosAbertos, setFiltrosAbertos] = useState(filtrosNaUrl > 0)

  // Prices are typed: the list follows once the typing pauses; every other change applies at once.
  const precoMin = useDebouncedValue(url.preco_min, 300)
  const precoMax = useDebouncedValue(url.preco_max, 300)
  const { busca, forma_pagamento, ordenar, categoria, materia } = url
  const params = useMemo(
    () =>
      catalogoParams({
        busca,
        preco_min: precoMin,
        preco_max: precoMax,
        forma_pagamento,
        ordenar,
        page: 1,
        categoria,
        materia,
      }),
    [busca, precoMin, precoMax, forma_pagamento, ordenar, categoria, materia],
  )
  // A shop asks the same query for its seller only.
  const idVendedor = loja?.idVendedor
  const pedido = useMemo(
    () => (idVendedor ? { ...params, id_vendedor: idVendedor } : params),
    [params, idVendedor],
  )
  const facetas = useFacetas(pedido, url.page, isDesktop)
  const nomeMateria = facetas?.materias.find((m) => m.id_materia_prima === materia)?.nome
  const usados = filtrosUsados({ ...url, preco_min: precoMin, preco_max: precoMax }, nomeMateria)

  const vazio = (
    <CatalogoVazio
      busca={busca}
      filtros={usados}
      onLimparBusca={() => url.setBusca('')}
      onLimparFiltros={url.limparFiltros}
    />
  )
  const renderCard = (anuncio: AnuncioCatalogo, indice: number) => (
    <CatalogoCard
      anuncio={anuncio}
      onComprar={onComprar}
      onAdicionar={onAdicionarAoCarrinho}
      ocupado={ocupado?.(anuncio.id_anuncio) ?? null}
      carga={indice === 0 ? 'prioritaria' : indice < PRIMEIRA_FILEIRA ? 'imediata' : 'adiada'}
      favorito={favorito?.(anuncio)}
    />
  )

  return (
    <>
      {loja ? (
        loja.cabecalho
      ) : (
        <PageHeader title="Explorar">
          <p className="text-stone-600">Produtos artesanais feitos de materiais recicláveis.</p>
        </PageHeader>
      )}
      <div className="mb-6 flex flex-col gap-3">
        <CatalogoBusca busca={busca} onBuscar={url.setBusca} />
        <div className="flex flex-wrap items-end gap-3">
          <FiltersPanel
            open={filtrosAbertos}
            onToggle={() => setFiltrosAbertos((aberto) => !aberto)}
            activeCount={filtrosNaUrl}
          >
            <CatalogoFiltros url={url} />
          </FiltersPanel>
          <CatalogoOrdenacao url={url} className="min-w-0 flex-1 sm:ml-auto sm:max-w-56" />
        </div>
        <CatalogoFacetas url={url} facetas={facetas} />
      </div>
      {isDesktop ? (
        <CatalogoPaginado
          params={pedido}
          page={url.page}
          onPage={url.setPage}
          vazio={vazio}
          renderCard={renderCard}
        />
      ) : (
        <CatalogoInfinito
          key={JSON.stringify(pedido)}
          params={pedido}
          page={url.page}
          vazio={vazio}
          renderCard={renderCard}
        />
      )}
    </>
  )
}
