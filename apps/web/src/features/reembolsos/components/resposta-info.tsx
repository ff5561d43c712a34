import type { ReembolsoResponse } from '@recria/domain/reembolso-consulta'
import { formatDataReembolso } from '@recria/domain/reembolso-exibicao'
import { SectionCard } from '../../../components/ui/section-card.tsx'

interface RespostaInfoProps {
  reembolso: ReembolsoResponse
  titulo: string
  /** Said while the seller has not answered; nothing shown when absent. */
  semResposta?: string
}

/** The seller's answer with its date, when there is one. */
export function RespostaInfo({ reembolso, titulo, semResposta }: RespostaInfoProps) {
  if (!reembolso.resposta_vendedor && !semResposta) return null
  return (
    <SectionCard id="reembolso-resposta" title={titulo}>
      {reembolso.resposta_vendedor ? (
        <>
          <p className="text-sm break-words whitespace-pre-line text-stone-900">
            {reembolso.resposta_vendedor}
          </p>
          <p className="text-sm text-stone-600">{`Respondido em ${formatDataReembolso(reembolso.data_resposta)}`}</p>
        </>
      ) : (
        <p className="text-sm text-stone-600">{semResposta}</p>
      )}
    </SectionCard>
  )
}
