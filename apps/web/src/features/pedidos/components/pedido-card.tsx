import { formatDateTime } from '@recria/domain/format'
import { MENSAGEM_MSG } from '@recria/domain/mensagem'
import { MessageCircle } from 'lucide-react'
import { Card } from '../../../components/ui/card.tsx'
import { PedidoStatusBadge } from '../../../components/ui/pedido-status-badge.tsx'
import { ProdutoLinha } from '../../../components/ui/produto-linha.tsx'
import { CardLink, CardPessoa, CardValor, RecordCardHeader } from '../../../components/ui/record-card.tsx'

export interface PedidoCardData {
  id_pedido: number
  status_pedido: string
  valor_total: number
  data_criacao: string
  quantidade_itens: number
  produto_principal: { nome: string; imagem: string | null } | null
  /** The other side's messages on the order the reader has not opened yet. */
  mensagens_nao_lidas?: number
}

interface PedidoCardProps {
  pedido: PedidoCardData
  /** 'Comprador' or 'Vendedor' and their name. */
  parte: { papel: string; nome: string }
  /** The detail route; the order travels in navigation state (docs/product/pedidos.md). */
  detalhesPara: string
}

/** One order of a list: number, date, other party, status, value and first product. */
export function PedidoCard({ pedido, parte, detalhesPara }: PedidoCardProps) {
  const produto = pedido.produto_principal
  const outros = pedido.quantidade_itens - 1
  const titulo = `Pedido #${pedido.id_pedido}`
  const naoLidas = pedido.mensagens_nao_lidas ?? 0
  return (
    <Card as="article" className="h-full">
      <RecordCardHeader title={titulo} badge={<PedidoStatusBadge status={pedido.status_pedido} />}>
        <p className="text-sm text-stone-600">{formatDateTime(pedido.data_criacao)}</p>
      </RecordCardHeader>
      {naoLidas > 0 && (
        <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-marca-50 px-2.5 py-0.5 text-xs font-semibold text-marca-800 ring-1 ring-marca-600/30 ring-inset">
          <MessageCircle aria-hidden="true" className="size-3.5" />
          {MENSAGEM_MSG.naoLidas(naoLidas)}
        </p>
      )}
      {produto && (
        <ProdutoLinha produto={produto} imagemClassName="size-14 shrink-0 rounded-lg text-xs">
          <p className="min-w-0 text-sm text-stone-800">
            <span className="line-clamp-2 font-medium">{produto.nome}</span>
            {outros > 0 && (
              <span className="text-stone-600">{` + ${outros} ${outros === 1 ? 'item' : 'itens'}`}</span>
            )}
          </p>
        </ProdutoLinha>
      )}
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <CardPessoa papel={parte.papel} nome={parte.nome} />
        <CardValor label="Valor total" valor={pedido.valor_total} className="text-right" />
      </dl>
      <CardLink to={detalhesPara} state={{ pedido }} label={`Ver Detalhes do ${titulo}`}>
        Ver Detalhes
      </CardLink>
    </Card>
  )
}
