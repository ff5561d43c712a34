import { ArrowLeft, PackageX } from 'lucide-react'
import { type ReactNode, useEffect } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { ApiError } from '../../../lib/api.ts'
import { usePageTitle } from '../../../lib/use-page-title.ts'
import type { Anuncio } from '../api/anuncio.ts'
import { useAnuncio } from '../api/get-anuncio.ts'
import { AnuncioVitrine } from '../components/anuncio-vitrine.tsx'
import { useIdAnuncio } from '../components/id-anuncio.ts'

const TITLE = 'Detalhes do Anúncio'

/** Back where the buyer came from (the catalogue, an order), or to the catalogue on a fresh tab. */
function useVoltar() {
  const navigate = useNavigate()
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (idx > 0) navigate(-1)
    else navigate('/')
  }
}

function VoltarButton() {
  const voltar = useVoltar()
  return (
    <Button variant="secondary" onClick={voltar}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Voltar
    </Button>
  )
}

function Problema({
  title,
  description,
  action,
}: {
  title: string
  description?: string
  action?: ReactNode
}) {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title={TITLE} />
      <EmptyState
        icon={<PackageX aria-hidden="true" className="size-10 text-stone-400" />}
        title={title}
        description={description}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <VoltarButton />
            {action}
          </div>
        }
      />
    </div>
  )
}

/**
 * Spec part 2 §2: the id arrives in navigation state (`idAnuncio`); the page then takes the
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
  /** The report button for this listing (none for its own seller). */
  denuncia?: (anuncio: Anuncio) => ReactNode
}

function Carregado({
  anuncio,
  onComprar,
  onAdicionarAoCarrinho,
  denuncia,
}: AnuncioProdutoPageProps & { anuncio: Anuncio }) {
  usePageTitle(anuncio.produto.nome)
  return (
    <div className="mx-auto w-full max-w-5xl">
      <nav aria-label="Navegação" className="mb-4">
        <VoltarButton />
      </nav>
      <AnuncioVitrine
        anuncio={anuncio}
        modo="comprador"
        onComprar={() => onComprar(anuncio)}
        onAdicionarAoCarrinho={() => onAdicionarAoCarrinho(anuncio)}
        denuncia={denuncia?.(anuncio)}
      />
    </div>
  )
}

/** Spec part 2 §2: /anuncio-produto, the buyer's page of one listing. */
export function AnuncioProdutoPage(props: AnuncioProdutoPageProps) {
  const id = useIdAnuncio()
  const query = useAnuncio(id)
  useEnderecoProprio(id)

  if (id === undefined) return <Problema title="ID do anúncio não informado." />
  if (query.isPending) return <PageLoading label="Carregando anúncio..." />
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <Problema title="Anúncio não encontrado" description="Ele pode ter sido removido pelo vendedor." />
      )
    }
    return (
      <Problema
        title="Não foi possível carregar o anúncio."
        description="Verifique sua conexão e tente novamente."
        action={<Button onClick={() => query.refetch()}>Tentar novamente</Button>}
      />
    )
  }
  return <Carregado anuncio={query.data} {...props} />
}
