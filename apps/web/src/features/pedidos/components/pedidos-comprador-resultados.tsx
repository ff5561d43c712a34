import type { PedidoDoComprador } from '@recria/domain/pedidos-consulta'
import { Button } from '../../../components/ui/button.tsx'
import { ButtonLink } from '../../../components/ui/button-link.tsx'
import { CardGrid } from '../../../components/ui/card.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageLoading, Spinner } from '../../../components/ui/spinner.tsx'
import { CarregarMais } from './carregar-mais.tsx'
import { PedidoCard } from './pedido-card.tsx'

interface Props {
  pedidos: PedidoDoComprador[] | undefined
  total: number
  isPending: boolean
  isError: boolean
  isFetching: boolean
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => void
  filtered: boolean
  filteredDescription: string
  onClearFilters: () => void
}

/** The buyer's list: a red box on failure, the empty states, the count and the growing grid. */
export function PedidosCompradorResultados(props: Props) {
  if (props.isPending) return <PageLoading label="Carregando pedidos..." />
  if (props.isError && !props.pedidos) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
        Erro ao carregar pedidos
      </p>
    )
  }
  const pedidos = props.pedidos ?? []
  if (pedidos.length === 0 && !props.filtered) {
    return (
      <EmptyState
        title="Você ainda não fez nenhum pedido"
        description="Explore o catálogo e encontre produtos sustentáveis."
        action={<ButtonLink to="/">Explorar o catálogo</ButtonLink>}
      />
    )
  }
  if (pedidos.length === 0) {
    return (
      <EmptyState
        title="Nenhum resultado encontrado"
        description={`Tente ajustar os filtros de busca. ${props.filteredDescription}`}
        action={
          <Button variant="secondary" onClick={props.onClearFilters}>
            Limpar Filtros
          </Button>
        }
      />
    )
  }
  return (
    <section aria-labelledby="meus-pedidos-resultados" aria-busy={props.isFetching || undefined}>
      <p
        id="meus-pedidos-resultados"
        className="mb-3 flex items-center gap-2 text-sm text-stone-600"
        aria-live="polite"
      >
        {props.total === 1 ? '1 pedido encontrado' : `${props.total} pedidos encontrados`}
        {props.isFetching && <Spinner className="size-4 text-marca-700" />}
      </p>
      <CardGrid label="Pedidos">
        {pedidos.map((pedido) => (
          <li key={pedido.id_pedido}>
            <PedidoCard
              pedido={pedido}
              parte={{ papel: 'Vendedor', nome: pedido.vendedor.nome }}
              detalhesPara="/pedido/detalhes-comprador"
            />
          </li>
        ))}
      </CardGrid>
      {props.hasNextPage && <CarregarMais onLoad={props.fetchNextPage} loading={props.isFetchingNextPage} />}
    </section>
  )
}
