import type { ReembolsoResponse } from '@recria/domain/reembolso-consulta'
import { Card } from '../../../components/ui/card.tsx'
import { MotivoBadge } from './motivo-badge.tsx'

/** The reason and the buyer's description, or 'Nenhuma descrição informada' (spec part 2 §2). */
export function MotivoInfo({ reembolso, titulo }: { reembolso: ReembolsoResponse; titulo: string }) {
  const descricao = reembolso.descricao_motivo?.trim()
  return (
    <Card as="section" aria-labelledby="reembolso-motivo">
      <h2 id="reembolso-motivo" className="text-lg font-semibold text-stone-900">
        {titulo}
      </h2>
      <div>
        <MotivoBadge motivo={reembolso.motivo} />
      </div>
      <p className="text-sm break-words whitespace-pre-line text-stone-900">
        {descricao || 'Nenhuma descrição informada'}
      </p>
    </Card>
  )
}
