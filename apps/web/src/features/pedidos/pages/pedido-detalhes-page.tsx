import type { PedidoDetalheResponse } from '@recria/domain/pedidos-consulta'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { ControlePedido } from '../components/controle-pedido.tsx'
import { EntregaPedido } from '../components/entrega-pedido.tsx'
import { HistoricoPedido } from '../components/historico-pedido.tsx'
import { ItensPedido } from '../components/itens-pedido.tsx'
import { MateriaPrimaVendedor } from '../components/materia-prima-vendedor.tsx'
import { MensagensPedido } from '../components/mensagens-pedido.tsx'
import { PagamentoInfo } from '../components/pagamento-info.tsx'
import { ParteInfo } from '../components/parte-info.tsx'
import { PedidoCarregado } from '../components/pedido-carregado.tsx'
import { PedidoResumo } from '../components/pedido-resumo.tsx'
import { useIdPedido } from '../components/use-id-pedido.ts'

const BASE = '/pedido/detalhes'

/** docs/product/pedidos.md: /pedido/detalhes, the seller's order with its controls. */
export default function PedidoDetalhesPage() {
  const { user } = useAuth()
  const id = useIdPedido(BASE)
  if (!user) return <PageLoading label="Carregando usuário..." />
  return (
    <PedidoCarregado id={id} voltar={{ para: '/pedidos', texto: 'Voltar para Pedidos' }}>
      {(pedido) => <Detalhes pedido={pedido} idUsuario={user.id_usuario} />}
    </PedidoCarregado>
  )
}

function Detalhes({ pedido, idUsuario }: { pedido: PedidoDetalheResponse; idUsuario: number }) {
  return (
    <div className="flex flex-col gap-4">
      <PedidoResumo pedido={pedido} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ParteInfo titulo="Comprador" parte={pedido.comprador} dados={pedido.dados_privados} />
        <EntregaPedido pedido={pedido} lado="vendedor" />
        <ControlePedido
          idPedido={pedido.id_pedido}
          status={pedido.status_pedido}
          idUsuario={idUsuario}
          pago={pedido.pagamento?.status === 'approved'}
          entrega={pedido.entrega}
        />
        <MateriaPrimaVendedor
          idPedido={pedido.id_pedido}
          status={pedido.status_pedido}
          itens={pedido.itens}
          materia={pedido.materia}
          modo={pedido.entrega?.modo ?? null}
        />
        <PagamentoInfo pagamento={pedido.pagamento} vendedor />
        <HistoricoPedido pedido={pedido} />
      </div>
      <MensagensPedido idPedido={pedido.id_pedido} idUsuario={idUsuario} />
      <ItensPedido
        itens={pedido.itens}
        linkDo={(idAnuncio) => ({ to: '/anuncio/preview', state: { idAnuncio } })}
      />
    </div>
  )
}
