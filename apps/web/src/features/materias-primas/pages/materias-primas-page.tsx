import type { MateriaPrima } from '@recria/domain/materia-prima'
import type { BackOfficeArea, BackOfficeItem } from '../../../components/lista/back-office-list.tsx'
import { BackOfficeList } from '../../../components/lista/back-office-list.tsx'
import { useListState } from '../../../lib/list-params.ts'
import { comIdUsuario } from '../../../lib/session/com-id-usuario.tsx'
import { useDeleteMateriaPrima, useMateriasPrimas } from '../api/materias-primas.ts'
import { MateriaPrimaCard } from '../components/materia-prima-card.tsx'
import { MateriaPrimaDetailsDialog } from '../components/materia-prima-details-dialog.tsx'
import { MATERIA_PRIMA_FILTROS, NO_FILTERS } from '../components/materia-prima-filters.tsx'

const AREA: BackOfficeArea = {
  noun: { singular: 'matéria-prima', plural: 'matérias-primas', feminine: true },
  description: 'Os materiais recicláveis que você usa nos seus produtos.',
  emptyDescription: 'Cadastre os materiais recicláveis que você usa para criar produtos e conversões.',
  links: { create: '/materia-prima/criar', results: 'mp-resultados', search: 'busca-materias-primas' },
}

function MateriasPrimasList({ idUsuario }: { idUsuario: number }) {
  const list = useListState(NO_FILTERS)
  const query = useMateriasPrimas(idUsuario, { page: list.page, busca: list.debouncedBusca, ...list.filters })
  const records = { list, query, remove: useDeleteMateriaPrima() }
  return <BackOfficeList area={AREA} item={ITEM} records={records} filtros={MATERIA_PRIMA_FILTROS} />
}

const ITEM: BackOfficeItem<MateriaPrima> = {
  idOf: (materia) => materia.id_materia_prima,
  deleting: (materia) => ({ name: materia.nome_materia_prima }),
  views: { card: MateriaPrimaCard, details: MateriaPrimaDetailsDialog },
}

export default comIdUsuario(MateriasPrimasList)
