import type { ReembolsoResponse } from '@recria/domain/reembolso-consulta'
import { formatDataReembolso, resumoJustificativa } from '@recria/domain/reembolso-exibicao'
import { Card } from '../../../components/ui/card.tsx'
import { CardLink, CardPessoa, CardValor, RecordCardHeader } from '../../../components/ui/record-card.tsx'
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
      <RecordCardHeader title={titulo} badge={<ReembolsoStatusBadge status={r.status} lado="comprador" />}>
        <p className="text-sm text-stone-600">{`Pedido #${r.id_pedido}`}</p>
        <p className="text-sm text-stone-600">{formatDataReembolso(r.data_criacao)}</p>
      </RecordCardHeader>
      <p className="line-clamp-2 text-sm font-medium text-stone-900">{produto}</p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <CardPessoa papel="Vendedor" nome={r.usuario_vendedor.nome} />
        <CardValor label="Valor solicitado" valor={r.valor_solicitado} className="text-right" />
        {aprovadoDiferente && (
          <CardValor label="Valor aprovado" valor={r.valor_aprovado ?? 0} className="col-span-2 text-right" />
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
      <CardLink
        to={`/reembolso-detalhes-comprador/${r.id_reembolso}`}
        state={{ reembolso: r }}
        label={`Ver Detalhes do ${titulo}`}
      >
        Ver Detalhes
      </CardLink>
    </Card>
  )
}
