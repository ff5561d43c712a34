import { ArrowLeft, PackageX } from 'lucide-react'
import { type ReactNode, useDeferredValue } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { ApiError } from '../../../lib/api.ts'
import type { Anuncio } from '../api/anuncio.ts'
import { useAnuncio } from '../api/anuncios.ts'
import { useIdAnuncio } from './id-anuncio.ts'

/** Back where the user came from (a list, the catalogue, an order), or to `fallback` on a fresh tab. */
function useVoltar(fallback: string) {
  const navigate = useNavigate()
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (idx > 0) navigate(-1)
    else navigate(fallback)
  }
}

export function VoltarButton({ para, size = 'md' }: { para: string; size?: 'sm' | 'md' }) {
  const voltar = useVoltar(para)
  return (
    <Button variant="secondary" size={size} onClick={voltar}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Voltar
    </Button>
  )
}

interface ProblemaProps {
  titulo: string
  voltarPara: string
  title: string
  description?: string
  action?: ReactNode
}

function Problema({ titulo, voltarPara, title, description, action }: ProblemaProps) {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title={titulo} />
      <EmptyState
        icon={<PackageX aria-hidden="true" className="size-10 text-stone-400" />}
        title={title}
        description={description}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <VoltarButton para={voltarPara} />
            {action}
          </div>
        }
      />
    </div>
  )
}

interface AnuncioCarregadoProps {
  /** The page's title on the problem screens. */
  titulo: string
  /** Where 'Voltar' goes on a fresh tab. */
  voltarPara: string
  children: (anuncio: Anuncio) => ReactNode
}

/**
 * The listing the page names (navigation state `idAnuncio` or `/:id`), with the states of
 * docs/product/anuncios.md until it is there: 'ID do anúncio não informado.', loading, 'Anúncio não
 * encontrado' and a failed load with a retry, each with a way back.
 */
export function AnuncioCarregado({ titulo, voltarPara, children }: AnuncioCarregadoProps) {
  const id = useIdAnuncio()
  const query = useAnuncio(id)
  // The page is drawn at a transition's pace once its answer arrives, in slices (as the catalogue's
  // cards): a phone's main thread is never held for the whole page at once.
  const anuncio = useDeferredValue(query.data)
  const problema = { titulo, voltarPara }

  if (id === undefined) return <Problema {...problema} title="ID do anúncio não informado." />
  if (query.isPending) return <PageLoading label="Carregando anúncio..." />
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <Problema
          {...problema}
          title="Anúncio não encontrado"
          description="Ele pode ter sido removido pelo vendedor."
        />
      )
    }
    return (
      <Problema
        {...problema}
        title="Não foi possível carregar o anúncio."
        description="Verifique sua conexão e tente novamente."
        action={<Button onClick={() => query.refetch()}>Tentar novamente</Button>}
      />
    )
  }
  // Until the deferred answer is this listing's (another one's may still be there), it is loading.
  if (anuncio?.id_anuncio !== query.data.id_anuncio) return <PageLoading label="Carregando anúncio..." />
  return children(anuncio)
}
