import { formatBRL } from '@recria/domain/format'
import type { ReembolsoResponse } from '@recria/domain/reembolso-consulta'
import { formatDataReembolso, resumoJustificativa } from '@recria/domain/reembolso-exibicao'
import { Eye } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { MotivoBadge } from './motivo-badge.tsx'
import { ReembolsoStatusBadge } from './reembolso-status-badge.tsx'

/**
 * Spec part 2 §2 'Refunds (buyer)': number, order, date, status, the value asked (and the approved
 * one when different), the seller, the first product, the reason, 'Minha Justificativa' cut at 100
 * characters, the seller's answer and 'Ver Detalhes'.
 */
export function ReembolsoCardComprador({ reembolso: r }: { reembolso: ReembolsoResponse }) {
  const titulo = `Reembolso #${r.id_reembolso}`
  const produto = r.pagamento.pedido.itens[0]?.anuncio.produto.nome ?? 'Produto não encontrado'
  const aprovadoDiferente = r.valor_aprovado !== null && r.valor_aprovado !== r.valor_solicitado
  return (
    <Card as="article" className="h-full">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-stone-900">{titulo}</h2>
          <p className="text-sm text-stone-600">{`Pedido #${r.id_pedido}`}</p>
          <p className="text-sm text-stone-600">{formatDataReembolso(r.data_criacao)}</p>
        </div>
        <ReembolsoStatusBadge status={r.status} lado="comprador" />
      </div>
      <p className="line-clamp-2 text-sm font-medium text-stone-900">{produto}</p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="min-w-0">
          <dt className="text-stone-600">Vendedor</dt>
          <dd className="truncate font-medium text-stone-900">{r.usuario_vendedor.nome}</dd>
        </div>
        <div className="text-right">
          <dt className="text-stone-600">Valor solicitado</dt>
          <dd className="font-bold text-marca-800">{formatBRL(r.valor_solicitado)}</dd>
        </div>
        {aprovadoDiferente && (
          <div className="col-span-2 text-right">
            <dt className="text-stone-600">Valor aprovado</dt>
            <dd className="font-bold text-marca-800">{formatBRL(r.valor_aprovado ?? 0)}</dd>
          </div>
        )}
      </dl>
      <div>
        <MotivoBadge motivo={r.motivo} />
      </div>
      <div className="text-sm">
        <p className="font-medium text-stone-700">Minha Justificativa</p>
        <p className="break-words text-stone-900">{resumoJustificativa(r.descricao_motivo)}</p>
      </div>
      {r.resposta_vendedor && (
        <div className="rounded-lg bg-stone-50 p-2 text-sm">
          <p className="font-medium text-stone-700">Resposta do Vendedor</p>
          <p className="line-clamp-3 break-words text-stone-900">{r.resposta_vendedor}</p>
        </div>
      )}
      <Link
        to={`/reembolso-detalhes-comprador/${r.id_reembolso}`}
        state={{ reembolso: r }}
        aria-label={`Ver Detalhes do ${titulo}`}
        className={`${buttonClasses('secondary', 'sm')} mt-auto`}
      >
        <Eye aria-hidden="true" className="size-4" />
        Ver Detalhes
      </Link>
    </Card>
  )
}
