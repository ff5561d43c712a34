import {
  MEIO_PAGAMENTO_LABELS,
  MEIOS_PAGAMENTO,
  type MeioPagamento,
  STATUS_PAGAMENTO_LABELS,
} from '@recria/domain/pagamento'
import { STATUS_FILTRO_PAGAMENTO } from '@recria/domain/pagamentos-consulta'
import type { Periodo } from '@recria/domain/periodo'
import { descreverPeriodo, PeriodoFields } from '../../../components/ui/periodo-fields.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import type { ActiveFilter } from '../../../lib/list-params.ts'

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

const STATUS_OPTIONS = [
  { value: '', label: 'Todos os Status' },
  ...STATUS_FILTRO_PAGAMENTO.map((value) => ({ value, label: STATUS_PAGAMENTO_LABELS[value] })),
]
const MEIO_OPTIONS = [
  { value: '', label: 'Todos os meios' },
  ...MEIOS_PAGAMENTO.map((value) => ({ value, label: MEIO_PAGAMENTO_LABELS[value] })),
]

interface PagamentoFiltersProps {
  values: PagamentoFilterValues
  onChange: <K extends keyof PagamentoFilterValues>(key: K, value: PagamentoFilterValues[K]) => void
}

/** Status, method and period, with the first and last day for 'Personalizado' (spec part 2 §2). */
export function PagamentoFilters({ values, onChange }: PagamentoFiltersProps) {
  return (
    <>
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        value={values.status}
        onChange={(event) => onChange('status', event.target.value as PagamentoFilterValues['status'])}
      />
      <SelectField
        label="Meio de Pagamento"
        options={MEIO_OPTIONS}
        value={values.meioPagamento}
        onChange={(event) =>
          onChange('meioPagamento', event.target.value as PagamentoFilterValues['meioPagamento'])
        }
      />
      <PeriodoFields values={values} onChange={onChange} />
    </>
  )
}

/** The active filters, as the filtered-empty sentence names them. */
export function describePagamentoFilters(values: PagamentoFilterValues): ActiveFilter[] {
  const { status, meioPagamento } = values
  return [
    ...(status ? [{ label: 'status', value: STATUS_PAGAMENTO_LABELS[status] }] : []),
    ...(meioPagamento ? [{ label: 'meio de pagamento', value: MEIO_PAGAMENTO_LABELS[meioPagamento] }] : []),
    ...descreverPeriodo(values),
  ]
}
