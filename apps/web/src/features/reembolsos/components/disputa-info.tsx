import { type DisputaDoReembolso, STATUS_DISPUTA_LABELS } from '@recria/domain/disputa'
import { formatDataReembolso } from '@recria/domain/reembolso-exibicao'
import { SectionCard } from '../../../components/ui/section-card.tsx'

const COR = {
  aberta: 'bg-amber-100 text-amber-900',
  reembolsada: 'bg-green-100 text-green-900',
  mantida: 'bg-stone-200 text-stone-900',
} as const

interface DisputaInfoProps {
  disputa: DisputaDoReembolso
  /** The refund shown: the disputed request, or the one the decision refunded through. */
  idReembolso: number
  /** Whose page: the buyer reads 'Sua contestação', the seller 'Contestação do comprador'. */
  lado: 'comprador' | 'vendedor'
}

/** The dispute of a rejected refund: its status, the buyer's text, the operator's reason and dates. */
export function DisputaInfo({ disputa: d, idReembolso, lado }: DisputaInfoProps) {
  const daDecisao = d.id_reembolso_decisao === idReembolso
  return (
    <SectionCard
      id="reembolso-disputa"
      title="Disputa"
      aside={
        <span className={`rounded-full px-3 py-1 text-sm font-medium ${COR[d.status]}`}>
          {STATUS_DISPUTA_LABELS[d.status]}
        </span>
      }
    >
      {daDecisao && (
        <p className="text-sm text-stone-700">
          {`Este reembolso foi decidido pela equipe da Recria na disputa do reembolso #${d.id_reembolso}.`}
        </p>
      )}
      <div>
        <h3 className="text-sm font-medium text-stone-700">
          {lado === 'comprador' ? 'Sua contestação' : 'Contestação do comprador'}
        </h3>
        <p className="text-sm break-words whitespace-pre-line text-stone-900">{d.descricao}</p>
        <p className="text-sm text-stone-600">{`Aberta em ${formatDataReembolso(d.data_criacao)}`}</p>
      </div>
      {d.status === 'aberta' ? (
        <p className="text-sm text-stone-700">A equipe da Recria está analisando o caso.</p>
      ) : (
        <div>
          <h3 className="text-sm font-medium text-stone-700">Motivo da decisão</h3>
          <p className="text-sm break-words whitespace-pre-line text-stone-900">{d.decisao_motivo}</p>
          <p className="text-sm text-stone-600">{`Decidida em ${formatDataReembolso(d.data_decisao)}`}</p>
        </div>
      )}
    </SectionCard>
  )
}
