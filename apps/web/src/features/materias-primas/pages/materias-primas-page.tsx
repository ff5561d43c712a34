import { BackOfficeList } from '../../../components/lista/back-office-list.tsx'
import { useListState } from '../../../lib/list-params.ts'
import { comIdUsuario } from '../../../lib/session/com-id-usuario.tsx'
import { useDeleteMateriaPrima, useMateriasPrimas } from '../api/materias-primas.ts'
import { MateriaPrimaCard } from '../components/materia-prima-card.tsx'
import { MateriaPrimaDetailsDialog } from '../components/materia-prima-details-dialog.tsx'
import { MATERIA_PRIMA_FILTROS, NO_FILTERS } from '../components/materia-prima-filters.tsx'

function MateriasPrimasList({ idUsuario }: { idUsuario: number }) {
  const list = useListState(NO_FILTERS)
  const query = useMateriasPrimas(idUsuario, { page: list.page, busca: list.debouncedBusca, ...list.filters })
  const remove = useDeleteMateriaPrima()
  return (
    <BackOfficeList
      noun={{ singular: 'matéria-prima', plural: 'matérias-primas', feminine: true }}
      description="Os materiais recicláveis que você usa nos seus produtos."
      emptyDescription="Cadastre os materiais recicláveis que você usa para criar produtos e conversões."
      create="/materia-prima/criar"
      list={list}
      query={query}
      remove={remove}
      idOf={(materia) => materia.id_materia_prima}
      deleting={(materia) => ({ name: materia.nome_materia_prima })}
      resultsId="mp-resultados"
      searchId="busca-materias-primas"
      filtros={MATERIA_PRIMA_FILTROS}
      card={MateriaPrimaCard}
      details={MateriaPrimaDetailsDialog}
    />
  )
}

export default comIdUsuario(MateriasPrimasList)
