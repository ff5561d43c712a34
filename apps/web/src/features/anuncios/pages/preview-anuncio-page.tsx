import { Eye, Pencil } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { AnuncioCarregado, VoltarButton } from '../components/anuncio-carregado.tsx'
import { AnuncioVitrine } from '../components/anuncio-vitrine.tsx'

const TITLE = 'Pré-visualização do Anúncio'

/** docs/product/anuncios.md: /anuncio/preview, the seller's look at the buyer page of one listing. */
export default function PreviewAnuncioPage() {
  return (
    <AnuncioCarregado titulo={TITLE} voltarPara="/anuncios">
      {(anuncio) => (
        <div className="mx-auto w-full max-w-5xl">
          <PageHeader title={TITLE} />
          <div className="mb-6 flex flex-col gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-start gap-2">
              <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />É assim que os compradores veem
              este anúncio. Comprar e adicionar ao carrinho ficam desativados na pré-visualização.
            </p>
            <div className="flex shrink-0 gap-2">
              <VoltarButton para="/anuncios" size="sm" />
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
      )}
    </AnuncioCarregado>
  )
}
