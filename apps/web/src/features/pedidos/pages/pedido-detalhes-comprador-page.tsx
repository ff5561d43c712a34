import type { ItemPedido, PedidoDetalheResponse } from '@recria/domain/pedidos-consulta'
import type { ReactNode } from 'react'
import { OQueEntregar } from '../../../components/materia/o-que-entregar.tsx'
import { SectionCard } from '../../../components/ui/section-card.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { CancelarCompra } from '../components/cancelar-compra.tsx'
import { CobrancaMateriaComprador } from '../components/cobranca-materia-comprador.tsx'
import { EntregaPedido } from '../components/entrega-pedido.tsx'
import { HistoricoPedido } from '../components/historico-pedido.tsx'
import { ItensPedido } from '../components/itens-pedido.tsx'
import { MensagensPedido } from '../components/mensagens-pedido.tsx'
import { PagamentoInfo } from '../components/pagamento-info.tsx'
import { ParteInfo } from '../components/parte-info.tsx'
import { PedidoCarregado } from '../components/pedido-carregado.tsx'
import { PedidoResumo } from '../components/pedido-resumo.tsx'
import { ReembolsoAviso } from '../components/reembolso-aviso.tsx'
import { useIdPedido } from '../components/use-id-pedido.ts'

const BASE = '/pedido/detalhes-comprador'

export interface PedidoDetalhesCompradorPageProps {
  /** The 'Pagar agora' button of an unpaid order (composed from the payment feature). */
  pagar: (idPedido: number) => ReactNode
  /** The refund section and its request modal (composed from the refunds feature). */
  reembolso: (pedido: PedidoDetalheResponse) => ReactNode
  /** 'Avaliar' on a delivered item not reviewed yet (composed from the reviews feature). */
  avaliar: (item: ItemPedido & { id_produto_a_avaliar: number }) => ReactNode
}

/** docs/product/pedidos.md: /pedido/detalhes-comprador, the buyer's order. */
export function PedidoDetalhesCompradorPage({ pagar, reembolso, avaliar }: PedidoDetalhesCompradorPageProps) {
  const { user } = useAuth()
  const id = useIdPedido(BASE)
  if (!user) return <PageLoading label="Carregando usuário..." />
  return (
    <PedidoCarregado id={id} voltar={{ para: '/meus-pedidos', texto: 'Voltar para Meus Pedidos' }}>
      {(pedido) => (
        <Detalhes
          pedido={pedido}
          idUsuario={user.id_usuario}
          pagar={pagar}
          reembolso={reembolso}
          avaliar={avaliar}
        />
      )}
    </PedidoCarregado>
  )
}

interface DetalhesProps extends PedidoDetalhesCompradorPageProps {
  pedido: PedidoDetalheResponse
  idUsuario: number
}

function Detalhes({ pedido, idUsuario, pagar, reembolso, avaliar }: DetalhesProps) {
  const pago = pedido.pagamento?.status === 'approved'
  return (
    <div className="flex flex-col gap-4">
      <PedidoResumo pedido={pedido} />
      <ReembolsoAviso data={pedido.data_reembolso} />
      {pedido.status_pedido === 'pagamento_pendente' && (
        <SectionCard id="pedido-pagar" title="Pagamento pendente">
          <p className="text-sm text-stone-600">O vendedor só recebe o pedido depois do pagamento.</p>
          <div className="sm:max-w-xs">{pagar(pedido.id_pedido)}</div>
        </SectionCard>
      )}
      {pedido.status_pedido !== 'cancelado' && pedido.status_pedido !== 'reembolsado' && (
        <OQueEntregar itens={pedido.itens} modo={pedido.entrega?.modo ?? null} status={pedido.status_pedido}>
          <CobrancaMateriaComprador idPedido={pedido.id_pedido} materia={pedido.materia} />
        </OQueEntregar>
      )}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ParteInfo titulo="Vendedor" parte={pedido.vendedor} loja dados={pedido.dados_privados} />
        <EntregaPedido pedido={pedido} lado="comprador" />
        <PagamentoInfo pagamento={pedido.pagamento} />
        <HistoricoPedido pedido={pedido} />
        <CancelarCompra
          idPedido={pedido.id_pedido}
          status={pedido.status_pedido}
          idUsuario={idUsuario}
          pago={pago}
        />
        {reembolso(pedido)}
      </div>
      <MensagensPedido idPedido={pedido.id_pedido} idUsuario={idUsuario} />
      <ItensPedido
        itens={pedido.itens}
        linkDo={(idAnuncio) => ({ to: `/anuncio-produto/${idAnuncio}`, state: { idAnuncio } })}
        acao={(item) =>
          item.id_produto_a_avaliar !== undefined &&
          avaliar({ ...item, id_produto_a_avaliar: item.id_produto_a_avaliar })
        }
      />
    </div>
  )
}
