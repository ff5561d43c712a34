import { formatDate } from '@recria/domain/format'
import { STATUS_PEDIDO, STATUS_PEDIDO_LABELS, type StatusPedido } from '@recria/domain/pedido'
import type { PeriodoPedido } from '@recria/domain/pedidos-consulta'
import { TextField } from '../../../components/ui/field.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import type { ActiveFilter } from '../../../lib/list-params.ts'

export interface PedidoFilterValues {
  [key: string]: string
  status: '' | StatusPedido
  periodo: '' | PeriodoPedido
  data_inicio: string
  data_fim: string
}

export const NO_FILTERS: PedidoFilterValues = { status: '', periodo: '', data_inicio: '', data_fim: '' }

export const PERIODO_LABELS: Record<PeriodoPedido, string> = {
  hoje: 'Hoje',
  ontem: 'Ontem',
  semana: 'Últimos 7 dias',
  mes: 'Este mês',
  personalizado: 'Personalizado',
}

const STATUS_OPTIONS = [
  { value: '', label: 'Todos os status' },
  ...STATUS_PEDIDO.map((value) => ({ value, label: STATUS_PEDIDO_LABELS[value] })),
]
const PERIODO_OPTIONS = [
  { value: '', label: 'Todos os períodos' },
  ...Object.entries(PERIODO_LABELS).map(([value, label]) => ({ value, label })),
]

interface PedidoFiltersProps {
  values: PedidoFilterValues
  onChange: <K extends keyof PedidoFilterValues>(key: K, value: PedidoFilterValues[K]) => void
}

/** Status, period and, for 'Personalizado', the first and last day (spec part 2 §2). */
export function PedidoFilters({ values, onChange }: PedidoFiltersProps) {
  const personalizado = values.periodo === 'personalizado'
  const ordemInvalida = personalizado && values.data_inicio && values.data_fim < values.data_inicio
  return (
    <>
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        value={values.status}
        onChange={(event) => onChange('status', event.target.value as PedidoFilterValues['status'])}
      />
      <SelectField
        label="Período"
        options={PERIODO_OPTIONS}
        value={values.periodo}
        onChange={(event) => onChange('periodo', event.target.value as PedidoFilterValues['periodo'])}
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
export function describePedidoFilters(values: PedidoFilterValues): ActiveFilter[] {
  const { status, periodo, data_inicio, data_fim } = values
  const periodoTexto =
    periodo === 'personalizado' && data_inicio && data_fim
      ? `de ${formatDate(data_inicio)} a ${formatDate(data_fim)}`
      : periodo && periodo !== 'personalizado'
        ? PERIODO_LABELS[periodo]
        : null
  return [
    ...(status ? [{ label: 'status', value: STATUS_PEDIDO_LABELS[status] }] : []),
    ...(periodoTexto ? [{ label: 'período', value: periodoTexto }] : []),
  ]
}
