import type { Periodo } from '@recria/domain/periodo'
import {
  MOTIVOS_REEMBOLSO,
  type MotivoReembolso,
  STATUS_REEMBOLSO,
  type StatusReembolso,
} from '@recria/domain/reembolso'
import { MOTIVO_REEMBOLSO_LABELS } from '@recria/domain/reembolso-exibicao'
import type { SelectFilter } from '../../../components/lista/select-filters.tsx'
import { type Lado, statusDoLado } from './reembolso-status-badge.tsx'

export interface ReembolsoFilterValues {
  [key: string]: string
  status: '' | StatusReembolso
  motivo: '' | MotivoReembolso
  periodo: '' | Periodo
  data_inicio: string
  data_fim: string
}

export const NO_FILTERS: ReembolsoFilterValues = {
  status: '',
  motivo: '',
  periodo: '',
  data_inicio: '',
  data_fim: '',
}

/** Status (as the side reads it), reason, then the period (docs/product/reembolsos.md). */
export function reembolsoFiltros(lado: Lado): SelectFilter<'status' | 'motivo'>[] {
  return [
    {
      key: 'status',
      label: 'Status',
      all: 'Todos os status',
      values: STATUS_REEMBOLSO,
      text: (s) => statusDoLado(s, lado).label,
      name: 'status',
    },
    {
      key: 'motivo',
      label: 'Motivo',
      all: 'Todos os motivos',
      values: MOTIVOS_REEMBOLSO,
      text: (m) => MOTIVO_REEMBOLSO_LABELS[m as MotivoReembolso],
      name: 'motivo',
    },
  ]
}
