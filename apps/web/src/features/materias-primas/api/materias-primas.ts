import type { MateriaPrima, MateriaPrimaCreate, MateriaPrimaUpdate } from '@recria/domain/materia-prima'
import { conversoesKeys, materiasPrimasKeys, produtosKeys } from '../../../lib/query-keys.ts'
import { recursoApi } from '../../../lib/recurso-api.ts'

export interface MateriasPrimasParams {
  page: number
  busca: string
  status: '' | 'ativa' | 'inativa'
  unidade: string
}

/**
 * /materias-primas: a seller's list (?busca&status&unidade), one, and its writes; the seller comes
 * from the session, and DELETE answers 409 when a product or conversion uses it.
 */
const materiasPrimas = recursoApi<MateriaPrima, MateriasPrimasParams, MateriaPrimaCreate, MateriaPrimaUpdate>(
  {
    path: '/materias-primas',
    keys: materiasPrimasKeys,
    // A change shows in its lists, and in the conversions and products that show its name, unit or status.
    refreshes: [materiasPrimasKeys.all, conversoesKeys.all, produtosKeys.all],
  },
)

export const {
  useDetalhe: useMateriaPrima,
  useLista: useMateriasPrimas,
  useCreate: useCreateMateriaPrima,
  useUpdate: useUpdateMateriaPrima,
  useDelete: useDeleteMateriaPrima,
} = materiasPrimas
