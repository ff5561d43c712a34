import { STATUS_PRODUTO } from '@recria/domain/produto'
import type { FilterFieldsProps } from '../../../components/lista/list-filters.tsx'
import {
  describeSelects,
  type SelectFilter,
  SelectFilters,
  statusFilter,
} from '../../../components/lista/select-filters.tsx'
import { describePriceRange, PriceRangeFields } from '../../../components/ui/price-range-fields.tsx'
import type { ActiveFilter } from '../../../lib/list-params.ts'
import type { MateriaPrimaOpcao } from '../api/produtos.ts'

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

/** Status, and the raw materials the seller's products use. */
function filtersFor(materias: readonly MateriaPrimaOpcao[]): SelectFilter[] {
  const nome = new Map(materias.map((m) => [String(m.id_materia_prima), m.nome_materia_prima]))
  return [
    statusFilter(STATUS_PRODUTO, 'Todos'),
    {
      key: 'id_materia_prima',
      label: 'Matéria-prima',
      all: 'Todas',
      values: [...nome.keys()],
      text: (id) => nome.get(id),
      name: 'matéria-prima',
    },
  ]
}

interface ProdutoFiltersProps extends FilterFieldsProps<ProdutoFilterValues> {
  materias: readonly MateriaPrimaOpcao[]
}

/** The fields of the Filtros panel: status, raw material, minimum and maximum price. */
export function ProdutoFilters({ values, onChange, materias }: ProdutoFiltersProps) {
  return (
    <>
      <SelectFilters filters={filtersFor(materias)} values={values} onChange={onChange} />
      <PriceRangeFields min={values.preco_min} max={values.preco_max} onChange={onChange} />
    </>
  )
}

/** The active filters, as the filtered-empty sentence names them. */
export function describeProdutoFilters(
  values: ProdutoFilterValues,
  materias: readonly MateriaPrimaOpcao[],
): ActiveFilter[] {
  return [...describeSelects(filtersFor(materias), values), ...describePriceRange(values)]
}
