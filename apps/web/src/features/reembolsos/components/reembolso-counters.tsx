import type { StatusReembolso } from '@recria/domain/reembolso'
import type { ContadoresReembolsos } from '@recria/domain/reembolso-consulta'
import { StatusCounters } from '../../../components/ui/status-counters.tsx'

type Contador = readonly [StatusReembolso, string]

/** docs/product/reembolsos.md: the seller's and the buyer's five counters. */
export const CONTADORES_VENDEDOR: readonly Contador[] = [
  ['awaiting_approval', 'Pendentes'],
  ['approved', 'Aprovados'],
  ['rejected', 'Rejeitados'],
  ['processing', 'Processando'],
  ['completed', 'Concluídos'],
]
export const CONTADORES_COMPRADOR: readonly Contador[] = [
  ['awaiting_approval', 'Aguardando'],
  ['approved', 'Aprovados'],
  ['rejected', 'Rejeitados'],
  ['processing', 'Processando'],
  ['completed', 'Concluídos'],
]

interface ReembolsoCountersProps {
  contadores: ContadoresReembolsos | undefined
  itens: readonly Contador[]
  ativo: '' | StatusReembolso
  onSelect: (status: '' | StatusReembolso) => void
}

/** The counters, as buttons that filter the list by their status. */
export function ReembolsoCounters({ contadores, itens, ativo, onSelect }: ReembolsoCountersProps) {
  return (
    <StatusCounters
      label="Reembolsos por status"
      contadores={itens.map(([status, label]) => ({ status, label, total: contadores?.[status] }))}
      ativo={ativo}
      onSelect={onSelect}
    />
  )
}
