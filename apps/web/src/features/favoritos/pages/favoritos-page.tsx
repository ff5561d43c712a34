import { FAVORITOS_PAGE_SIZE } from '@recria/domain/favorito-base'
import { Heart } from 'lucide-react'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { ButtonLink } from '../../../components/ui/button-link.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { comIdUsuario } from '../../../lib/session/com-id-usuario.tsx'
import { useAlternarFavorito, useFavoritos } from '../api/favoritos.ts'
import { FavoritoCard } from '../components/favorito-card.tsx'

/** /favoritos: the buyer's favourite pieces, newest first, those that cannot be bought greyed. */
function Favoritos({ idUsuario }: { idUsuario: number }) {
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const setPage = (p: number) => setParams(p > 1 ? { page: String(p) } : {})
  const query = useFavoritos(idUsuario, page, FAVORITOS_PAGE_SIZE)
  const remover = useAlternarFavorito(idUsuario)
  const totalPaginas = query.data?.total_paginas ?? 0

  // Removing the last one of the last page shows the page before it.
  useEffect(() => {
    if (totalPaginas > 0 && page > totalPaginas)
      setParams(totalPaginas > 1 ? { page: String(totalPaginas) } : {})
  }, [totalPaginas, page, setParams])

  return (
    <>
      <PageHeader title="Favoritos">
        <p className="text-stone-600">As peças que você guardou para ver depois.</p>
      </PageHeader>
      {query.isPending ? (
        <div className="flex justify-center py-12" role="status" aria-label="Carregando favoritos">
          <Spinner className="size-8" />
        </div>
      ) : query.isError ? (
        <FormAlert message="Não foi possível carregar os seus favoritos. Tente novamente." />
      ) : query.data.total === 0 ? (
        <EmptyState
          icon={<Heart aria-hidden="true" className="size-10" />}
          title="Você ainda não tem favoritos"
          description="Toque no coração de uma peça do catálogo para guardá-la aqui."
          action={<ButtonLink to="/">Explorar o catálogo</ButtonLink>}
        />
      ) : (
        <>
          <ul
            aria-label="Meus favoritos"
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          >
            {query.data.itens.map((favorito) => (
              <li key={favorito.id_anuncio}>
                <FavoritoCard
                  favorito={favorito}
                  removendo={remover.isPending && remover.variables?.idAnuncio === favorito.id_anuncio}
                  onRemover={() => remover.mutate({ idAnuncio: favorito.id_anuncio, favoritar: false })}
                />
              </li>
            ))}
          </ul>
          <div className="mt-6">
            <Pagination page={page} totalPages={totalPaginas} onPageChange={setPage} />
          </div>
        </>
      )}
    </>
  )
}

export default comIdUsuario(Favoritos)
