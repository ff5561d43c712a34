import type { ReactNode } from 'react'
import { useEffect } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { usePageTitle } from '../../../lib/use-page-title.ts'
import type { Anuncio } from '../api/anuncio.ts'
import { AnuncioCarregado, VoltarButton } from '../components/anuncio-carregado.tsx'
import { AnuncioVitrine } from '../components/anuncio-vitrine.tsx'
import { useIdAnuncio } from '../components/id-anuncio.ts'

const TITLE = 'Detalhes do Anúncio'

/**
 * docs/product/catalogo.md: the id arrives in navigation state (`idAnuncio`); the page then takes the
 * listing's own address, `/anuncio-produto/{id}`, so a reload or a shared link opens it again (the
 * server answers that address with the product's link preview).
 */
function useEnderecoProprio(id: number | undefined) {
  const { pathname, state } = useLocation()
  const { id: param } = useParams()
  const navigate = useNavigate()
  useEffect(() => {
    if (id !== undefined && param === undefined && pathname === '/anuncio-produto') {
      navigate(`/anuncio-produto/${id}`, { replace: true, state })
    }
  }, [id, param, pathname, state, navigate])
}

export interface AnuncioProdutoPageProps {
  onComprar: (anuncio: Anuncio) => void
  onAdicionarAoCarrinho: (anuncio: Anuncio) => void
  /** Which of the listing's buttons is working ('comprar' or 'carrinho'), if any. */
  ocupado?: (idAnuncio: number) => 'comprar' | 'carrinho' | null
  /** The report button for this listing (none for its own seller). */
  denuncia?: (anuncio: Anuncio) => ReactNode
  /** The Avaliações tab's content for this listing's product. */
  avaliacoes?: (anuncio: Anuncio) => ReactNode
  /** The heart (favourites) for this listing. */
  favorito?: (anuncio: Anuncio) => ReactNode
}

function Carregado({
  anuncio,
  onComprar,
  onAdicionarAoCarrinho,
  ocupado,
  denuncia,
  avaliacoes,
  favorito,
}: AnuncioProdutoPageProps & { anuncio: Anuncio }) {
  usePageTitle(anuncio.produto.nome)
  return (
    <div className="mx-auto w-full max-w-5xl">
      <div className="mb-4 flex items-center justify-between gap-3">
        <nav aria-label="Navegação">
          <VoltarButton para="/" />
        </nav>
        {favorito?.(anuncio)}
      </div>
      <AnuncioVitrine
        anuncio={anuncio}
        modo="comprador"
        onComprar={() => onComprar(anuncio)}
        onAdicionarAoCarrinho={() => onAdicionarAoCarrinho(anuncio)}
        ocupado={ocupado?.(anuncio.id_anuncio) ?? null}
        denuncia={denuncia?.(anuncio)}
        avaliacoes={avaliacoes?.(anuncio)}
      />
    </div>
  )
}

/** docs/product/catalogo.md: /anuncio-produto, the buyer's page of one listing. */
export function AnuncioProdutoPage(props: AnuncioProdutoPageProps) {
  useEnderecoProprio(useIdAnuncio())
  return (
    <AnuncioCarregado titulo={TITLE} voltarPara="/">
      {(anuncio) => <Carregado anuncio={anuncio} {...props} />}
    </AnuncioCarregado>
  )
}
