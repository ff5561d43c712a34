import type { BackOfficeArea, BackOfficeItem } from '../../../components/lista/back-office-list.tsx'
import { BackOfficeList } from '../../../components/lista/back-office-list.tsx'
import { decimalParam } from '../../../lib/decimal-filter.ts'
import { useListState } from '../../../lib/list-params.ts'
import { comIdUsuario } from '../../../lib/session/com-id-usuario.tsx'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import type { Conversao } from '../api/conversao.ts'
import { useConversoes, useDeleteConversao } from '../api/conversoes.ts'
import { ConversaoCard } from '../components/conversao-card.tsx'
import { ConversaoDetailsDialog } from '../components/conversao-details-dialog.tsx'
import { ConversaoFilters, describeConversaoFilters, NO_FILTERS } from '../components/conversao-filters.tsx'

const AREA: BackOfficeArea = {
  noun: { singular: 'conversão', plural: 'conversões', feminine: true },
  description: 'Quanto cada matéria-prima vale quando o comprador paga com ela.',
  emptyDescription:
    'Crie uma conversão para aceitar matéria-prima como parte do pagamento nos seus anúncios.',
  links: { create: '/conversao/criar', results: 'conv-resultados', search: 'busca-conversoes' },
}

function ConversoesList({ idUsuario }: { idUsuario: number }) {
  const list = useListState(NO_FILTERS)
  // The bounds are typed like the search: ask the API once the typing stops.
  const min = useDebouncedValue(decimalParam(list.filters.multiplicador_min), 300)
  const max = useDebouncedValue(decimalParam(list.filters.multiplicador_max), 300)
  const query = useConversoes(idUsuario, {
    page: list.page,
    busca: list.debouncedBusca,
    status: list.filters.status,
    unidade: list.filters.unidade,
    multiplicador_min: min,
    multiplicador_max: max,
  })
  const records = { list, query, remove: useDeleteConversao() }
  const filtros = {
    fields: <ConversaoFilters values={list.filters} onChange={list.setFilter} />,
    active: describeConversaoFilters(list.filters),
    clearClassName: 'sm:col-span-2 lg:col-span-4',
  }
  return <BackOfficeList area={AREA} item={ITEM} records={records} filtros={filtros} />
}

const ITEM: BackOfficeItem<Conversao> = {
  idOf: (conversao) => conversao.id_conversao,
  deleting: (conversao) => ({ of: 'a conversão de ', name: conversao.materia_prima.nome_materia_prima }),
  views: { card: ConversaoCard, details: ConversaoDetailsDialog },
}

export default comIdUsuario(ConversoesList)
