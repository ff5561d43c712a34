import { ListPage } from '../../../components/lista/list-page.tsx'
import { useListState } from '../../../lib/list-params.ts'
import { comIdUsuario } from '../../../lib/session/com-id-usuario.tsx'
import { usePedidosVendedor } from '../api/get-pedidos-vendedor.ts'
import { PedidoCard } from '../components/pedido-card.tsx'
import { PedidoCounters } from '../components/pedido-counters.tsx'
import { NO_FILTERS, PEDIDO_FILTROS } from '../components/pedido-filters.tsx'

/** docs/product/pedidos.md: /pedidos, 12 cards a page, filters kept in the URL. */
function PedidosVendedorList({ idUsuario }: { idUsuario: number }) {
  const list = useListState(NO_FILTERS)
  const query = usePedidosVendedor(idUsuario, list.page, { ...list.filters, busca: list.debouncedBusca })
  return (
    <ListPage
      title="Meus Pedidos"
      description="Acompanhe e atualize os pedidos dos seus clientes."
      list={list}
      top={
        <PedidoCounters
          contadores={query.data?.contadores}
          ativo={list.filters.status}
          onSelect={(status) => list.setFilter('status', status)}
        />
      }
      search="Buscar por pedido ou comprador..."
      filtros={PEDIDO_FILTROS}
      results={{
        query,
        noun: { singular: 'pedido', plural: 'pedidos' },
        empty: { title: 'Nenhum pedido encontrado', description: 'Você ainda não recebeu nenhum pedido.' },
        id: 'pedidos-resultados',
        label: 'Pedidos',
        getKey: (pedido) => pedido.id_pedido,
        renderItem: (pedido) => (
          <PedidoCard
            pedido={pedido}
            parte={{ papel: 'Comprador', nome: pedido.comprador.nome }}
            detalhesPara="/pedido/detalhes"
          />
        ),
      }}
    />
  )
}

export default comIdUsuario(PedidosVendedorList)
