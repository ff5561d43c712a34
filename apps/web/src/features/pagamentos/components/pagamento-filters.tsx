import { formatDate } from '@recria/domain/format'
import {
  MEIO_PAGAMENTO_LABELS,
  MEIOS_PAGAMENTO,
  type MeioPagamento,
  STATUS_PAGAMENTO_LABELS,
} from '@recria/domain/pagamento'
import { STATUS_FILTRO_PAGAMENTO } from '@recria/domain/pagamentos-consulta'
import { PERIODO_LABELS, PERIODOS, type Periodo } from '@recria/domain/periodo'
import { TextField } from '../../../components/ui/field.tsx'
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
const PERIODO_OPTIONS = [
  { value: '', label: 'Todos os períodos' },
  ...PERIODOS.map((value) => ({ value, label: PERIODO_LABELS[value] })),
]

interface PagamentoFiltersProps {
  values: PagamentoFilterValues
  onChange: <K extends keyof PagamentoFilterValues>(key: K, value: PagamentoFilterValues[K]) => void
}

/** Status, method and period, with the first and last day for 'Personalizado' (spec part 2 §2). */
export function PagamentoFilters({ values, onChange }: PagamentoFiltersProps) {
  const personalizado = values.periodo === 'personalizado'
  const ordemInvalida = personalizado && values.data_inicio && values.data_fim < values.data_inicio
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
      <SelectField
        label="Período"
        options={PERIODO_OPTIONS}
        value={values.periodo}
        onChange={(event) => onChange('periodo', event.target.value as PagamentoFilterValues['periodo'])}
      />
      {personalizado && (
        <>
          <TextField
            label="Data inicial"
            type="date"
            value={values.data_inicio}
            max={values.data_fim || undefined}
            onChange={(event) => onChange('data_inicio', event.target.value)}
          />
          <TextField
            label="Data final"
            type="date"
            value={values.data_fim}
            min={values.data_inicio || undefined}
            onChange={(event) => onChange('data_fim', event.target.value)}
            error={
              ordemInvalida && values.data_fim
                ? 'A data final deve ser igual ou posterior à inicial.'
                : undefined
            }
          />
        </>
      )}
    </>
  )
}

/** The active filters, as the filtered-empty sentence names them. */
export function describePagamentoFilters(values: PagamentoFilterValues): ActiveFilter[] {
  const { status, meioPagamento, periodo, data_inicio, data_fim } = values
  const periodoTexto =
    periodo === 'personalizado' && data_inicio && data_fim
      ? `de ${formatDate(data_inicio)} a ${formatDate(data_fim)}`
      : periodo && periodo !== 'personalizado'
        ? PERIODO_LABELS[periodo]
        : null
  return [
    ...(status ? [{ label: 'status', value: STATUS_PAGAMENTO_LABELS[status] }] : []),
    ...(meioPagamento ? [{ label: 'meio de pagamento', value: MEIO_PAGAMENTO_LABELS[meioPagamento] }] : []),
    ...(periodoTexto ? [{ label: 'período', value: periodoTexto }] : []),
  ]
}
