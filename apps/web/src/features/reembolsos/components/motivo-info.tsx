import type { ReembolsoResponse } from '@recria/domain/reembolso-consulta'
import { SectionCard } from '../../../components/ui/section-card.tsx'
import { MotivoBadge } from './motivo-badge.tsx'

/** The reason and the buyer's description, or 'Nenhuma descrição informada' (docs/product/reembolsos.md). */
export function MotivoInfo({ reembolso, titulo }: { reembolso: ReembolsoResponse; titulo: string }) {
  const descricao = reembolso.descricao_motivo?.trim()
  return (
    <SectionCard id="reembolso-motivo" title={titulo}>
      <div>
        <MotivoBadge motivo={reembolso.motivo} />
      </div>
      <p className="text-sm break-words whitespace-pre-line text-stone-900">
        {descricao || 'Nenhuma descrição informada'}
      </p>
    </SectionCard>
  )
}
