import { REDIRECT_MS } from '@recria/domain/constants'
import type { MateriaPrima } from '@recria/domain/materia-prima'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'
import { ConfirmDialog } from '../../../components/ui/dialog.tsx'
import { FiltersPanel } from '../../../components/ui/filters-panel.tsx'
import { ListResults } from '../../../components/ui/list-results.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { ResultDialog } from '../../../components/ui/result-dialog.tsx'
import { SearchInput } from '../../../components/ui/search-input.tsx'
import { PageLoading } from '../../../components/ui/spinner.tsx'
import { describeActiveFilters, useListState } from '../../../lib/list-params.ts'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { useCardActions } from '../../../lib/use-card-actions.ts'
import { useDeleteMateriaPrima } from '../api/delete-materia-prima.ts'
import { useMateriasPrimas } from '../api/get-materias-primas.ts'
import { MateriaPrimaCard } from '../components/materia-prima-card.tsx'
import { MateriaPrimaDetailsDialog } from '../components/materia-prima-details-dialog.tsx'
import {
  describeMateriaPrimaFilters,
  MateriaPrimaFilters,
  NO_FILTERS,
} from '../components/materia-prima-filters.tsx'

export default function MateriasPrimasPage() {
  const { user } = useAuth()
  if (!user) return <PageLoading label="Carregando usuário..." />
  return <MateriasPrimasList idUsuario={user.id_usuario} />
}

function MateriasPrimasList({ idUsuario }: { idUsuario: number }) {
  const list = useListState(NO_FILTERS)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const query = useMateriasPrimas(idUsuario, { page: list.page, busca: list.debouncedBusca, ...list.filters })
  const remove = useDeleteMateriaPrima()
  const { details, setDetails, toDelete, setToDelete, result, closeResult, confirmDelete, changePage } =
    useCardActions<MateriaPrima>({
      list,
      totalPages: query.data?.total_paginas ?? 0,
      remove,
      idOf: (item) => item.id_materia_prima,
      messages: { deleted: 'Matéria-prima excluída com sucesso!', failed: 'Erro ao excluir matéria-prima.' },
    })

  const filtered = list.filtering
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <PageHeader title="Minhas Matérias-Primas">
          <p className="text-sm text-stone-600">Os materiais recicláveis que você usa nos seus produtos.</p>
        </PageHeader>
        <Link to="/materia-prima/criar" className={`${buttonClasses('primary', 'md')} mb-6 shrink-0`}>
          <Plus aria-hidden="true" className="size-4" />
          Nova Matéria-Prima
        </Link>
      </div>

      <div className="mb-6 flex flex-wrap gap-3">
        <SearchInput
          id="busca-materias-primas"
          className="min-w-0 flex-1 basis-56"
          value={list.busca}
          onChange={list.setBusca}
          placeholder="Buscar matérias-primas..."
        />
        <FiltersPanel
          open={filtersOpen}
          onToggle={() => setFiltersOpen((o) => !o)}
          activeCount={list.activeCount}
        >
          <MateriaPrimaFilters values={list.filters} onChange={list.setFilter} />
          <div className="flex items-end">
            <Button variant="ghost" onClick={list.clear} disabled={!filtered}>
              Limpar Filtros
            </Button>
          </div>
        </FiltersPanel>
      </div>

      <ListResults
        query={query}
        filtered={filtered}
        loadingLabel="Carregando matérias-primas..."
        errorTitle="Não foi possível carregar as matérias-primas."
        empty={{
          title: 'Nenhuma matéria-prima cadastrada',
          description: 'Cadastre os materiais recicláveis que você usa para criar produtos e conversões.',
          action: (
            <Link to="/materia-prima/criar" className={buttonClasses('primary', 'md')}>
              <Plus aria-hidden="true" className="size-4" />
              Criar Primeira Matéria-Prima
            </Link>
          ),
        }}
        filteredDescription={describeActiveFilters(
          list.debouncedBusca,
          describeMateriaPrimaFilters(list.filters),
        )}
        onClearFilters={list.clear}
        resultsId="mp-resultados"
        countText={(total) => (total === 1 ? '1 matéria-prima' : `${total} matérias-primas`)}
        label="Matérias-primas"
        getKey={(materia) => materia.id_materia_prima}
        renderItem={(materia) => (
          <MateriaPrimaCard materia={materia} onOpen={setDetails} onDelete={setToDelete} />
        )}
        onPageChange={changePage}
      />

      <MateriaPrimaDetailsDialog materia={details} onClose={() => setDetails(null)} onDelete={setToDelete} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Excluir matéria-prima"
        description={`Tem certeza de que deseja excluir “${toDelete?.nome_materia_prima ?? ''}”? Esta ação não pode ser desfeita.`}
        confirmLabel="Excluir"
        variant="danger"
        loading={remove.isPending}
        onConfirm={confirmDelete}
      />
      <ResultDialog
        state={result}
        onClose={closeResult}
        autoCloseMs={REDIRECT_MS}
        fallbackFocus={() => document.getElementById('busca-materias-primas')}
      />
    </>
  )
}
