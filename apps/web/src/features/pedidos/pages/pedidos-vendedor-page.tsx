import { ListResults } from '../../../components/ui/list-results.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { describeActiveFilters, useListState } from '../../../lib/list-params.ts'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { usePedidosVendedor } from '../api/get-pedidos-vendedor.ts'
import { PedidoCard } from '../components/pedido-card.tsx'
import { describePedidoFilters, NO_FILTERS } from '../components/pedido-filters.tsx'
import { PedidosToolbar } from '../components/pedidos-toolbar.tsx'
import { StatusCounters } from '../components/status-counters.tsx'

export default function PedidosVendedorPage() {
  const { user } = useAuth()
  if (!user) return <PageLoading label="Carregando usuário..." />
  return <PedidosVendedorList idUsuario={user.id_usuario} />
}

/** Spec part 2 §2 'Orders, seller': /pedidos, 12 cards a page, filters kept in the URL. */
function PedidosVendedorList({ idUsuario }: { idUsuario: number }) {
  const list = useListState(NO_FILTERS)
  const query = usePedidosVendedor(idUsuario, list.page, { ...list.filters, busca: list.debouncedBusca })
  const changePage = (page: number) => {
    list.setPage(page)
    window.scrollTo({ top: 0 })
  }
  return (
    <>
      <PageHeader title="Meus Pedidos">
        <p className="text-sm text-stone-600">Acompanhe e atualize os pedidos dos seus clientes.</p>
      </PageHeader>
      <StatusCounters
        contadores={query.data?.contadores}
        ativo={list.filters.status}
        onSelect={(status) => list.setFilter('status', status)}
      />
      <PedidosToolbar {...list} setFilter={list.setFilter} placeholder="Buscar por pedido ou comprador..." />
      <ListResults
        query={query}
        filtered={list.filtering}
        loadingLabel="Carregando pedidos..."
        errorTitle="Erro ao carregar pedidos"
        empty={{
          title: 'Nenhum pedido encontrado',
          description: 'Você ainda não recebeu nenhum pedido.',
          action: null,
        }}
        filteredDescription={describeActiveFilters(list.debouncedBusca, describePedidoFilters(list.filters))}
        onClearFilters={list.clear}
        resultsId="pedidos-resultados"
        countText={(total) => (total === 1 ? '1 pedido' : `${total} pedidos`)}
        label="Pedidos"
        getKey={(pedido) => pedido.id_pedido}
        renderItem={(pedido) => (
          <PedidoCard
            pedido={pedido}
            parte={{ papel: 'Comprador', nome: pedido.comprador.nome }}
            detalhesPara="/pedido/detalhes"
          />
        )}
        onPageChange={changePage}
      />
    </>
  )
}
