import {
  MEIO_PAGAMENTO_LABELS,
  MEIOS_PAGAMENTO,
  type MeioPagamento,
  STATUS_PAGAMENTO_LABELS,
} from '@recria/domain/pagamento'
import { STATUS_FILTRO_PAGAMENTO } from '@recria/domain/pagamentos-consulta'
import type { Periodo } from '@recria/domain/periodo'
import type { SelectFilter } from '../../../components/lista/select-filters.tsx'

export interface PagamentoFilterValues {
  [key: string]: string
  status: '' | (typeof STATUS_FILTRO_PAGAMENTO)[number]
  meioPagamento: '' | MeioPagamento
  periodo: '' | Periodo
  data_inicio: string
  data_fim: string
}

export const NO_FILTERS: PagamentoFilterValues = {
  status: '',
  meioPagamento: '',
  periodo: '',
  data_inicio: '',
  data_fim: '',
}

/**
 * Status, method and period, with the first and last day for 'Personalizado' (docs/product/pagamentos.md).
 */
export const PAGAMENTO_FILTROS: SelectFilter<'status' | 'meioPagamento'>[] = [
  {
    key: 'status',
    label: 'Status',
    all: 'Todos os Status',
    values: STATUS_FILTRO_PAGAMENTO,
    text: (s) => STATUS_PAGAMENTO_LABELS[s as (typeof STATUS_FILTRO_PAGAMENTO)[number]],
    name: 'status',
  },
  {
    key: 'meioPagamento',
    label: 'Meio de Pagamento',
    all: 'Todos os meios',
    values: MEIOS_PAGAMENTO,
    text: (m) => MEIO_PAGAMENTO_LABELS[m as MeioPagamento],
    name: 'meio de pagamento',
  },
]
