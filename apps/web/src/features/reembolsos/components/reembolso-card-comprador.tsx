import type { ReembolsoResponse } from '@recria/domain/reembolso-consulta'
import { resumoJustificativa } from '@recria/domain/reembolso-exibicao'
import { CardValor } from '../../../components/ui/record-card.tsx'
import { ReembolsoCard } from './reembolso-card.tsx'

/**
 * docs/product/reembolsos.md: number, order, date, status, the value asked (and the approved
 * one when different), the seller, the first product, the reason, 'Minha Justificativa' cut at 100
 * characters, the seller's answer and 'Ver Detalhes'.
 */
export function ReembolsoCardComprador({ reembolso: r }: { reembolso: ReembolsoResponse }) {
  const produto = r.pagamento.pedido.itens[0]?.anuncio.produto.nome ?? 'Produto não encontrado'
  const aprovadoDiferente = r.valor_aprovado !== null && r.valor_aprovado !== r.valor_solicitado
  return (
    <ReembolsoCard
      reembolso={r}
      lado="comprador"
      pessoa={{ papel: 'Vendedor', nome: r.usuario_vendedor.nome }}
      detalhes={`/reembolso-detalhes-comprador/${r.id_reembolso}`}
      antes={<p className="line-clamp-2 text-sm font-medium text-stone-900">{produto}</p>}
      valores={
        aprovadoDiferente && (
          <CardValor label="Valor aprovado" valor={r.valor_aprovado ?? 0} className="col-span-2 text-right" />
        )
      }
    >
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
    </ReembolsoCard>
  )
}
