import { ListPage } from '../../../components/lista/list-page.tsx'
import { useListState } from '../../../lib/list-params.ts'
import { comIdUsuario } from '../../../lib/session/com-id-usuario.tsx'
import { usePedidosComprador } from '../api/get-pedidos-comprador.ts'
import { PedidoCounters } from '../components/pedido-counters.tsx'
import { NO_FILTERS, PEDIDO_FILTROS } from '../components/pedido-filters.tsx'
import { PedidosCompradorResultados } from '../components/pedidos-comprador-resultados.tsx'

/** docs/product/pedidos.md: /meus-pedidos, counters with Total, more cards as it scrolls. */
function MeusPedidosList({ idUsuario }: { idUsuario: number }) {
  const list = useListState(NO_FILTERS)
  const query = usePedidosComprador(idUsuario, { ...list.filters, busca: list.debouncedBusca })
  const primeira = query.data?.pages[0]
  const fetchNext = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage()
  }
  return (
    <ListPage
      title="Meus Pedidos"
      description="Acompanhe suas compras, do pagamento à entrega."
      list={list}
      top={
        <PedidoCounters
          contadores={primeira?.contadores}
          comTotal
          ativo={list.filters.status}
          onSelect={(status) => list.setFilter('status', status)}
        />
      }
      search="Buscar por pedido ou vendedor..."
      filtros={PEDIDO_FILTROS}
      results={(filteredDescription) => (
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
          filteredDescription={filteredDescription}
          onClearFilters={list.clear}
        />
      )}
    />
  )
}

export default comIdUsuario(MeusPedidosList)
