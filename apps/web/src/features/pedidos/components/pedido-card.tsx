import { formatBRL, formatDateTime } from '@recria/domain/format'
import { Eye } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { PedidoStatusBadge } from '../../../components/ui/pedido-status-badge.tsx'
import { ProdutoImagem } from '../../../components/ui/product-image.tsx'

export interface PedidoCardData {
  id_pedido: number
  status_pedido: string
  valor_total: number
  data_criacao: string
  quantidade_itens: number
  produto_principal: { nome: string; imagem: string | null } | null
}

interface PedidoCardProps {
  pedido: PedidoCardData
  /** 'Comprador' or 'Vendedor' and their name. */
  parte: { papel: string; nome: string }
  /** The detail route; the order travels in navigation state (spec part 2 §2). */
  detalhesPara: string
}

/** One order of a list: number, date, other party, status, value and first product. */
export function PedidoCard({ pedido, parte, detalhesPara }: PedidoCardProps) {
  const produto = pedido.produto_principal
  const outros = pedido.quantidade_itens - 1
  const titulo = `Pedido #${pedido.id_pedido}`
  return (
    <Card as="article" className="h-full">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-stone-900">{titulo}</h2>
          <p className="text-sm text-stone-600">{formatDateTime(pedido.data_criacao)}</p>
        </div>
        <PedidoStatusBadge status={pedido.status_pedido} />
      </div>
      {produto && (
        <div className="flex items-center gap-3">
          <ProdutoImagem
            src={produto.imagem}
            nome={produto.nome}
            className="size-14 shrink-0 rounded-lg text-xs"
          />
          <p className="min-w-0 text-sm text-stone-800">
            <span className="line-clamp-2 font-medium">{produto.nome}</span>
            {outros > 0 && (
              <span className="text-stone-600">{` + ${outros} ${outros === 1 ? 'item' : 'itens'}`}</span>
            )}
          </p>
        </div>
      )}
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="min-w-0">
          <dt className="text-stone-600">{parte.papel}</dt>
          <dd className="truncate font-medium text-stone-900">{parte.nome}</dd>
        </div>
        <div className="text-right">
          <dt className="text-stone-600">Valor total</dt>
          <dd className="font-bold text-marca-800">{formatBRL(pedido.valor_total)}</dd>
        </div>
      </dl>
      <Link
        to={detalhesPara}
        state={{ pedido }}
        aria-label={`Ver Detalhes do ${titulo}`}
        className={`${buttonClasses('secondary', 'sm')} mt-auto`}
      >
        <Eye aria-hidden="true" className="size-4" />
        Ver Detalhes
      </Link>
    </Card>
  )
}
