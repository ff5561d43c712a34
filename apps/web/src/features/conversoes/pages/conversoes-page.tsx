import { REDIRECT_MS } from '@recria/domain/constants'
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
import { decimalParam } from '../../../lib/decimal-filter.ts'
import { describeActiveFilters, useListState } from '../../../lib/list-params.ts'
import { useAuth } from '../../../lib/session/auth-context.tsx'
import { useCardActions } from '../../../lib/use-card-actions.ts'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import type { Conversao } from '../api/conversao.ts'
import { useDeleteConversao } from '../api/delete-conversao.ts'
import { useConversoes } from '../api/get-conversoes.ts'
import { ConversaoCard } from '../components/conversao-card.tsx'
import { ConversaoDetailsDialog } from '../components/conversao-details-dialog.tsx'
import { ConversaoFilters, describeConversaoFilters, NO_FILTERS } from '../components/conversao-filters.tsx'

export default function ConversoesPage() {
  const { user } = useAuth()
  if (!user) return <PageLoading label="Carregando usuário..." />
  return <ConversoesList idUsuario={user.id_usuario} />
}

function ConversoesList({ idUsuario }: { idUsuario: number }) {
  const list = useListState(NO_FILTERS)
  const [filtersOpen, setFiltersOpen] = useState(false)
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
  const remove = useDeleteConversao()
  const { details, setDetails, toDelete, setToDelete, result, closeResult, confirmDelete, changePage } =
    useCardActions<Conversao>({
      list,
      totalPages: query.data?.total_paginas ?? 0,
      remove,
      idOf: (item) => item.id_conversao,
      messages: { deleted: 'Conversão excluída com sucesso!', failed: 'Erro ao excluir conversão.' },
    })

  const filtered = list.filtering
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <PageHeader title="Minhas Conversões">
          <p className="text-sm text-stone-600">
            Quanto cada matéria-prima vale quando o comprador paga com ela.
          </p>
        </PageHeader>
        <Link to="/conversao/criar" className={`${buttonClasses('primary', 'md')} mb-6 shrink-0`}>
          <Plus aria-hidden="true" className="size-4" />
          Nova Conversão
        </Link>
      </div>

      <div className="mb-6 flex flex-wrap gap-3">
        <SearchInput
          id="busca-conversoes"
          className="min-w-0 flex-1 basis-56"
          value={list.busca}
          onChange={list.setBusca}
          placeholder="Buscar conversões..."
        />
        <FiltersPanel
          open={filtersOpen}
          onToggle={() => setFiltersOpen((o) => !o)}
          activeCount={list.activeCount}
        >
          <ConversaoFilters values={list.filters} onChange={list.setFilter} />
          <div className="flex items-end sm:col-span-2 lg:col-span-4">
            <Button variant="ghost" onClick={list.clear} disabled={!filtered}>
              Limpar Filtros
            </Button>
          </div>
        </FiltersPanel>
      </div>

      <ListResults
        query={query}
        filtered={filtered}
        loadingLabel="Carregando conversões..."
        errorTitle="Não foi possível carregar as conversões."
        empty={{
          title: 'Nenhuma conversão cadastrada',
          description:
            'Crie uma conversão para aceitar matéria-prima como parte do pagamento nos seus anúncios.',
          action: (
            <Link to="/conversao/criar" className={buttonClasses('primary', 'md')}>
              <Plus aria-hidden="true" className="size-4" />
              Criar Primeira Conversão
            </Link>
          ),
        }}
        filteredDescription={describeActiveFilters(
          list.debouncedBusca,
          describeConversaoFilters(list.filters),
        )}
        onClearFilters={list.clear}
        resultsId="conv-resultados"
        countText={(total) => (total === 1 ? '1 conversão' : `${total} conversões`)}
        label="Conversões"
        getKey={(conversao) => conversao.id_conversao}
        renderItem={(conversao) => (
          <ConversaoCard conversao={conversao} onOpen={setDetails} onDelete={setToDelete} />
        )}
        onPageChange={changePage}
      />

      <ConversaoDetailsDialog conversao={details} onClose={() => setDetails(null)} onDelete={setToDelete} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Excluir conversão"
        description={`Tem certeza de que deseja excluir a conversão de “${toDelete?.materia_prima.nome_materia_prima ?? ''}”? Esta ação não pode ser desfeita.`}
        confirmLabel="Excluir"
        variant="danger"
        loading={remove.isPending}
        onConfirm={confirmDelete}
      />
      <ResultDialog
        state={result}
        onClose={closeResult}
        autoCloseMs={REDIRECT_MS}
        fallbackFocus={() => document.getElementById('busca-conversoes')}
      />
    </>
  )
}
