import { ArrowLeft, Eye, Pencil } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { ApiError } from '../../../lib/api.ts'
import { useAnuncio } from '../api/get-anuncio.ts'
import { AnuncioVitrine } from '../components/anuncio-vitrine.tsx'
import { useIdAnuncio } from '../components/id-anuncio.ts'

const TITLE = 'Pré-visualização do Anúncio'

/** Back where the seller came from (a list, an order), or to the listings on a fresh tab. */
function useVoltar() {
  const navigate = useNavigate()
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (idx > 0) navigate(-1)
    else navigate('/anuncios')
  }
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
  const voltar = useVoltar()
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title={TITLE} />
      <EmptyState
        title={title}
        description={description}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="secondary" onClick={voltar}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Voltar
            </Button>
            {action}
          </div>
        }
      />
    </div>
  )
}

/** Spec part 2 §2: /anuncio/preview, the seller's look at the buyer page of one listing. */
export default function PreviewAnuncioPage() {
  const id = useIdAnuncio()
  const query = useAnuncio(id)
  const voltar = useVoltar()

  if (id === undefined) return <Problema title="ID do anúncio não informado." />
  if (query.isPending) return <PageLoading label="Carregando anúncio..." />
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <Problema title="Anúncio não encontrado" />
    }
    return (
      <Problema
        title="Não foi possível carregar o anúncio."
        description="Verifique sua conexão e tente novamente."
        action={<Button onClick={() => query.refetch()}>Tentar novamente</Button>}
      />
    )
  }

  const anuncio = query.data
  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader title={TITLE} />
      <div className="mb-6 flex flex-col gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2">
          <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />É assim que os compradores veem este
          anúncio. Comprar e adicionar ao carrinho ficam desativados na pré-visualização.
        </p>
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" size="sm" onClick={voltar}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Voltar
          </Button>
          <Link
            to="/anuncio/editar"
            state={{ idAnuncio: anuncio.id_anuncio }}
            className={buttonClasses('primary', 'sm')}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Editar
          </Link>
        </div>
      </div>
      <AnuncioVitrine anuncio={anuncio} modo="preview" />
    </div>
  )
}
