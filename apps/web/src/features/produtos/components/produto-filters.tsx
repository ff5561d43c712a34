import { formatBRL } from '@recria/domain/format'
import { STATUS_PRODUTO } from '@recria/domain/produto'
import { PriceRangeFields } from '../../../components/ui/price-range-fields.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { statusLabel } from '../../../components/ui/status-badge.tsx'
import { decimalBound } from '../../../lib/decimal-filter.ts'
import type { ActiveFilter } from '../../../lib/list-params.ts'
import type { MateriaPrimaOpcao } from '../api/get-materias-primas-em-uso.ts'

export interface ProdutoFilterValues {
  [key: string]: string
  status: '' | 'ativo' | 'inativo'
  id_materia_prima: string
  /** As typed ('10,50'); decimalParam turns it into what the API reads. */
  preco_min: string
  preco_max: string
}

export const NO_FILTERS: ProdutoFilterValues = {
  status: '',
  id_materia_prima: '',
  preco_min: '',
  preco_max: '',
}

const STATUS_OPTIONS = [
  { value: '', label: 'Todos' },
  ...STATUS_PRODUTO.map((value) => ({ value, label: statusLabel(value) })),
]

interface ProdutoFiltersProps {
  values: ProdutoFilterValues
  onChange: <K extends keyof ProdutoFilterValues>(key: K, value: ProdutoFilterValues[K]) => void
  materias: readonly MateriaPrimaOpcao[]
}

/** The fields of the Filtros panel: status, raw material, minimum and maximum price. */
export function ProdutoFilters({ values, onChange, materias }: ProdutoFiltersProps) {
  return (
    <>
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        value={values.status}
        onChange={(event) => onChange('status', event.target.value as ProdutoFilterValues['status'])}
      />
      <SelectField
        label="Matéria-prima"
        options={[
          { value: '', label: 'Todas' },
          ...materias.map((m) => ({ value: String(m.id_materia_prima), label: m.nome_materia_prima })),
        ]}
        value={values.id_materia_prima}
        onChange={(event) => onChange('id_materia_prima', event.target.value)}
      />
      <PriceRangeFields min={values.preco_min} max={values.preco_max} onChange={onChange} />
    </>
  )
}

/** The active filters, as the filtered-empty sentence names them. */
export function describeProdutoFilters(
  values: ProdutoFilterValues,
  materias: readonly MateriaPrimaOpcao[],
): ActiveFilter[] {
  const materia = materias.find((m) => String(m.id_materia_prima) === values.id_materia_prima)
  const min = decimalBound(values.preco_min)
  const max = decimalBound(values.preco_max)
  return [
    ...(values.status ? [{ label: 'status', value: statusLabel(values.status) }] : []),
    ...(materia ? [{ label: 'matéria-prima', value: materia.nome_materia_prima }] : []),
    ...(Number.isFinite(min) ? [{ label: 'preço mínimo', value: formatBRL(min) }] : []),
    ...(Number.isFinite(max) ? [{ label: 'preço máximo', value: formatBRL(max) }] : []),
  ]
}
