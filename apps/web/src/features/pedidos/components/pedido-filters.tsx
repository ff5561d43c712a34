import { STATUS_PEDIDO, STATUS_PEDIDO_LABELS, type StatusPedido } from '@recria/domain/pedido'
import type { Periodo } from '@recria/domain/periodo'
import { descreverPeriodo, PeriodoFields } from '../../../components/ui/periodo-fields.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import type { ActiveFilter } from '../../../lib/list-params.ts'

export interface PedidoFilterValues {
  [key: string]: string
  status: '' | StatusPedido
  periodo: '' | Periodo
  data_inicio: string
  data_fim: string
}

export const NO_FILTERS: PedidoFilterValues = { status: '', periodo: '', data_inicio: '', data_fim: '' }

const STATUS_OPTIONS = [
  { value: '', label: 'Todos os status' },
  ...STATUS_PEDIDO.map((value) => ({ value, label: STATUS_PEDIDO_LABELS[value] })),
]

interface PedidoFiltersProps {
  values: PedidoFilterValues
  onChange: <K extends keyof PedidoFilterValues>(key: K, value: PedidoFilterValues[K]) => void
}

/** Status, period and, for 'Personalizado', the first and last day (spec part 2 §2). */
export function PedidoFilters({ values, onChange }: PedidoFiltersProps) {
  return (
    <>
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        value={values.status}
        onChange={(event) => onChange('status', event.target.value as PedidoFilterValues['status'])}
      />
      <PeriodoFields values={values} onChange={onChange} />
    </>
  )
}

/** The active filters, as the filtered-empty sentence names them. */
export function describePedidoFilters(values: PedidoFilterValues): ActiveFilter[] {
  const { status } = values
  return [
    ...(status ? [{ label: 'status', value: STATUS_PEDIDO_LABELS[status] }] : []),
    ...descreverPeriodo(values),
  ]
}
