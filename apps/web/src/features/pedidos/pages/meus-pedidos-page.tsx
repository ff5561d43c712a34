import { PageHeader } from '../../../components/ui/page-header.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { describeActiveFilters, useListState } from '../../../lib/list-params.ts'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { usePedidosComprador } from '../api/get-pedidos-comprador.ts'
import { describePedidoFilters, NO_FILTERS } from '../components/pedido-filters.tsx'
import { PedidosCompradorResultados } from '../components/pedidos-comprador-resultados.tsx'
import { PedidosToolbar } from '../components/pedidos-toolbar.tsx'
import { StatusCounters } from '../components/status-counters.tsx'

export default function MeusPedidosPage() {
  const { user } = useAuth()
  if (!user) return <PageLoading label="Carregando usuário..." />
  return <MeusPedidosList idUsuario={user.id_usuario} />
}

/** Spec part 2 §2 'Orders, buyer': /meus-pedidos, counters with Total, more cards as it scrolls. */
function MeusPedidosList({ idUsuario }: { idUsuario: number }) {
  const list = useListState(NO_FILTERS)
  const query = usePedidosComprador(idUsuario, { ...list.filters, busca: list.debouncedBusca })
  const primeira = query.data?.pages[0]
  const fetchNext = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage()
  }
  return (
    <>
      <PageHeader title="Meus Pedidos">
        <p className="text-sm text-stone-600">Acompanhe suas compras, do pagamento à entrega.</p>
      </PageHeader>
      <StatusCounters
        contadores={primeira?.contadores}
        comTotal
        ativo={list.filters.status}
        onSelect={(status) => list.setFilter('status', status)}
      />
      <PedidosToolbar {...list} setFilter={list.setFilter} placeholder="Buscar por pedido ou vendedor..." />
      <PedidosCompradorResultados
        pedidos={query.data?.pages.flatMap((p) => p.itens)}
        total={primeira?.total ?? 0}
        isPending={query.isPending}
        isError={query.isError}
        isFetching={query.isFetching && !query.isFetchingNextPage}
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={fetchNext}
        filtered={list.filtering}
        filteredDescription={describeActiveFilters(list.debouncedBusca, describePedidoFilters(list.filters))}
        onClearFilters={list.clear}
      />
    </>
  )
}
