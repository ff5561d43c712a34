import type { BackOfficeArea, BackOfficeItem } from '../../../components/lista/back-office-list.tsx'
import { BackOfficeList } from '../../../components/lista/back-office-list.tsx'
import { priceParams } from '../../../lib/decimal-filter.ts'
import { useListState } from '../../../lib/list-params.ts'
import { comIdUsuario } from '../../../lib/session/com-id-usuario.tsx'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import type { Produto } from '../api/produto.ts'
import { useDeleteProduto, useMateriasPrimasEmUso, useProdutos } from '../api/produtos.ts'
import { ProdutoCard } from '../components/produto-card.tsx'
import { ProdutoDetailsDialog } from '../components/produto-details-dialog.tsx'
import { describeProdutoFilters, NO_FILTERS, ProdutoFilters } from '../components/produto-filters.tsx'

const AREA: BackOfficeArea = {
  noun: { singular: 'produto', plural: 'produtos', feminine: false },
  description: 'Os produtos artesanais que você cria com materiais recicláveis.',
  emptyDescription: 'Cadastre seu primeiro produto feito com materiais recicláveis para depois anunciá-lo.',
  links: { create: '/produtos/criar', results: 'produtos-resultados' },
}

function ProdutosList({ idUsuario }: { idUsuario: number }) {
  const list = useListState(NO_FILTERS)
  const materias = useMateriasPrimasEmUso(idUsuario).data ?? []
  // Prices are typed: wait for a pause, like the search, before asking the API.
  const filters = useDebouncedValue(list.filters, 300)
  const query = useProdutos(idUsuario, {
    page: list.page,
    busca: list.debouncedBusca,
    ...priceParams(filters),
  })
  const records = { list, query, remove: useDeleteProduto() }
  const filtros = {
    fields: <ProdutoFilters values={list.filters} onChange={list.setFilter} materias={materias} />,
    active: describeProdutoFilters(filters, materias),
  }
  return <BackOfficeList area={AREA} item={ITEM} records={records} filtros={filtros} />
}

const ITEM: BackOfficeItem<Produto> = {
  idOf: (produto) => produto.id_produto,
  deleting: (produto) => ({ name: produto.nome }),
  views: { card: ProdutoCard, details: ProdutoDetailsDialog },
}

export default comIdUsuario(ProdutosList)
