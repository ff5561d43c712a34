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
import { useDeleteProduto } from '../api/delete-produto.ts'
import { useMateriasPrimasEmUso } from '../api/get-materias-primas-em-uso.ts'
import { useProdutos } from '../api/get-produtos.ts'
import type { Produto } from '../api/produto.ts'
import { ProdutoCard } from '../components/produto-card.tsx'
import { ProdutoDetailsDialog } from '../components/produto-details-dialog.tsx'
import { describeProdutoFilters, NO_FILTERS, ProdutoFilters } from '../components/produto-filters.tsx'

export default function ProdutosPage() {
  const { user } = useAuth()
  if (!user) return <PageLoading label="Carregando usuário..." />
  return <ProdutosList idUsuario={user.id_usuario} />
}

function ProdutosList({ idUsuario }: { idUsuario: number }) {
  const list = useListState(NO_FILTERS)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const materias = useMateriasPrimasEmUso(idUsuario).data ?? []
  // Prices are typed: wait for a pause, like the search, before asking the API.
  const filters = useDebouncedValue(list.filters, 300)
  const query = useProdutos(idUsuario, {
    page: list.page,
    busca: list.debouncedBusca,
    status: filters.status,
    id_materia_prima: filters.id_materia_prima,
    preco_min: decimalParam(filters.preco_min),
    preco_max: decimalParam(filters.preco_max),
  })
  const remove = useDeleteProduto()
  const { details, setDetails, toDelete, setToDelete, result, closeResult, confirmDelete, changePage } =
    useCardActions<Produto>({
      list,
      totalPages: query.data?.total_paginas ?? 0,
      remove,
      idOf: (item) => item.id_produto,
      messages: { deleted: 'Produto excluído com sucesso!', failed: 'Erro ao excluir produto.' },
    })

  const filtered = list.filtering
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <PageHeader title="Meus Produtos">
          <p className="text-sm text-stone-600">
            Os produtos artesanais que você cria com materiais recicláveis.
          </p>
        </PageHeader>
        <Link to="/produtos/criar" className={`${buttonClasses('primary', 'md')} mb-6 shrink-0`}>
          <Plus aria-hidden="true" className="size-4" />
          Novo Produto
        </Link>
      </div>

      <div className="mb-6 flex flex-wrap gap-3">
        <SearchInput
          className="min-w-0 flex-1 basis-56"
          value={list.busca}
          onChange={list.setBusca}
          placeholder="Buscar produtos..."
        />
        <FiltersPanel
          open={filtersOpen}
          onToggle={() => setFiltersOpen((o) => !o)}
          activeCount={list.activeCount}
        >
          <ProdutoFilters values={list.filters} onChange={list.setFilter} materias={materias} />
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
        loadingLabel="Carregando produtos..."
        errorTitle="Não foi possível carregar os produtos."
        empty={{
          title: 'Nenhum produto cadastrado',
          description:
            'Cadastre seu primeiro produto feito com materiais recicláveis para depois anunciá-lo.',
          action: (
            <Link to="/produtos/criar" className={buttonClasses('primary', 'md')}>
              <Plus aria-hidden="true" className="size-4" />
              Criar Primeiro Produto
            </Link>
          ),
        }}
        filteredDescription={describeActiveFilters(
          list.debouncedBusca,
          describeProdutoFilters(filters, materias),
        )}
        onClearFilters={list.clear}
        resultsId="produtos-resultados"
        countText={(total) => (total === 1 ? '1 produto' : `${total} produtos`)}
        label="Produtos"
        getKey={(produto) => produto.id_produto}
        renderItem={(produto) => <ProdutoCard produto={produto} onOpen={setDetails} onDelete={setToDelete} />}
        onPageChange={changePage}
      />

      <ProdutoDetailsDialog produto={details} onClose={() => setDetails(null)} onDelete={setToDelete} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Excluir produto"
        description={`Tem certeza de que deseja excluir “${toDelete?.nome ?? ''}”? Esta ação não pode ser desfeita.`}
        confirmLabel="Excluir"
        variant="danger"
        loading={remove.isPending}
        onConfirm={confirmDelete}
      />
      <ResultDialog state={result} onClose={closeResult} autoCloseMs={REDIRECT_MS} />
    </>
  )
}
