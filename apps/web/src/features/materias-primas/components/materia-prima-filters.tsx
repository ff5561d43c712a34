import { STATUS_MATERIA_PRIMA } from '@recria/domain/materia-prima'
import { statusFilter, unidadeFilter } from '../../../components/lista/select-filters.tsx'

export interface MateriaPrimaFilterValues {
  [key: string]: string
  status: '' | 'ativa' | 'inativa'
  unidade: string
}

export const NO_FILTERS: MateriaPrimaFilterValues = { status: '', unidade: '' }

/** The selects of the Filtros panel: status (todas/ativa/inativa) and unit. */
export const MATERIA_PRIMA_FILTROS = [statusFilter(STATUS_MATERIA_PRIMA, 'Todas'), unidadeFilter]
